// Each setting's name is written once, in the settings table (src/settings/setting-table.ts): the
// code names a setting by the table's typed key, so a misspelled name fails the type check instead
// of reading nothing. Read from the sources themselves: a name quoted ('X', "X" or `X`) in any
// other file of src/ (the operator's messages aside) or in the two entry points is a failure.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { settingName, settingRows } from '../../src/settings/setting-table';

const root = join(import.meta.dirname, '..', '..');
const tableFile = 'src/settings/setting-table.ts';
/** The settings the operator's page lists, as the spec names them. */
const settings = ['SITE_URL', 'SPONSOR', 'REGISTER_URL', 'WHATSAPP_NUMBER', 'WHATSAPP_MESSAGE', 'SOCIAL_PROOF', 'HSTS', 'ACCESS_LOG', 'ACCESS_LOG_FULL_IP', 'TRUST_PROXY', 'SITE_LANGUAGE', 'PORT', 'HOST', 'ASSET_RETENTION_DAYS', 'SITE_DIR'];
/** The three the program has besides. */
const others = ['REPLACE_REAL_SETTINGS_WITH_DEMO', 'TZ', 'SITE_ENV_FILE'];

function codeFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join('src', 'messages') ? [] : codeFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

type Sources = ReadonlyMap<string, string>;
const sources: Sources = new Map([...codeFiles('src'), 'build.ts', 'server.ts'].map((file) => [relative(root, join(root, file)), readFileSync(join(root, file), 'utf8')]));

/** The files in which `name` is a quoted literal. */
const filesQuoting = (name: string, within: Sources) =>
  [...within].filter(([, text]) => new RegExp(`(['"\`])${name}\\1`).test(text)).map(([file]) => file).sort();

/** Every name not quoted in the table file alone, with the files that quote it. */
const namesNotOnce = (within: Sources) =>
  [...settings, ...others].map((name) => [name, filesQuoting(name, within)] as const).filter(([, files]) => files.join() !== tableFile);

test('the table has a row for every setting, and nothing else', () => {
  assert.equal(settingRows.map((row) => row.name).sort(), [...settings, ...others].sort());
});

test('each setting name is quoted in one file of the code only: the settings table', () => {
  assert.ok(sources.size > 100 && sources.has('server.ts') && sources.has(tableFile), `read ${sources.size} files`);
  assert.equal(namesNotOnce(sources), []);
});

test('a name quoted again, in any of the three quotes or an entry point, is caught', () => {
  const planted = (file: string, line: string) => new Map([...sources, [file, `${sources.get(file) ?? ''}\n${line}\n`]]);
  assert.equal(namesNotOnce(planted('src/server/http/app.ts', "const port = env['PORT'];")), [['PORT', ['src/server/http/app.ts', tableFile]]]);
  assert.equal(namesNotOnce(planted('build.ts', 'console.log(`HSTS`);')), [['HSTS', ['build.ts', tableFile]]]);
  assert.equal(namesNotOnce(planted('src/report/cli.ts', 'const name = "TZ";')), [['TZ', ['src/report/cli.ts', tableFile]]]);
  // A longer name that contains one is not that one; the messages are the operator's words, not code.
  assert.equal(namesNotOnce(planted('src/report/cli.ts', "const name = 'ACCESS_LOG_FULL_IP_X';")), []);
});

test('the code names a setting by the typed key, which is its name', () => {
  assert.is(settingName.SPONSOR, 'SPONSOR');
  // @ts-expect-error a misspelled setting is no key of the table: `npm run typecheck` stops on it.
  assert.is(settingName.SPONSER, undefined);
});

test.run();
