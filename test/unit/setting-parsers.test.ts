// Every setting is parsed where it is declared: each row of the settings table names its parser, a
// function of src/settings/ and of no other room, and that parser refuses a bad value naming the
// setting. What the table derives stands on it too: the SiteSettings fields, and the settings a
// restart applies as both catalogues say them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { reloadAdvice } from '../../src/builder/store/build-report';
import { useLanguage } from '../../src/messages/language';
import { ConfigError } from '../../src/settings/errors';
import { settingRows, siteSettingField, type SettingRow } from '../../src/settings/setting-table';
import { parseSiteSettings } from '../../src/settings/settings';

const root = join(import.meta.dirname, '..', '..');

const sourcesUnder = (dir: string): string[] =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => `${dir}/${name.split('\\').join('/')}`);

/** Each exported function of src/settings/ → the modules exporting it. */
const settingsExports = new Map<string, { module: string; value: unknown }[]>();
for (const module of sourcesUnder('src/settings')) {
  for (const [name, value] of Object.entries(await import(pathToFileURL(join(root, module)).href))) {
    settingsExports.set(name, [...(settingsExports.get(name) ?? []), { module, value }]);
  }
}
const parsed = settingRows.filter((row: SettingRow) => row.parser !== null);

test('each row names its parser, one function exported by a module of src/settings/', () => {
  assert.equal(settingRows.filter((row: SettingRow) => row.parser === null).map((row) => row.name), []);
  for (const row of parsed) {
    const found = settingsExports.get(row.parser!) ?? [];
    assert.is(found.length, 1, `${row.name}: ${row.parser} is exported by ${found.length} modules of src/settings/`);
    assert.type(found[0]!.value, 'function', `${row.name}: ${row.parser}`);
  }
});

test('no other room defines a parser the table names', () => {
  const elsewhere = ['build.ts', 'server.ts', ...sourcesUnder('src').filter((file) => !file.startsWith('src/settings/'))];
  for (const parser of new Set(parsed.map((row) => row.parser!))) {
    const definition = new RegExp(`(function|const|let|class)\\s+${parser}\\b`);
    const defining = elsewhere.filter((file) => definition.test(readFileSync(join(root, file), 'utf8')));
    assert.equal(defining, [], `${parser} is defined outside src/settings/`);
  }
});

/** A value each setting's parser refuses (set but empty, for the two that locate the settings file). */
const badValues: Record<string, string> = {
  SITE_URL: 'ftp://example.com', SPONSOR: 'joana souza', REGISTER_URL: 'cadastro', WHATSAPP_NUMBER: 'abc',
  WHATSAPP_MESSAGE: 'x'.repeat(501), SOCIAL_PROOF: 'talvez', ASSET_RETENTION_DAYS: '366',
  REPLACE_REAL_SETTINGS_WITH_DEMO: 'talvez', SITE_ENV_FILE: ' ', SITE_DIR: ' ', PORT: '65536', HOST: 'a b',
  HSTS: 'talvez', ACCESS_LOG: 'logs/access.log', ACCESS_LOG_FULL_IP: 'talvez', TRUST_PROXY: 'proxy', TZ: 'Brasilia',
  SITE_LANGUAGE: 'fr',
};

test("each row's parser refuses a bad value of its setting, naming it", () => {
  useLanguage('en');
  for (const row of parsed) {
    const parse = settingsExports.get(row.parser!)![0]!.value as (...args: unknown[]) => unknown;
    const env = { [row.name]: badValues[row.name]! };
    if (row.name === 'SITE_LANGUAGE') {
      assert.is(parse(env[row.name]), null, row.name);
      continue;
    }
    const call = () => (row.setIn === 'environment' ? parse(root, env) : parse(env));
    assert.throws(call, (error: unknown) => error instanceof ConfigError && error.setting === row.name, row.name);
  }
});

test("the site settings' fields are the table's, one per site setting", () => {
  const { settings } = parseSiteSettings({});
  assert.equal(Object.keys(settings).sort(), Object.values(siteSettingField).sort());
});

test('the settings a restart applies, as both catalogues say them, are the table\'s', () => {
  const restartList = '(PORT, HOST, HSTS, ACCESS_LOG, ACCESS_LOG_FULL_IP, TRUST_PROXY, TZ, SITE_LANGUAGE)';
  useLanguage('en');
  assert.ok(reloadAdvice().includes(`the server's own settings ${restartList} apply on a restart`), reloadAdvice());
  useLanguage('pt-BR');
  assert.ok(reloadAdvice().includes(`as do próprio servidor ${restartList} valem após um reinício`), reloadAdvice());
});

test.run();
