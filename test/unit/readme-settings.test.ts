// The operator's page says what the program does with each setting: the README's settings table
// (Configuration) has one row per row of the settings table (src/settings/setting-table.ts), in its
// order and nothing else, each with its readers, its default and its line; the Portuguese section
// names only settings a settings file may set, each with the gloss the table gives it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { settingRows, type SettingRow } from '../../src/settings/setting-table';

const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
const header = '| Variable | Read by | Default | What it does, and its expected form |\n|---|---|---|---|\n';

/** The README's row for a setting, as the table says it should read. */
function expectedLine(row: SettingRow): string {
  const readers = row.readBy.length === 3 ? 'every command' : row.readBy.join(', ');
  const defaultCell = row.readme.defaultCell ?? `\`${row.defaultValue}\`${row.demo ? ' (demo)' : ''}`;
  return `| \`${row.name}\` | ${readers} | ${defaultCell} | ${row.readme.text} |`;
}

/** The rows of the README's settings table, or [] when it has none. */
function readmeTable(text: string): string[] {
  const start = text.indexOf(header);
  if (start === -1) return [];
  const body = text.slice(start + header.length);
  return body.slice(0, body.indexOf('\n\n')).split('\n');
}

/** Every way the README's table differs from the settings table: a row missing, extra, out of order or worded otherwise. */
function tableProblems(text: string): string[] {
  const lines = readmeTable(text);
  const expected = settingRows.map(expectedLine);
  const problems = expected.filter((line) => !lines.includes(line)).map((line) => `missing or different: ${line}`);
  problems.push(...lines.filter((line) => !expected.includes(line)).map((line) => `not in the settings table: ${line}`));
  if (problems.length === 0 && lines.join('\n') !== expected.join('\n')) problems.push("the rows are not in the settings table's order");
  return problems;
}

test("the README's settings table has every setting, nothing else, with the table's readers, defaults and lines", () => {
  assert.ok(readmeTable(readme).length > 10, 'the README has its settings table');
  assert.equal(tableProblems(readme), []);
});

test('a default, a row or the order changed in the README is caught', () => {
  const portRow = expectedLine(settingRows.find((row) => row.name === 'PORT')!);
  assert.equal(tableProblems(readme.replace('| `PORT` | server | `3000` |', '| `PORT` | server | `8080` |')), [
    `missing or different: ${portRow}`,
    `not in the settings table: ${portRow.replace('`3000`', '`8080`')}`,
  ]);
  assert.equal(tableProblems(readme.replace(`${portRow}\n`, '')), [`missing or different: ${portRow}`]);
  const extra = '| `PORTS` | server | `3000` | A setting the program does not have. |';
  assert.equal(tableProblems(readme.replace(`${portRow}\n`, `${portRow}\n${extra}\n`)), [`not in the settings table: ${extra}`]);
  const hostRow = expectedLine(settingRows.find((row) => row.name === 'HOST')!);
  assert.equal(tableProblems(readme.replace(`${portRow}\n${hostRow}`, `${hostRow}\n${portRow}`)), ["the rows are not in the settings table's order"]);
});

test("the README's Portuguese section names only settings of the file, each with the table's gloss", () => {
  const portuguese = readme.slice(readme.indexOf('## Em português'), readme.indexOf('## What this is'));
  const summary = portuguese.slice(portuguese.indexOf('**Configurações**'), portuguese.indexOf('**Textos**')).replace(/\s+/g, ' ');
  const named = [...summary.matchAll(/`([A-Z][A-Z_]+)`/g)].map((match) => match[1]!).filter((name) => name !== 'SPONSER');
  const fileSettings = settingRows.filter((row) => row.setIn === 'file').map((row) => row.name as string);
  assert.ok(named.length >= 6, `the summary names ${named.length} settings`);
  assert.equal(named.filter((name) => !fileSettings.includes(name)), []);
  const glossed = settingRows.filter((row) => 'readmePortuguese' in row);
  assert.ok(glossed.length > 0);
  for (const row of glossed) assert.ok(summary.includes(`\`${row.name}\` (${row.readmePortuguese})`), `${row.name} (${row.readmePortuguese})`);
});

test.run();
