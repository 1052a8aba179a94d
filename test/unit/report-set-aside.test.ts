// Clicks nobody made are set aside: a ping counts as a click only when the server answered it 2xx,
// a browser sent it, its address had not already pinged that button 3 times in the minute, and
// did not send more than a person does in a day (test/unit/report-one-source.test.ts). The rest
// is counted apart, per day and by reason, and said in the operator's words.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { notes } from '../../src/report/format';
import { parseLine } from '../../src/report/parse';
import { createRateLimit } from '../../src/report/rate-limit';
import { createTally, reportOf } from '../../src/report/tally';
import { useLanguage } from '../../src/messages/language';

const phone = 'Mozilla/5.0 (Linux; Android 13; SM-A135M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const pad = (value: number) => String(value).padStart(2, '0');
/** A combined line at 10:mm:ss on 22 Nov 2026, `second` seconds after 10:00:00. */
const line = (client: string, second: number, request: string, status: number, userAgent = phone) =>
  `${client} - - [22/Nov/2026:10:${pad(Math.floor(second / 60))}:${pad(second % 60)} -0300] "${request}" ${status} 0 "https://negociosozonteck.com.br/" "${userAgent}"`;

function reportOfLines(lines: string[]) {
  const tally = createTally(['/', '/bio']);
  for (const text of lines) tally.add(parseLine(text)!);
  return reportOf(tally, { files: ['access.log'], since: null, until: null, pages: ['/', '/bio'], callsToAction: { 'hero/cadastro': '/' } })!;
}

/** The log measured on the old code: 371 clicks counted for one real one. */
function floodedLog(): string[] {
  const ping = 'POST /ping/hero/cadastro HTTP/1.1';
  return [
    line('198.51.100.0', 0, 'GET / HTTP/1.1', 200),
    line('198.51.100.0', 5, ping, 204),
    // Pings a page on another origin made a visitor's browser send: the server refused them.
    ...Array.from({ length: 40 }, (_, i) => line('192.0.2.0', i, ping, 403)),
    ...Array.from({ length: 30 }, (_, i) => line('203.0.113.0', i, ping, 204, 'curl/8.5.0')),
    // One address, within a minute, a phone's User-Agent.
    ...Array.from({ length: 300 }, (_, i) => line('203.0.114.0', Math.floor(i / 5), ping, 204)),
  ];
}

test('1 real click, 40 refused pings, 30 from curl and 300 from one address in a minute count 1 click, the rest set aside by reason', () => {
  const report = reportOfLines(floodedLog());
  // The rate lets the flood's first 3 through; but its address loaded no page to click them on.
  assert.equal(report.total.clicks, { 'hero/cadastro': 1 });
  assert.equal(report.setAsideClicks, { refused: 40, robots: 30, overRate: 297, overViews: 3, overDay: 0 });
  assert.equal(report.days[0]!.setAsideClicks, report.setAsideClicks, 'all on its one day');
  assert.is(1 + 40 + 30 + 297 + 3, 371);
});

test('only pings answered 2xx are clicks; a 404 or 405 is neither a click nor set aside', () => {
  const report = reportOfLines([
    line('198.51.100.0', 0, 'GET / HTTP/1.1', 200),
    line('198.51.100.0', 0, 'POST /ping/hero/cadastro HTTP/1.1', 200),
    line('198.51.100.0', 1, 'POST /ping/nada/cadastro HTTP/1.1', 404),
    line('198.51.100.0', 2, 'GET /ping/hero/cadastro HTTP/1.1', 405),
    line('198.51.100.0', 3, 'POST /ping/hero/cadastro HTTP/1.1', 413),
  ]);
  assert.equal(report.total.clicks, { 'hero/cadastro': 1 });
  assert.equal(report.setAsideClicks, { refused: 0, robots: 0, overRate: 0, overViews: 0, overDay: 0 });
});

test('the rate: 3 per address and button in any 60 seconds, each button and address apart', () => {
  const withinRate = createRateLimit();
  const kept = (address: string, target: string, seconds: number[]) => seconds.map((second) => withinRate(address, target, second));
  assert.equal(kept('a', 'x', [0, 10, 20, 30, 59]), [true, true, true, false, false]);
  // 60 s after the first kept one, a fourth fits again.
  assert.equal(kept('a', 'x', [60, 61]), [true, false]);
  assert.equal(kept('a', 'y', [30, 31, 32, 33]), [true, true, true, false], 'another button');
  assert.equal(kept('b', 'x', [30]), [true], 'another address');
  // Files given newest first: an hour earlier is another minute.
  assert.equal(kept('a', 'x', [-3600, -3599]), [true, true]);
});

test('the rate forgets the oldest pair past its cap, so memory stays bounded', () => {
  const withinRate = createRateLimit(2);
  for (const second of [0, 1, 2]) withinRate('a', 'x', second);
  assert.not.ok(withinRate('a', 'x', 3));
  withinRate('b', 'x', 3);
  withinRate('c', 'x', 3);
  assert.ok(withinRate('a', 'x', 4), 'forgotten, so it starts afresh');
});

test('the notes say how many clicks were not counted and why, and that clicks are a minimum, in both languages', () => {
  const report = reportOfLines(floodedLog());
  useLanguage('pt-BR');
  const portuguese = notes(report).join(' ');
  assert.match(portuguese, /370 cliques não contados \(falsos ou repetidos\): 40 não vieram de um botão do site \(o servidor os recusou\), 30 de robôs ou programas, 297 repetidos, acima de 3 por minuto do mesmo endereço no mesmo botão, 3 mais do que as visitas do mesmo endereço no dia permitem \(3 por visita\)\./);
  assert.match(portuguese, /os cliques são um mínimo/);
  // Said as the operator would: no word of the protocol (ping, POST, a path or a status code).
  assert.not.match(portuguese, /\bpings?\b|POST|\/ping|\b204\b/i);
  useLanguage('en');
  const english = notes(report).join(' ');
  assert.match(english, /370 clicks not counted \(forged or repeated\): 40 did not come from a button of the site \(the server refused them\), 30 from robots or scripts, 297 repeated, over 3 a minute from one address on one button, 3 more than the same address's views that day allow \(3 a view\)\./);
  assert.not.match(english, /\bpings?\b|POST|\/ping|\b204\b/i);
  assert.match(english, /clicks are a lower bound/);
});

test.run();
