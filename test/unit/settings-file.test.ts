// The settings file read strictly (README, Configurações): every line NAME=value, a comment or
// blank; anything else stops with the file, the line number and the line; a name that is not a
// setting suggests the nearest one. Expected names come from the README's settings table.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseServerSettings } from '../../src/settings/server-settings';
import { editDistance, nearestName } from '../../src/settings/nearest-name';
import { ConfigError, parseSiteSettings, siteUrlWarning } from '../../src/settings/settings';
import { exampleValues } from '../../src/settings/example-values';
import { decodeSettingsFile, fileSettingNames, misspelledInEnvironment, parseSettingsFile, readSettingsText } from '../../src/settings/settings-file';
import { useLanguage } from '../../src/messages/language';

// These tests match the English messages; the Portuguese default has its own (test/README.md).
useLanguage('en');

const file = 'site/site.env';
const lineShape = 'Each line must be NAME=value (e.g. SPONSOR=seu.codigo), a comment starting with #, or blank.';
const stopsWith = (text: string, message: string | RegExp) =>
  assert.throws(
    () => parseSettingsFile(text, file),
    (error: unknown) => error instanceof ConfigError && (typeof message === 'string' ? error.message === message : message.test(error.message)),
    JSON.stringify(text),
  );

test('NAME=value lines, comments and blank lines; spaces around "=" and the value are dropped', () => {
  const text = '# my settings\n\nSPONSOR=maria.souza\n  HSTS = on  \n# the toast\nSOCIAL_PROOF=off\nTZ=America/Sao_Paulo\n';
  assert.equal(parseSettingsFile(text, file), { SPONSOR: 'maria.souza', HSTS: 'on', SOCIAL_PROOF: 'off', TZ: 'America/Sao_Paulo' });
});

test('quoted values as dotenv files quote them: "…" (with \\n), \'…\' and `…`, a # inside kept, a comment after', () => {
  const text = 'WHATSAPP_MESSAGE="Olá! # 1\\nTudo bem?" # chat\nSPONSOR=\'joana\'\nREGISTER_URL=`https://x.example/register`\n';
  assert.equal(parseSettingsFile(text, file), { WHATSAPP_MESSAGE: 'Olá! # 1\nTudo bem?', SPONSOR: 'joana', REGISTER_URL: 'https://x.example/register' });
});

test('a # in a bare value is never cut: it stops naming the line and the setting; in quotes it is kept', () => {
  stopsWith(
    'SPONSOR=maria\nWHATSAPP_MESSAGE=Quero o kit #1 hoje\n',
    'site/site.env, line 2: the value of WHATSAPP_MESSAGE has a # outside quotes. If the # belongs to the value, put the value in quotes (WHATSAPP_MESSAGE="… # …"); if it is a comment, put it on a line of its own, starting with #.',
  );
  stopsWith('SOCIAL_PROOF=off # the toast\n', /^site\/site\.env, line 1: the value of SOCIAL_PROOF has a # outside quotes/);
  assert.equal(parseSettingsFile('WHATSAPP_MESSAGE="Quero o kit #1 hoje"\n', file), { WHATSAPP_MESSAGE: 'Quero o kit #1 hoje' });
});

test('a quoted value may hold anything: it runs to the last quote of its kind on the line', () => {
  const text = `WHATSAPP_MESSAGE="Ela disse "oi" = 'olá' # 1" # a comment\nSPONSOR='a"b'\n`;
  assert.equal(parseSettingsFile(text, file), { WHATSAPP_MESSAGE: `Ela disse "oi" = 'olá' # 1`, SPONSOR: 'a"b' });
});

test('bytes that are not UTF-8 (a file saved as "ANSI", Latin-1) stop, naming the first such line', () => {
  const latin1 = Uint8Array.from([...new TextEncoder().encode('SPONSOR=maria\n# ok\nWHATSAPP_MESSAGE=Ol'), 0xe1, 0x21, 0x0a]);
  const { text, notUtf8Lines } = decodeSettingsFile(latin1);
  assert.equal(notUtf8Lines, [3]);
  assert.throws(() => readSettingsText(text, file, { notUtf8Lines }), (error: unknown) => error instanceof ConfigError && error.message.startsWith('site/site.env, line 3: this line has characters that are not UTF-8') && error.message.includes('Save the file as UTF-8'));
  assert.equal(decodeSettingsFile(new TextEncoder().encode('\uFEFFWHATSAPP_MESSAGE=Olá\n')), { text: '\uFEFFWHATSAPP_MESSAGE=Olá\n', notUtf8Lines: [] });
});

test('the server tolerates a problem in a line about a build-only setting: the line is left out and the problem returned', () => {
  const tolerate = (name: string) => ['SPONSOR', 'WHATSAPP_NUMBER', ''].includes(name);
  const read = readSettingsText('PORT=8080\nSPONSER=maria\nWHATSAPP_NUMBER=55 # x\nHSTS=on\n', file, { tolerate });
  assert.equal(read.values, { PORT: '8080', HSTS: 'on' });
  assert.equal(read.lines, { PORT: 1, HSTS: 4 });
  assert.equal(read.skipped.length, 2);
  assert.match(read.skipped[0]!, /^site\/site\.env, line 2: SPONSER is not a setting; did you mean SPONSOR\?/);
  assert.throws(() => readSettingsText('HSTS on\n', file, { tolerate }), /line 1: this line has a space where the = belongs/);
  assert.equal(readSettingsText('COLOUR=blue\n', file, { tolerate }).skipped, ['site/site.env, line 1: ' + `COLOUR is not a setting. The settings are: ${fileSettingNames.join(', ')}.`], 'a name like no setting is none the server reads');
});

test('a byte-order mark (Windows Notepad) is ignored, so the first setting is kept; CRLF line ends too', () => {
  assert.equal(parseSettingsFile('\uFEFFSPONSOR=joana\r\nHSTS=on\r\n', file), { SPONSOR: 'joana', HSTS: 'on' });
});

test('an empty value is kept as empty (the settings then say "set but empty")', () => {
  assert.equal(parseSettingsFile('SPONSOR=\n', file), { SPONSOR: '' });
});

test('a line without "=" stops with the file, its line number and the line (the next line is not eaten)', () => {
  stopsWith('SITE_URL=https://x.example\nQuero me cadastrar\nREGISTER_URL=https://x.example/register\n', 'site/site.env, line 2: "Quero me cadastrar" is not a setting line. ' + lineShape);
  stopsWith('export SPONSOR=x\n', 'site/site.env, line 1: "export SPONSOR=x" is not a setting line. ' + lineShape);
  stopsWith('=x\n', 'site/site.env, line 1: "=x" is not a setting line. ' + lineShape);
});

test('a tab or spaces where "=" belongs: said plainly, with the line as it should be written', () => {
  const written = 'Write it like this: SPONSOR=ana.paula88';
  stopsWith('SITE_URL=https://x.example\nSPONSOR\tana.paula88\n', `site/site.env, line 2: this line has a tab where the = belongs. ${written}`);
  stopsWith('SPONSOR  ana.paula88\n', `site/site.env, line 1: this line has a space where the = belongs. ${written}`);
  stopsWith('REGISTER_URL https://x.example/?a=b\n', 'site/site.env, line 1: this line has a space where the = belongs. Write it like this: REGISTER_URL=https://x.example/?a=b');
});

test('\\n is a line break in every value, bare or in any quotes', () => {
  const forms = ['Oi!\\nQuero me cadastrar.', "'Oi!\\nQuero me cadastrar.'", '"Oi!\\nQuero me cadastrar."', '`Oi!\\nQuero me cadastrar.`'];
  for (const form of forms) assert.equal(parseSettingsFile(`WHATSAPP_MESSAGE=${form}\n`, file), { WHATSAPP_MESSAGE: 'Oi!\nQuero me cadastrar.' }, form);
});

const controls: Array<[string, string]> = [['\u001b', 'ESC (code 27)'], ['\u0007', 'BEL (code 7)'], ['\u007f', 'DEL (code 127)'], ['\u0085', 'C1 (code 133)'], ['\r', 'CR (code 13)'], ['\u0000', 'NUL (code 0)']];
for (const [character, named] of controls) {
  test(`a control character in a line stops naming the file, the line and the character: ${named}`, () => {
    stopsWith(`SPONSOR=maria\nWHATSAPP_MESSAGE=Oi${character}[2J tudo bem\n`, `site/site.env, line 2: this line has an invisible control character, ${named}, which would reach the page. ` +
      'Delete it (it usually comes with text copied from another program): if need be, delete the line and type it again.');
  });
}

test('a tab inside a value is kept (whitespace to a browser); a control character in a comment is no matter', () => {
  assert.equal(parseSettingsFile('WHATSAPP_MESSAGE=Oi\ttudo bem\n# a note\u0007\n', file), { WHATSAPP_MESSAGE: 'Oi\ttudo bem' });
});

const misspelled: Array<[string, string]> = [
  ['SPONSER=maria.souza', 'SPONSOR'],
  ['SOCIAL_PROF=off', 'SOCIAL_PROOF'],
  ['sponsor=maria', 'SPONSOR'],
  ['WHATSAP_NUMBER=5551987654321', 'WHATSAPP_NUMBER'],
  ['ACESS_LOG=stdout', 'ACCESS_LOG'],
  ['TRUST_PROXIES=127.0.0.1', 'TRUST_PROXY'],
];
for (const [line, nearest] of misspelled) {
  test(`a name that is not a setting stops and suggests the nearest: ${line}`, () => {
    const name = line.split('=')[0];
    stopsWith(`# x\n${line}\n`, `site/site.env, line 2: ${name} is not a setting; did you mean ${nearest}? Correct the name.`);
  });
}

test('a name far from every setting lists them all', () => {
  stopsWith('COLOUR=blue\n', `site/site.env, line 1: COLOUR is not a setting. The settings are: ${fileSettingNames.join(', ')}.`);
});

test('SITE_DIR and SITE_ENV_FILE say where the file is: they cannot be set inside it', () => {
  stopsWith('SITE_DIR=/srv/site\n', "site/site.env, line 1: SITE_DIR cannot be set in the settings file (it says where that file is). Set it in the command's environment instead.");
});

test('a setting given twice stops, naming both lines', () => {
  stopsWith('SPONSOR=a\n\nSPONSOR=b\n', 'site/site.env, line 3: SPONSOR is already set on line 1. Keep one of the two lines.');
});

test('an unclosed quote or text after the closing quote stops, naming the line', () => {
  stopsWith('HSTS=on\nWHATSAPP_MESSAGE="Olá\n', 'site/site.env, line 2: the " quote is not closed on this line. Close it, or write the value without quotes.');
  stopsWith('SPONSOR="joana" 123\n', 'site/site.env, line 1: text after the closing " quote. Put the whole value inside the quotes.');
});

test("the settings a file may set are the README's settings table, less the two that locate the file", () => {
  const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
  const table = readme.slice(readme.indexOf('| Configuração | Lida por |'));
  const names = [...table.slice(0, table.indexOf('\n\n')).matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1]);
  assert.equal([...fileSettingNames, 'SITE_DIR', 'SITE_ENV_FILE'].sort(), names.sort());
});

test("the README's example settings file is read as it stands, its values are the examples the build refuses, and it stops the build listing all four", () => {
  const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
  const example = /```sh\n(# \/srv\/ozonteck\/site\/site\.env [\s\S]*?)```/.exec(readme)?.[1];
  assert.ok(example, 'no example settings file in the README');
  const values = parseSettingsFile(example, file);
  assert.equal(Object.keys(values), ['SITE_URL', 'SPONSOR', 'REGISTER_URL', 'WHATSAPP_NUMBER', 'WHATSAPP_MESSAGE', 'SOCIAL_PROOF', 'HSTS']);
  assert.ok((exampleValues.SPONSOR as readonly string[]).includes(values.SPONSOR!), `README's SPONSOR ${values.SPONSOR} is not in example-values.ts`);
  assert.ok((exampleValues.REGISTER_URL as readonly string[]).includes(values.REGISTER_URL!), `README's REGISTER_URL ${values.REGISTER_URL} is not in example-values.ts`);
  assert.ok((exampleValues.WHATSAPP_NUMBER as readonly string[]).includes(values.WHATSAPP_NUMBER!), `README's WHATSAPP_NUMBER ${values.WHATSAPP_NUMBER} is not in example-values.ts`);
  const refusal = (() => {
    try {
      parseSiteSettings(values);
      return '';
    } catch (error) {
      return error instanceof ConfigError ? error.message : String(error);
    }
  })();
  assert.ok((exampleValues.SITE_URL as readonly string[]).includes(values.SITE_URL!), `README's SITE_URL ${values.SITE_URL} is not in example-values.ts`);
  for (const name of ['SITE_URL', 'SPONSOR', 'REGISTER_URL', 'WHATSAPP_NUMBER']) assert.match(refusal, new RegExp(`- ${name} is still the example value`), refusal);
  assert.is(parseServerSettings(values).hsts, true);
});

test('the environment: a variable a letter or two off a setting, or in lower case, is named with the setting it resembles', () => {
  assert.equal(misspelledInEnvironment({ SPONSER: 'x', social_proof: 'off', SPONSOR: 'y' }), [
    'SPONSER is set in the environment but is not a setting; did you mean SPONSOR? Correct or unset it.',
    'social_proof is set in the environment but is not a setting; did you mean SOCIAL_PROOF? Correct or unset it.',
  ]);
});

test('the environment: a control character in a misspelled name is escaped, so it cannot garble the terminal', () => {
  assert.equal(misspelledInEnvironment({ 'SPONSO\u001b': 'x' }), ['SPONSO\\u001b is set in the environment but is not a setting; did you mean SPONSOR? Correct or unset it.']);
});

test("the environment: the usual variables of a shell, npm and systemd are not mistaken for settings", () => {
  const usual = ['HOME', 'PATH', 'HOSTNAME', 'SHELL', 'TERM', 'USER', 'LANG', 'PWD', 'OLDPWD', 'NODE_ENV', 'INIT_CWD', 'EDITOR', 'COLORTERM', 'LISTEN_FDS', 'LISTEN_PID', 'LISTEN_FDNAMES', 'INVOCATION_ID', 'JOURNAL_STREAM', 'NOTIFY_SOCKET', 'SYSTEMD_EXEC_PID', 'npm_lifecycle_event', 'npm_package_name', 'npm_config_cache', 'npm_node_execpath', 'SITE_DIR', 'SITE_ENV_FILE', 'CHROMIUM_PATH', 'LOGNAME', 'MANPATH', 'TMPDIR', 'DISPLAY'];
  assert.equal(misspelledInEnvironment(Object.fromEntries(usual.map((name) => [name, 'x']))), []);
});

test('edit distance and the nearest name', () => {
  const table: Array<[string, string, number]> = [['SPONSER', 'SPONSOR', 1], ['SOCIAL_PROF', 'SOCIAL_PROOF', 1], ['', 'ABC', 3], ['HOME', 'HOST', 2], ['KITTEN', 'SITTING', 3]];
  for (const [a, b, distance] of table) assert.is(editDistance(a, b), distance, `${a} → ${b}`);
  assert.is(nearestName('sponser', ['SPONSOR', 'HSTS']), 'SPONSOR');
  assert.is(nearestName('PATH', ['PORT', 'HOST']), null);
});

test('SITE_URL over plain http, or at an address without a name, is accepted with a warning saying what it affects', () => {
  const settings = { siteUrl: 'http://negociosozonteck.com.br', sponsor: 'x', registerUrl: 'https://x/register', whatsappNumber: '5551999999999', whatsappMessage: 'Oi', socialProof: true };
  assert.match(siteUrlWarning(settings) ?? '', /^Warning: SITE_URL is http:\/\/negociosozonteck\.com\.br \(plain http\): the canonical URLs, the share previews .* and the sitemap/);
  assert.is(siteUrlWarning({ ...settings, siteUrl: 'https://negociosozonteck.com.br' }), null);
  for (const siteUrl of ['http://localhost:3000', 'https://127.0.0.1', 'http://[::1]:8080', 'https://servidor']) {
    assert.match(siteUrlWarning({ ...settings, siteUrl }) ?? '', /^Warning: SITE_URL is .*, an address without a name \(an IP address or a machine's name\): .*nobody outside reaches it/, siteUrl);
  }
});

test.run();
