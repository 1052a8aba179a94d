// One address setting the figures: per day, it adds at most 3 clicks and 3 speed beacons for each
// page it loaded, and at most 10 clicks and 20 beacons in all; the rest is set aside with its
// reason, on its day, whatever order the logs come in, in bounded memory, and the report says so.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useLanguage } from '../../src/messages/language';
import { formatReport } from '../../src/report/format';
import { reportPage } from '../../src/report/html';
import { createOneSource } from '../../src/report/one-source';
import { parseLine } from '../../src/report/parse';
import { createTally, reportOf } from '../../src/report/tally';

const phone = 'Mozilla/5.0 (Linux; Android 13; SM-A135M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const pad = (value: number) => String(value).padStart(2, '0');
/** A combined line on `day` November 2026, `minute` minutes after 10:00 (a minute apart: no rate applies). */
function line(client: string, minute: number, request: string, status = 204, userAgent = phone, day = 22): string {
  const second = Math.round(minute * 60);
  const time = `${pad(10 + Math.floor(second / 3600))}:${pad(Math.floor(second / 60) % 60)}:${pad(second % 60)}`;
  return `${client} - - [${day}/Nov/2026:${time} -0300] "${request}" ${status} 0 "https://negociosozonteck.com.br/" "${userAgent}"`;
}
const load = (client: string, minute: number, status = 200, path = '/', userAgent = phone, day = 22) => line(client, minute, `GET ${path} HTTP/1.1`, status, userAgent, day);
const click = (client: string, minute: number, day = 22) => line(client, minute, 'POST /ping/hero/cadastro HTTP/1.1', 204, phone, day);
const beacon = (client: string, minute: number) => line(client, minute, 'POST /ritmo?p=landing&k=navigate&lcp=900 HTTP/1.1');

function reportOfLines(lines: string[]) {
  const tally = createTally(['/', '/bio']);
  for (const text of lines) tally.add(parseLine(text)!);
  return reportOf(tally, { files: ['access.log'], since: null, until: null, pages: ['/', '/bio'], callsToAction: { 'hero/cadastro': '/' } })!;
}
const clicksOf = (lines: string[]) => reportOfLines(lines).total.clicks['hero/cadastro'] ?? 0;
const range = (count: number, from = 0) => Array.from({ length: count }, (_, i) => from + i);

test('per page load from that address that day, 3 clicks and 3 beacons; the 4th is set aside as more than its views', () => {
  const report = reportOfLines([load('a', 0), ...range(4, 1).flatMap((minute) => [click('a', minute), beacon('a', minute)])]);
  assert.equal(report.total.clicks, { 'hero/cadastro': 3 });
  assert.is(report.speed.rows[0]!.views, 3);
  assert.equal([report.setAsideClicks.overViews, report.speed.setAside.overViews], [1, 1]);
  // Two loads, six of each; another address has its own.
  assert.is(clicksOf([load('a', 0), load('a', 1), ...range(7, 2).map((minute) => click('a', minute)), load('b', 0), click('b', 1)]), 7);
});

test('per day, past 10 clicks or 20 beacons from one address, however many pages it loaded; the next day afresh', () => {
  const report = reportOfLines([...range(30).map((minute) => load('a', minute)), ...range(25, 30).flatMap((minute) => [click('a', minute), beacon('a', minute)])]);
  assert.equal(report.total.clicks, { 'hero/cadastro': 10 });
  assert.is(report.speed.rows[0]!.views, 20);
  assert.equal([report.setAsideClicks.overDay, report.speed.setAside.overDay], [15, 5]);
  const twoDays = reportOfLines([...range(4).map((minute) => load('a', minute)), ...range(12, 4).map((minute) => click('a', minute)), load('a', 0, 200, '/', phone, 23), click('a', 1, 23)]);
  assert.equal(twoDays.days.map((day) => [day.day, day.clicks['hero/cadastro'], day.setAsideClicks.overDay]), [['2026-11-22', 10, 2], ['2026-11-23', 1, 0]]);
});

test('logs in any order: a click read before its page load waits and counts; one whose address loaded nothing is set aside at the end', () => {
  // access.log before access.log.1: the click first, its page load after.
  const report = reportOfLines([click('a', 5), beacon('a', 5), click('b', 5), load('a', 1)]);
  assert.equal(report.total.clicks, { 'hero/cadastro': 1 });
  assert.is(report.speed.rows[0]!.views, 1);
  assert.equal(report.setAsideClicks, { refused: 0, robots: 0, overRate: 0, overViews: 1, overDay: 0 });
  // The waiting count toward the day's 10 as well.
  assert.equal(reportOfLines(range(12).map((minute) => click('c', minute))).setAsideClicks, { refused: 0, robots: 0, overRate: 0, overViews: 10, overDay: 2 });
});

test("page loads: a page revalidated (304) and the 404 page count; a robot's load, a missing file and a HEAD do not", () => {
  assert.is(clicksOf([load('a', 0, 304), click('a', 1)]), 1, '304');
  assert.is(clicksOf([load('a', 0, 404, '/promocao'), click('a', 1)]), 1, 'the 404 page');
  assert.is(clicksOf([load('a', 0, 200, '/', 'curl/8.5.0'), click('a', 1)]), 0, 'a robot');
  assert.is(clicksOf([load('a', 0, 404, '/favicon.ico'), click('a', 1)]), 0, 'a missing file');
  assert.is(clicksOf([line('a', 0, 'HEAD / HTTP/1.1', 200), click('a', 1)]), 0, 'HEAD');
});

test('bounded: past its cap the first address seen is settled and forgotten; past the waiting cap a new one is set aside at once', () => {
  const outcomes: string[] = [];
  const judge = (source: ReturnType<typeof createOneSource>, client: string) =>
    source.judge('clicks', '2026-11-22', client, () => outcomes.push(`${client} counted`), (reason) => outcomes.push(`${client} ${reason}`));
  const addresses = createOneSource(2, 100);
  judge(addresses, 'a');
  addresses.view('2026-11-22', 'b');
  addresses.view('2026-11-22', 'c'); // a third address: 'a' is settled
  addresses.view('2026-11-22', 'a');
  assert.equal(outcomes, ['a overViews']);
  outcomes.length = 0;
  const waiting = createOneSource(100, 1);
  judge(waiting, 'a');
  judge(waiting, 'b');
  waiting.view('2026-11-22', 'a');
  waiting.end();
  assert.equal(outcomes, ['b overViews', 'a counted']);
});

/**
 * 20 visitors who load / and click once; one address that clicks 1,800 times over an hour and loads
 * nothing: 30 a minute on 10 buttons, 3 a minute each, what the rate lets through.
 */
const dominated = () => [
  ...range(20).flatMap((i) => [load(`198.51.100.${i}`, i), click(`198.51.100.${i}`, i)]),
  ...range(1800).map((i) => line('203.0.113.0', i / 30, `POST /ping/botao-${i % 10}/cadastro HTTP/1.1`)),
];

test('the report says one address sent more than a person does, and per day what was set aside and why, in both languages', () => {
  const report = reportOfLines(dominated());
  assert.equal(report.total.views, { '/': 20, '/bio': 0 });
  assert.equal(report.total.clicks, { 'hero/cadastro': 20 });
  assert.equal(report.days[0]!.setAsideClicks, { refused: 0, robots: 0, overRate: 0, overViews: 10, overDay: 1790 });
  useLanguage('pt-BR');
  const text = formatReport(report);
  assert.match(text, /Atenção: um mesmo endereço mandou mais do que uma pessoa manda \(1\.800 cliques e 0 medidas deixados de fora por isso\)/);
  assert.match(text, /Deixados de fora, por dia \(fora de todos os números do relatório\)\n22\/11\/2026 {2}1\.800 cliques: 10 mais do que as visitas do mesmo endereço no dia permitem \(3 por visita\), 1\.790 além de 10 num dia do mesmo endereço \(mais do que uma pessoa faz\)\n/);
  assert.match(reportPage(report), /<p class="warning">Atenção: um mesmo endereço[^<]*<\/p>[^]*<h2>Deixados de fora, por dia[^<]*<\/h2><ul class="notes"><li>22\/11\/2026 {2}1\.800 cliques: 10 mais do que/);
  useLanguage('en');
  const english = formatReport(report);
  assert.match(english, /Warning: one address sent more than a person does \(1,800 clicks and 0 measures set aside for it\)/);
  assert.match(english, /\n2026-11-22 {2}1,800 clicks: 10 more than the same address's views that day allow \(3 a view\), 1,790 past 10 in a day from one address \(more than a person does\)\n/);
  useLanguage('pt-BR');
});

test('a report with nothing set aside has no warning and no section for it', () => {
  useLanguage('pt-BR');
  const text = formatReport(reportOfLines([load('a', 0), click('a', 1)]));
  assert.not.match(text, /Atenção|Deixados de fora, por dia/);
});

test.run();
