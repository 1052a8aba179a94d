import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseAccessLogSettings } from '../../src/settings/access-log-settings';
import { parseServerSettings } from '../../src/settings/server-settings';
import {
  ConfigError,
  demoDefaultsWarning,
  parseSiteSettings,
  siteSettingsDrift,
} from '../../src/settings/settings';
import { useLanguage } from '../../src/messages/language';

// These tests match the English messages; the Portuguese default has its own (test/README.md).
useLanguage('en');

const realEnv = {
  SITE_URL: 'https://negocios-maria.com.br',
  SPONSOR: 'maria.souza',
  REGISTER_URL: 'https://escritorio.ozonteck-teste.com.br/cadastro',
  WHATSAPP_NUMBER: '5551987654321',
};

test('site settings: a full environment is used as given, without demo values', () => {
  const { settings, demoDefaultsUsed } = parseSiteSettings({ ...realEnv, WHATSAPP_MESSAGE: 'Oi!', SOCIAL_PROOF: 'off' });
  assert.equal(settings, {
    siteUrl: 'https://negocios-maria.com.br',
    sponsor: 'maria.souza',
    registerUrl: 'https://escritorio.ozonteck-teste.com.br/cadastro',
    whatsappNumber: '5551987654321',
    whatsappMessage: 'Oi!',
    socialProof: false,
  });
  assert.equal(demoDefaultsUsed, []);
  assert.is(demoDefaultsWarning(demoDefaultsUsed), null);
});

test('site settings: unset variables fall back to correctly shaped demo values, with one warning', () => {
  const { settings, demoDefaultsUsed } = parseSiteSettings({});
  // The demo values and the default message as the README's Configuration table gives them.
  assert.equal(settings, {
    siteUrl: 'https://negociosozonteck.example',
    sponsor: 'demo',
    registerUrl: 'https://cadastro.ozonteck.example/register',
    whatsappNumber: '5551999999999',
    whatsappMessage: 'Olá! Vim pelo site e quero me cadastrar como revendedor Ozonteck. Pode me ajudar com o cadastro?',
    socialProof: true,
  });
  assert.equal(demoDefaultsUsed, ['SITE_URL', 'SPONSOR', 'REGISTER_URL', 'WHATSAPP_NUMBER']);
  const warning = demoDefaultsWarning(demoDefaultsUsed) ?? '';
  assert.match(warning, /SITE_URL, SPONSOR, REGISTER_URL, WHATSAPP_NUMBER/);
});

for (const name of ['SPONSOR', 'REGISTER_URL', 'WHATSAPP_MESSAGE', 'SOCIAL_PROOF']) {
  test(`settings: an empty ${name} (set, but blank) is an error that names it, not "unset"`, () => {
    for (const blank of ['', '   ']) {
      // The lead settings have no default to fall back on: removing the line would not help.
      const advice = name === 'SPONSOR' || name === 'REGISTER_URL'
        ? 'Write your value after the = (SPONSOR, REGISTER_URL and WHATSAPP_NUMBER have no default: the site sends visitors to you).'
        : 'Give it a value, or remove the line to use the default.';
      assert.throws(() => parseSiteSettings({ ...realEnv, [name]: blank }), (error: Error) =>
        error instanceof ConfigError && error.message === `${name} is set but empty. ${advice}`);
    }
  });
}

test('settings: an empty PORT, HOST or HSTS is an error that names it', () => {
  for (const name of ['PORT', 'HOST', 'HSTS']) {
    assert.throws(() => parseServerSettings({ [name]: '' }), (error: Error) => error instanceof ConfigError && error.message.startsWith(`${name} is set but empty`));
  }
});

const badValues: Array<[string, string, RegExp]> = [
  ['SITE_URL', 'negocios-maria.com.br', /SITE_URL must be the public origin of the site/],
  ['SITE_URL', 'https://negocios-maria.com.br/bio', /SITE_URL must be the public origin/],
  ['SITE_URL', 'https://negocios-maria.com.br/?x=1', /SITE_URL must be the public origin/],
  ['SITE_URL', 'ftp://negocios-maria.com.br', /SITE_URL must be the public origin/],
  ['SPONSOR', 'joana 123', /SPONSOR must be 1 to 64 unaccented letters/],
  ['SPONSOR', 'joão.silva', /SPONSOR must be 1 to 64 unaccented letters/],
  ['SPONSOR', 'a'.repeat(65), /SPONSOR must be/],
  ['SPONSOR', 'x&y=1', /SPONSOR must be/],
  ['REGISTER_URL', 'escritorio.com/register', /REGISTER_URL must be the absolute http\(s\) address of your registration page/],
  ['REGISTER_URL', 'javascript:alert(1)', /REGISTER_URL must be/],
  ['REGISTER_URL', 'ftp://exemplo.com/register', /REGISTER_URL must be/],
  ['REGISTER_URL', 'https://user:pw@exemplo.com/register', /without user name or password/],
  ['REGISTER_URL', 'https://exemplo.com/register#x', /without a #fragment/],
  ['WHATSAPP_NUMBER', '51 98765-4321', /WHATSAPP_NUMBER "51 98765-4321" looks like a Brazilian number without its country code \(55\).* Did you mean 5551987654321\?/],
  ['WHATSAPP_NUMBER', '1234567', /WHATSAPP_NUMBER "1234567" has 7 digits: an international number has 8 to 15/],
  ['WHATSAPP_NUMBER', '1234567890123456', /WHATSAPP_NUMBER "1234567890123456" has 16 digits/],
  ['WHATSAPP_MESSAGE', 'x'.repeat(501), /WHATSAPP_MESSAGE must be a message of at most 500 characters/],
  ['SOCIAL_PROOF', 'talvez', /SOCIAL_PROOF must be "on" or "off" \(also sim\/não, yes\/no, true\/false, 1\/0\)/],
];
for (const [name, value, message] of badValues) {
  test(`site settings: ${name}=${JSON.stringify(value.slice(0, 30))} stops with a message naming the variable`, () => {
    assert.throws(() => parseSiteSettings({ ...realEnv, [name]: value }), (error: unknown) => error instanceof ConfigError && message.test(error.message));
  });
}

test('site settings: WHATSAPP_MESSAGE counts what the operator sees: 500 emoji fit, 501 do not, and the count is said', () => {
  assert.is(parseSiteSettings({ ...realEnv, WHATSAPP_MESSAGE: '🌿'.repeat(500) }).settings.whatsappMessage.length, 1000);
  assert.throws(() => parseSiteSettings({ ...realEnv, WHATSAPP_MESSAGE: '🌿'.repeat(501) }), /at most 500 characters, an emoji counting as one \(this one has 501\)/);
});

test("site settings: the README's example SITE_URL is refused, with or without www, alone or with demo leads", () => {
  const refusal = /^SITE_URL is still the README's example address \(https?:\/\/(www\.)?negociosozonteck\.com\.br\), somebody else's site: .* Write your own site's address/;
  for (const url of ['https://negociosozonteck.com.br', 'http://www.negociosozonteck.com.br/']) {
    assert.throws(() => parseSiteSettings({ ...realEnv, SITE_URL: url }), (error: unknown) => error instanceof ConfigError && error.setting === 'SITE_URL' && refusal.test(error.message));
    assert.throws(() => parseSiteSettings({ SITE_URL: url }), refusal);
  }
  assert.throws(() => parseSiteSettings({ ...realEnv, SPONSOR: 'seu.codigo', SITE_URL: 'https://negociosozonteck.com.br' }), /- SITE_URL is still the example value[^]*- SPONSOR is still the example value/);
});

test('site settings: a plain-http REGISTER_URL is allowed with a warning ("not secure" on a phone)', () => {
  const { warnings } = parseSiteSettings({ ...realEnv, REGISTER_URL: 'http://escritorio.ozonteck-teste.com.br/cadastro' });
  assert.equal(warnings, ['Warning: REGISTER_URL is http://escritorio.ozonteck-teste.com.br/cadastro (plain http): on the registration page a visitor\'s phone may show "not secure". Use your registration page\'s https:// address, if it has one.']);
  assert.equal(parseSiteSettings(realEnv).warnings, []);
});

test('site settings: SITE_URL is kept as its origin (a trailing slash is dropped)', () => {
  assert.is(parseSiteSettings({ SITE_URL: 'https://Negocios-Maria.com.br/' }).settings.siteUrl, 'https://negocios-maria.com.br');
});

// The operator writes a switch in Portuguese or English, in any case; every switch reads them alike.
const switchWords: Array<[string, boolean]> = [
  ['on', true], ['OFF', false], ['sim', true], ['Sim', true], ['não', false], ['NÃO', false], ['na\u0303o', false], ['nao', false],
  ['yes', true], ['no', false], ['true', true], ['False', false], ['1', true], ['0', false],
];
for (const [word, on] of switchWords) {
  test(`switches: ${JSON.stringify(word)} is ${on ? 'on' : 'off'} for SOCIAL_PROOF, HSTS and ACCESS_LOG_FULL_IP`, () => {
    assert.is(parseSiteSettings({ SOCIAL_PROOF: word }).settings.socialProof, on);
    assert.is(parseServerSettings({ HSTS: word }).hsts, on);
    assert.is(parseAccessLogSettings({ ACCESS_LOG_FULL_IP: word }).fullIp, on);
  });
}

test('server settings: PORT defaults to 3000 and HOST to loopback', () => {
  assert.equal(parseServerSettings({}), { port: 3000, host: '127.0.0.1', hsts: false });
  assert.equal(parseServerSettings({ PORT: '8080', HOST: '0.0.0.0', HSTS: 'on' }), { port: 8080, host: '0.0.0.0', hsts: true });
  assert.equal(parseServerSettings({ PORT: '0' }).port, 0);
});

for (const port of ['abc', '-1', '65536', '80.5', '3000x']) {
  test(`server settings: PORT=${port} is refused with the expected form`, () => {
    assert.throws(() => parseServerSettings({ PORT: port }), /PORT must be a whole number from 0 to 65535/);
  });
}

test('server settings: HSTS must be a switch word', () => {
  assert.throws(() => parseServerSettings({ HSTS: 'talvez' }), /HSTS must be "on" or "off"/);
});

test('server settings: a HOST with spaces or slashes is refused', () => {
  assert.throws(() => parseServerSettings({ HOST: 'my host' }), /HOST must be an IP address or host name/);
  assert.throws(() => parseServerSettings({ HOST: 'http://x' }), /HOST must be/);
});

test('drift: only variables the environment sets, and that differ from the build, are reported', () => {
  const built = parseSiteSettings(realEnv).settings;
  assert.equal(siteSettingsDrift({}, built), []);
  assert.equal(siteSettingsDrift(realEnv, built), []);
  assert.equal(siteSettingsDrift({ ...realEnv, SPONSOR: 'outro', SOCIAL_PROOF: 'off' }, built), ['SPONSOR', 'SOCIAL_PROOF']);
});

test.run();
