// The operator's page says what the program does with each setting: the README's settings table
// (Configurações, in Portuguese) has one row per row of the settings table (src/settings/setting-table.ts),
// in its order and nothing else, each with its readers, its default and its line.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { settingRows, type SettingRow } from '../../src/settings/setting-table';

const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
const header = '| Configuração | Lida por | Padrão | O que faz, e a forma esperada |\n|---|---|---|---|\n';
const readerWords = { build: 'build', server: 'servidor', report: 'relatório' } as const;

/** The README's row for a setting, as the table says it should read. */
function expectedLine(row: SettingRow): string {
  const readers = row.readBy.length === 3 ? 'todos' : row.readBy.map((reader) => readerWords[reader]).join(', ');
  const defaultCell = row.readme.defaultCell ?? `\`${row.defaultValue}\`${row.demo ? ' (demonstração)' : ''}`;
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
  assert.equal(tableProblems(readme.replace('| `PORT` | servidor | `3000` |', '| `PORT` | servidor | `8080` |')), [
    `missing or different: ${portRow}`,
    `not in the settings table: ${portRow.replace('`3000`', '`8080`')}`,
  ]);
  assert.equal(tableProblems(readme.replace(`${portRow}\n`, '')), [`missing or different: ${portRow}`]);
  const extra = '| `PORTS` | servidor | `3000` | Uma configuração que o programa não tem. |';
  assert.equal(tableProblems(readme.replace(`${portRow}\n`, `${portRow}\n${extra}\n`)), [`not in the settings table: ${extra}`]);
  const hostRow = expectedLine(settingRows.find((row) => row.name === 'HOST')!);
  assert.equal(tableProblems(readme.replace(`${portRow}\n${hostRow}`, `${hostRow}\n${portRow}`)), ["the rows are not in the settings table's order"]);
});

test.run();
