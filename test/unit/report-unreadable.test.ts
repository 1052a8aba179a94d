// A log that a full disk, a damaged copy or another program left lines in: the report sets each
// line it cannot read aside, counts it, names the first (in text, JSON and HTML, in both languages)
// and goes on. Impossible dates are among them, and no date however far makes the chart lay out
// more than its bounded span.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useLanguage } from '../../src/messages/language';
import { buildReport } from '../../src/report/build-report';
import { chartMaxDays } from '../../src/report/chart';
import { formatReport } from '../../src/report/format';
import { reportPage } from '../../src/report/html';
import { forEachLine, ReportError } from '../../src/report/read-logs';

const unreadable = suite<{ folder: string }>('unreadable lines');
unreadable.before(async (context) => {
  context.folder = await mkdtemp(join(tmpdir(), 'report-unreadable-'));
});
unreadable.after.each(() => useLanguage('pt-BR'));
unreadable.after(({ folder }) => rm(folder, { recursive: true, force: true }));

const phone = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const line = (date: string, path = '/') => `203.0.113.0 - - [${date}:10:00:00 -0300] "GET ${path} HTTP/1.1" 200 0 "-" "${phone}"`;
const half = line('22/Nov/2026', '/bio').slice(0, 60); // what a write that failed on a full disk leaves

async function logFile(folder: string, name: string, lines: string[]): Promise<string> {
  const file = join(folder, name);
  await writeFile(file, lines.join('\n') + '\n');
  return file;
}

const reportOver = (files: string[]) =>
  buildReport({ files, since: null, until: null, pages: ['/', '/bio'], callsToAction: null, ownHost: null, zone: 'UTC' });

unreadable('half a line, a line of another program and an impossible date are counted, the first named; every whole line is read', async ({ folder }) => {
  const file = await logFile(folder, 'access.log', [
    line('21/Nov/2026'),
    half,
    line('22/Nov/2026'),
    line('00/Nov/2026'),
    '{"level":"info","msg":"listening"}',
    line('23/Nov/2026', '/bio'),
  ]);
  const report = await reportOver([file]);
  assert.is(report.total.requests, 3);
  assert.equal(report.total.views, { '/': 2, '/bio': 1 });
  assert.equal([report.from, report.to], ['2026-11-21', '2026-11-23']);
  assert.equal(report.unreadableLines, { count: 3, impossibleDates: 1, first: { file, line: 2, reason: 'format', text: half } });
  const json = JSON.parse(JSON.stringify(report)) as { unreadableLines: unknown };
  assert.equal(json.unreadableLines, report.unreadableLines, 'in the JSON as it is');
});

unreadable('said under the title, in Portuguese by default and in English, in the text and on the page (escaped)', async ({ folder }) => {
  const hostile = '<script>alert(1)</script>';
  const file = await logFile(folder, 'said.log', [line('21/Nov/2026'), hostile, line('31/Nov/2026'), line('22/Nov/2026')]);
  const report = await reportOver([file]);
  const portuguese = formatReport(report).split('\n');
  assert.match(portuguese[0]!, /^Relatório de acessos: /);
  assert.is(portuguese[1], '2 linhas ilegíveis deixadas de fora (como a meia linha que um disco cheio deixa, uma linha de outro programa ou de um arquivo danificado; 1 com data impossível).');
  assert.is(portuguese[2], `A primeira: ${file} linha 2 não é uma linha de log de acesso (formato "combined" do nginx): ${hostile}`);
  const page = reportPage(report);
  assert.ok(page.includes('<p class="unreadable">2 linhas ilegíveis deixadas de fora'), 'on the page');
  assert.ok(page.includes('&lt;script&gt;alert(1)&lt;/script&gt;') && !page.includes(hostile), 'the line stays text');
  useLanguage('en');
  const english = formatReport(report).split('\n');
  assert.is(english[1], "2 unreadable lines set aside (such as the half line a full disk leaves, a line of another program or of a damaged file; 1 with an impossible date).");
  assert.is(english[2], `The first: ${file} line 2 is not an access log line (nginx "combined" format): ${hostile}`);
  assert.ok(reportPage(report).includes('<p class="unreadable">2 unreadable lines set aside'));
  const dateFirst = await reportOver([await logFile(folder, 'date.log', [line('22/Nov/2026'), line('29/Feb/2027')])]);
  const shown = `${line('29/Feb/2027').slice(0, 120)}…`; // cut at 120 characters
  assert.is(formatReport(dateFirst).split('\n')[2], `The first: ${join(folder, 'date.log')} line 2 has an impossible date: ${shown}`);
  assert.is(formatReport(await reportOver([await logFile(folder, 'clean.log', [line('22/Nov/2026')])])).split('\n')[1], '', 'nothing said when every line was read');
});

unreadable('a file with no readable line is an error naming the first, in both languages', async ({ folder }) => {
  const file = await logFile(folder, 'server.log', ['{"level":"info","msg":"listening"}', '{"level":"info","msg":"reloaded"}']);
  const messageOf = async () => (await reportOver([file]).then(() => 'no error', (error: unknown) => (error instanceof ReportError ? error.message : String(error))));
  assert.is(await messageOf(), `Nenhum acesso legível em ${file}. 2 linhas ilegíveis deixadas de fora (como a meia linha que um disco cheio deixa, uma linha de outro programa ou de um arquivo danificado). A primeira: ${file} linha 1 não é uma linha de log de acesso (formato "combined" do nginx): {"level":"info","msg":"listening"}`);
  useLanguage('en');
  assert.is(await messageOf(), `No readable request in ${file}. 2 unreadable lines set aside (such as the half line a full disk leaves, a line of another program or of a damaged file). The first: ${file} line 1 is not an access log line (nginx "combined" format): {"level":"info","msg":"listening"}`);
});

unreadable('a line far too long counts as one line, cut: the lines after it keep their numbers', async ({ folder }) => {
  const file = await logFile(folder, 'long.log', [line('21/Nov/2026'), 'x'.repeat(600_000), line('22/Nov/2026'), 'after']);
  const seen: Array<[number, number]> = [];
  await forEachLine(file, (text, number) => void seen.push([number, text.length]));
  assert.equal(seen, [[1, line('21/Nov/2026').length], [2, 64 * 1024], [3, line('22/Nov/2026').length], [4, 5]]);
  const report = await reportOver([file]);
  assert.equal([report.total.requests, report.unreadableLines.count, report.unreadableLines.first?.line], [2, 2, 2]);
});

unreadable('years 0001 and 9999 beside real days are set aside: the HTML report lays out the real days only', async ({ folder }) => {
  const file = await logFile(folder, 'foreign.log', [line('22/Nov/0001'), line('20/Nov/2026'), line('22/Nov/9999'), line('22/Nov/2026')]);
  const report = await reportOver([file]);
  assert.equal([report.from, report.to, report.unreadableLines.impossibleDates], ['2026-11-20', '2026-11-22', 2]);
  assert.match(reportPage(report), /viewBox="0 0 3 /);
});

unreadable(`a period of decades gets a chart of its last ${chartMaxDays} days, said; the table per day keeps every day`, async ({ folder }) => {
  const file = await logFile(folder, 'decades.log', [line('01/Jan/1991'), line('15/Mar/2010'), line('22/Nov/2026')]);
  const report = await reportOver([file]);
  assert.equal([report.from, report.to, report.days.length], ['1991-01-01', '2026-11-22', 3]);
  const page = reportPage(report);
  assert.equal([...page.matchAll(/viewBox="0 0 (\d+) /g)].map((match) => Number(match[1])), [chartMaxDays, chartMaxDays]);
  assert.is(chartMaxDays, 731, 'two years, a leap day included');
  assert.ok(page.includes('O gráfico mostra os últimos 731 dias do período (22/11/2024 a 22/11/2026); a tabela por dia tem todos.'), 'said');
  for (const year of ['1991', '2010', '2026']) assert.ok(page.includes(`scope="rowgroup">${year}</th>`), `the day table's ${year}`);
});

unreadable.run();
