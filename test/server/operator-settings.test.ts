// The settings file as an operator writes it, with real `build.ts` and `node dist/server.mjs` in a
// scratch copy of the project: a misspelled name or a malformed line stops both with the file, the
// line and what to do; a file saved with a byte-order mark keeps its first setting; the old place
// (site.env in the project folder) still works, with a notice.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { copyProject, removeCopy, runBuild, snapshotDist, writeSettings } from '../support/project-copy';
import { spawnServer } from '../support/serve';

const settings = suite<{ copy: string }>('the settings file as the operator writes it');

const real = 'SITE_URL=https://negocios-maria.com.br\nREGISTER_URL=https://escritorio.ozonteck-teste.com.br/cadastro\nWHATSAPP_NUMBER=5551987654321\n';

settings.before(async (context) => {
  context.copy = await copyProject('operator-settings-');
});
settings.after(async ({ copy }) => {
  if (copy) await removeCopy(copy);
});

const builtSponsor = async (copy: string) => JSON.parse(await readFile(join(copy, 'dist', 'build.json'), 'utf8')).settings.sponsor as string;

settings('a file saved as "UTF-8 with BOM" (Windows Notepad) builds with its first setting', async ({ copy }) => {
  await writeSettings(copy, `\uFEFFSPONSOR=primeira.linha\r\n${real.replaceAll('\n', '\r\n')}`);
  const result = await runBuild(copy);
  assert.is(result.code, 0, result.stderr);
  assert.is(await builtSponsor(copy), 'primeira.linha');
});

settings("the build's last lines are its verdict, after the size table: live, the exact links, the site, every warning repeated", async ({ copy }) => {
  await writeSettings(copy, `SPONSOR=maria.souza\n${real.replace('https://negocios', 'http://negocios').replace('5551987654321', '+55 (51) 3456-7890')}WHATSAPP_MESSAGE="Quero o kit #1"\n`);
  const result = await runBuild(copy);
  assert.is(result.code, 0, result.stderr);
  assert.match(result.stderr, /Warning: SITE_URL is http:\/\/negocios-maria\.com\.br \(plain http\): the canonical URLs, the share previews/);
  const lines = result.stdout.trimEnd().split('\n');
  const verdict = lines.slice(lines.findIndex((line) => line.startsWith('READY')));
  assert.equal(verdict, [
    'READY with your settings; live once the server reloads (systemctl reload ozonteck). The links visitors follow:',
    '  register  https://escritorio.ozonteck-teste.com.br/cadastro?sponsor=maria.souza',
    '  WhatsApp  https://wa.me/555134567890?text=Quero%20o%20kit%20%231',
    '  site      http://negocios-maria.com.br',
    '2 warnings (above, and repeated here):',
    '  - Warning: WHATSAPP_NUMBER 555134567890 is a landline. It works only if that number has WhatsApp Business; otherwise use your mobile.',
    verdict[6]!,
  ]);
  assert.match(verdict[6]!, /^ {2}- Warning: SITE_URL is http:\/\/negocios-maria\.com\.br \(plain http\)/);
  const sizeTable = lines.findIndex((line) => /^total\s+[\d,]+/.test(line));
  assert.ok(sizeTable > 0 && sizeTable < lines.length - verdict.length, 'the verdict comes after the size table');
  assert.match(lines.slice(0, -verdict.length).join('\n'), /Visitors get it once the server reloads: systemctl reload ozonteck/);
});

const stops: Array<[string, string, RegExp]> = [
  ['SPONSER=maria.souza (a misspelled name)', `SPONSER=maria.souza\n${real}`, /site\/site\.env, line 1: SPONSER is not a setting; did you mean SPONSOR\? Correct the name\./],
  ['a line without "="', `${real}SPONSOR maria.souza\nSOCIAL_PROOF=off\n`, /site\/site\.env, line 4: this line has a space where the = belongs\. Write it like this: SPONSOR=maria\.souza/],
];

for (const [what, text, message] of stops) {
  settings(`${what}: the build stops naming the file, the line and the fix; dist/ is untouched`, async ({ copy }) => {
    const before = await snapshotDist(copy);
    await writeSettings(copy, text);
    const result = await runBuild(copy);
    assert.is(result.code, 1, result.stdout);
    assert.match(result.stderr, new RegExp(`^Build stopped: ${message.source}`, 'm'));
    assert.equal(await snapshotDist(copy), before, 'dist/ changed');
  });
}

settings('a misspelled name stops the server at start-up too, with exit 1 and the same message', async ({ copy }) => {
  await writeSettings(copy, `SPONSOR=primeira.linha\n${real}HSTS=on\nACESS_LOG=/var/log/ozonteck/access.log\n`);
  const server = spawnServer({ project: copy });
  assert.is(await server.exit, 1);
  const stopped = server.lines().find((line) => line.level === 'error');
  assert.match(String(stopped?.msg), /^site\/site\.env, line 6: ACESS_LOG is not a setting; did you mean ACCESS_LOG\? Correct the name\.$/);
});

settings('SPONSER=x in the command environment stops the build, suggesting SPONSOR', async ({ copy }) => {
  await writeSettings(copy, `SPONSOR=primeira.linha\n${real}`);
  const result = await runBuild(copy, { SPONSER: 'x' });
  assert.is(result.code, 1);
  assert.match(result.stderr, /Build stopped: SPONSER is set in the environment but is not a setting; did you mean SPONSOR\?/);
});

settings('site.env in the project folder (the old place) still works, with a notice saying where to move it', async ({ copy }) => {
  await rm(join(copy, 'site', 'site.env'));
  await writeFile(join(copy, 'site.env'), `SPONSOR=lugar.antigo\n${real}`);
  try {
    const result = await runBuild(copy);
    assert.is(result.code, 0, result.stderr);
    assert.match(result.stderr, /Notice: settings read from site\.env, their old place\. .*mkdir -p site && mv site\.env site\/site\.env/);
    assert.is(await builtSponsor(copy), 'lugar.antigo');
  } finally {
    await rm(join(copy, 'site.env'));
  }
});

settings('a reload names the server settings changed in the file since start-up as needing a restart, and applies none of them', async ({ copy }) => {
  await writeSettings(copy, `SPONSOR=lugar.antigo\n${real}`);
  const server = spawnServer({ project: copy });
  try {
    const url = await server.url();
    await writeSettings(copy, `SPONSOR=lugar.antigo\n${real}HSTS=on\nTRUST_PROXY=127.0.0.1\n`);
    let linesBefore = server.lines().length;
    server.process.kill('SIGHUP');
    const reloaded = await server.waitFor('reloaded', linesBefore);
    assert.equal([reloaded.level, reloaded.restartToApply], ['warn', ['HSTS', 'TRUST_PROXY']]);
    assert.is(reloaded.note, 'HSTS, TRUST_PROXY changed since the server started; a reload does not apply them: systemctl restart ozonteck does.');
    assert.match(String(reloaded.text), /^Reloaded: .* HSTS, TRUST_PROXY changed since the server started; a reload does not apply them/, 'the note is in the text too');
    const page = await fetch(`${url}/`);
    assert.is(page.headers.get('strict-transport-security'), null, 'HSTS applied without a restart');

    // A file a restart would stop on: said on the reload, while the site keeps serving.
    await writeSettings(copy, `SPONSOR=lugar.antigo\n${real}HSTS on\n`);
    linesBefore = server.lines().length;
    server.process.kill('SIGHUP');
    const broken = await server.waitFor('reloaded', linesBefore);
    assert.match(String(broken.settingsFileError), /^site\/site\.env, line 5: this line has a space where the = belongs\. Write it like this: HSTS=on A restart would stop on it: correct it first\.$/);
    assert.ok(String(broken.text).endsWith(String(broken.settingsFileError)), 'the problem is in the text too');
    assert.is((await fetch(`${url}/`)).status, 200);
  } finally {
    await server.stop();
  }
});

settings.run();
