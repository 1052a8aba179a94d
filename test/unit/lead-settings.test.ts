// Live means every lead setting is real: SPONSOR, REGISTER_URL and WHATSAPP_NUMBER all the
// operator's own, or none set (the demo). Every value error names the file and line it came from,
// or says it came from the command's environment. And the verdict the build ends with.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { siteConfigFrom } from '../../src/settings/links';
import { locatedMessage, type SettingOrigins } from '../../src/settings/setting-origin';
import { ConfigError, parseSiteSettings } from '../../src/settings/settings';
import { verdictLines } from '../../src/builder/output/verdict';
import { useLanguage } from '../../src/messages/language';

useLanguage('en');

const real = { SPONSOR: 'maria.souza', REGISTER_URL: 'https://escritorio.ozonteck-teste.com.br/cadastro', WHATSAPP_NUMBER: '+55 (51) 98765-4321' };
const origins: SettingOrigins = { file: 'site/site.env', lines: { SPONSOR: 2, REGISTER_URL: 3, WHATSAPP_NUMBER: 4 } };

const refusal = (env: Record<string, string>): string => {
  try {
    parseSiteSettings(env, origins);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return '(no refusal)';
};

test('no lead setting at all: the demo, with its warning', () => {
  const parsed = parseSiteSettings({}, origins);
  assert.equal(parsed.demoDefaultsUsed, ['SITE_URL', 'SPONSOR', 'REGISTER_URL', 'WHATSAPP_NUMBER']);
  assert.equal(parsed.warnings, ['Warning: using demo values for SITE_URL, SPONSOR, REGISTER_URL, WHATSAPP_NUMBER. Set them in site/site.env (see README, Configurações).']);
});

test('all three real: live, the number as written made digits', () => {
  const parsed = parseSiteSettings({ ...real, SITE_URL: 'https://negocios-maria.com.br' }, origins);
  assert.equal(parsed.demoDefaultsUsed, []);
  assert.equal(parsed.warnings, []);
  assert.is(parsed.settings.whatsappNumber, '5551987654321');
});

test('a real SPONSOR without REGISTER_URL stops, listing what is missing and saying what to do', () => {
  assert.is(
    refusal({ SPONSOR: real.SPONSOR, WHATSAPP_NUMBER: real.WHATSAPP_NUMBER }),
    'one setting keeps the site from going live with your details:\n  - REGISTER_URL is not set.\n' +
      'SPONSOR, REGISTER_URL and WHATSAPP_NUMBER go together: set all three in site/site.env to your real ones (see README, Configurações), or remove all three to build the demo.',
  );
  assert.match(refusal({ SPONSOR: real.SPONSOR }), /- REGISTER_URL is not set\.\n {2}- WHATSAPP_NUMBER is not set\.\n/);
});

test('a demo value or an example value, written any way, stops with its line', () => {
  assert.match(refusal({ ...real, SPONSOR: 'Demo' }), /- SPONSOR \(site\/site\.env, line 2\) is the demo value "Demo"\./);
  assert.match(refusal({ ...real, WHATSAPP_NUMBER: '55 51 99999-9999' }), /- WHATSAPP_NUMBER \(site\/site\.env, line 4\) is the demo value "55 51 99999-9999"\./);
  assert.match(refusal({ ...real, SPONSOR: 'JOANA123' }), /- SPONSOR \(site\/site\.env, line 2\) is still the example value "JOANA123"\./);
  assert.match(refusal({ ...real, REGISTER_URL: 'https://seu-escritorio.exemplo.com.br/cadastro' }), /- REGISTER_URL \(site\/site\.env, line 3\) is still the example value/);
  assert.match(refusal({ ...real, WHATSAPP_NUMBER: '5511912345678' }), /- WHATSAPP_NUMBER \(site\/site\.env, line 4\) is still the example value "5511912345678"\./);
});

test('a register page on a domain reserved for examples stops', () => {
  for (const url of ['https://cadastro.example.com/x', 'https://outro.exemplo.com.br/cadastro', 'https://cadastro.loja.test/', 'https://x.invalid/']) {
    assert.match(refusal({ ...real, REGISTER_URL: url }), /REGISTER_URL \(site\/site\.env, line 3\) uses .*, a domain reserved for examples/, url);
  }
  assert.is(refusal({ ...real, REGISTER_URL: 'https://examplebrasil.com.br/cadastro' }), '(no refusal)');
});

test('a register page no visitor can reach stops, naming why: an IP address, a machine name, this site itself', () => {
  const cases: Array<[string, RegExp]> = [
    ['https://127.0.0.1/cadastro', /uses the IP address 127\.0\.0\.1: visitors cannot reach it/],
    ['https://192.168.0.10/cadastro', /uses the IP address 192\.168\.0\.10/],
    ['http://[::1]:8080/cadastro', /uses the IP address \[::1\]/],
    ['https://0x7f.1/cadastro', /uses the IP address 127\.0\.0\.1/], // the URL parser reads it as 127.0.0.1
    ['https://escritorio/cadastro', /uses escritorio, a name without a dot: a computer's name/],
    ['https://negocios-maria.com.br/cadastro', /points at negocios-maria\.com\.br, this site itself, which has no registration page/],
    ['https://www.negocios-maria.com.br/cadastro', /points at www\.negocios-maria\.com\.br, this site itself/],
  ];
  for (const [url, reason] of cases) {
    const message = refusal({ ...real, SITE_URL: 'https://negocios-maria.com.br', REGISTER_URL: url });
    assert.match(message, /- REGISTER_URL \(site\/site\.env, line 3\) /, url);
    assert.match(message, reason, url);
  }
  // Without SITE_URL there is no own site to compare with; another site's page is fine.
  assert.is(refusal({ ...real, REGISTER_URL: 'https://negocios-maria.com.br/cadastro' }), '(no refusal)');
  assert.is(refusal({ ...real, SITE_URL: 'https://negocios-maria.com.br', REGISTER_URL: 'https://escritorio.ozonteck.com.br/cadastro?origem=site' }), '(no refusal)');
});

test('a sponsor already in REGISTER_URL stops unless it is the SPONSOR itself; a space in an address stops', () => {
  assert.match(refusal({ ...real, REGISTER_URL: `${real.REGISTER_URL}?sponsor=outra` }), /REGISTER_URL \(site\/site\.env, line 3\) already carries sponsor=outra, but the sponsor code comes from SPONSOR/);
  assert.match(refusal({ ...real, REGISTER_URL: `${real.REGISTER_URL}?Sponsor=maria.souza` }), /already carries Sponsor=maria\.souza/);
  assert.is(refusal({ ...real, REGISTER_URL: `${real.REGISTER_URL}?sponsor=maria.souza` }), '(no refusal)');
  assert.match(
    refusal({ ...real, REGISTER_URL: 'https://escritorio.ozonteck-teste.com.br/ca dastro' }),
    /^REGISTER_URL must be .*, without spaces \(copy the address from the browser's address bar\) \(got "https:\/\/escritorio\.ozonteck-teste\.com\.br\/ca dastro"\)\.$/,
  );
  assert.match(refusal({ ...real, SITE_URL: 'https://negocios ozonteck.com.br' }), /^SITE_URL must be .*, without spaces/);
});

test('a value error names the file and the line, or says the value came from the command', () => {
  const env = { ...real, WHATSAPP_NUMBER: '51987654321' };
  let error: unknown;
  try {
    parseSiteSettings(env, origins);
  } catch (caught) {
    error = caught;
  }
  assert.ok(error instanceof ConfigError);
  assert.match(locatedMessage(error, origins, env), /^site\/site\.env, line 4: WHATSAPP_NUMBER "51987654321" looks like a Brazilian number without its country code/);
  const fromCommand = { ...origins, lines: { SPONSOR: 2, REGISTER_URL: 3 } };
  assert.match(locatedMessage(error, fromCommand, env), /^In the command's environment \(not in site\/site\.env\): WHATSAPP_NUMBER "51987654321"/);
  assert.throws(() => parseSiteSettings({ ...real, SPONSOR: 'duas palavras' }, origins), (caught: unknown) => caught instanceof ConfigError && caught.setting === 'SPONSOR');
  assert.throws(() => parseSiteSettings({ ...real, REGISTER_URL: '' }, origins), (caught: unknown) => caught instanceof ConfigError && caught.setting === 'REGISTER_URL');
});

test('the verdict: live, the exact links, the site, every warning repeated', () => {
  const parsed = parseSiteSettings({ ...real, WHATSAPP_NUMBER: '+55 11 3456-7890', WHATSAPP_MESSAGE: 'Quero o kit #1', SITE_URL: 'http://negocios-maria.com.br' }, origins);
  const lines = verdictLines({ ...parsed, config: siteConfigFrom(parsed.settings, 2026) });
  assert.equal(lines.slice(1, 5), [
    'READY with your settings; live once the server reloads (systemctl reload ozonteck). The links visitors follow:',
    '  register  https://escritorio.ozonteck-teste.com.br/cadastro?sponsor=maria.souza',
    '  WhatsApp  https://wa.me/551134567890?text=Quero%20o%20kit%20%231',
    '  site      http://negocios-maria.com.br',
  ]);
  assert.is(lines[5], '2 warnings (above, and repeated here):');
  assert.match(lines[6]!, /^ {2}- Warning: WHATSAPP_NUMBER 551134567890 is a landline/);
  assert.match(lines[7]!, /^ {2}- Warning: SITE_URL is http:\/\/negocios-maria\.com\.br \(plain http\)/);
});

test('the verdict of a demo build says DEMO; in Portuguese by default; a refusal names only what is wrong', () => {
  const parsed = parseSiteSettings({}, origins);
  const config = siteConfigFrom(parsed.settings, 2026);
  assert.match(verdictLines({ ...parsed, config })[1]!, /^DEMO: SPONSOR, REGISTER_URL and WHATSAPP_NUMBER are not set/);
  useLanguage('pt-BR');
  try {
    assert.match(verdictLines({ ...parsed, config })[1]!, /^DEMONSTRAÇÃO: SPONSOR, REGISTER_URL e WHATSAPP_NUMBER não estão definidas/);
    // Only what is wrong is said wrong: a sponsor code that is set leads somewhere, so not "links que não levam a ninguém".
    assert.match(refusal({ SPONSOR: real.SPONSOR }), /^2 configurações impedem o site de ir ao ar com os seus dados:\n {2}- REGISTER_URL não está definida\./);
    assert.match(refusal({ SPONSOR: real.SPONSOR, REGISTER_URL: real.REGISTER_URL }), /^uma configuração impede o site de ir ao ar com os seus dados:\n {2}- WHATSAPP_NUMBER não está definida\.\n.*\(veja o README, Configurações\)/);
    assert.match(verdictLines({ ...parsed, config })[1]!, /então os links levam à demonstração, não a você\./);
  } finally {
    useLanguage('en');
  }
});

test.run();
