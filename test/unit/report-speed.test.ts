// Field speed from real visits, on beacon lines written by hand: which lines count (204, a query
// parseBeacon accepts, a browser, within the rate), the p75 and the good / needs improvement /
// poor shares by the Core Web Vitals thresholds, per page and device class, the kinds of view in
// words, and a rating for few views too, saying how sure it is.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useLanguage } from '../../src/messages/language';
import { bucketOf } from '../../src/report/distribution';
import { speedKinds, verdictOf } from '../../src/report/field-speed-view';
import { formatReport } from '../../src/report/format';
import { parseLine } from '../../src/report/parse';
import { createTally, reportOf } from '../../src/report/tally';

const phone = 'Mozilla/5.0 (Linux; Android 13; SM-A135M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const tablet = 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/** Beacon `n` of a run: its own address, so no rate applies unless a test wants it. */
const beacon = (n: number, query: string, userAgent = phone, status = 204, client = `198.51.${Math.floor(n / 250)}.${n % 250}`) =>
  `${client} - - [22/Nov/2026:10:00:00 -0300] "POST /ritmo?${query} HTTP/1.1" ${status} 0 "https://negociosozonteck.com.br/" "${userAgent}"`;

/** The report over `lines`, each beacon after a load of its page from its address, as a browser sends it. */
function reportOfLines(lines: string[], ownHost: string | null = null) {
  const tally = createTally(['/', '/bio'], ownHost);
  for (const text of lines) {
    const request = parseLine(text)!;
    tally.add(parseLine(text.replace(/"POST \/ritmo\?[^"]*"( \d+)/, '"GET / HTTP/1.1" 200'))!);
    tally.add(request);
  }
  return reportOf(tally, { files: ['access.log'], since: null, until: null, pages: ['/', '/bio'], callsToAction: null })!;
}

const speedOfLines = (lines: string[]) => reportOfLines(lines).speed;

test('per page and device class: p75 (nearest rank), its views, and the shares by the thresholds; tablets count with phones', () => {
  // 20 LCPs on phones: 1,000 … 20,000 ms in steps of 1,000; the 15th of 20 is the p75.
  const lines = Array.from({ length: 20 }, (_, i) => beacon(i, `p=landing&k=navigate&lcp=${(i + 1) * 1000}&cls=0.${i < 10 ? '05' : '3'}`, i % 2 ? tablet : phone));
  lines.push(beacon(100, 'p=landing&k=navigate&lcp=1200&inp=80', desktop));
  const speed = speedOfLines(lines);
  assert.equal(speed.rows.map((row) => [row.page, row.device, row.views]), [['landing', 'phone', 20], ['landing', 'desktop', 1]]);
  const [phones, computers] = speed.rows;
  assert.equal(phones!.metrics.lcp, { p75: 15000, views: 20, good: 2 / 20, needsImprovement: 2 / 20, poor: 16 / 20, rating: 'poor', enough: true });
  assert.equal(phones!.metrics.cls, { p75: 0.3, views: 20, good: 0.5, needsImprovement: 0, poor: 0.5, rating: 'poor', enough: true });
  assert.equal(phones!.metrics.inp, { p75: null, views: 0, good: null, needsImprovement: null, poor: null, rating: null, enough: false });
  assert.equal(computers!.metrics.inp, { p75: 80, views: 1, good: 1, needsImprovement: 0, poor: 0, rating: 'good', enough: false });
});

test('the thresholds: at the good bound is good, just above the poor bound is poor', () => {
  const at = (query: string) => speedOfLines([beacon(0, `p=bio&k=navigate&${query}`)]).rows[0]!.metrics;
  assert.is(at('lcp=2500').lcp.rating, 'good');
  assert.is(at('lcp=2501').lcp.rating, 'needs-improvement');
  assert.is(at('lcp=4000').lcp.rating, 'needs-improvement');
  assert.is(at('lcp=4001').lcp.rating, 'poor');
  assert.is(at('inp=200').inp.rating, 'good');
  assert.is(at('inp=501').inp.rating, 'poor');
  assert.is(at('cls=0.1').cls.rating, 'good');
  assert.is(at('cls=0.251').cls.rating, 'poor');
  assert.is(at('fcp=1801').fcp.rating, 'needs-improvement');
  assert.is(at('ttfb=1801').ttfb.rating, 'poor');
  // The shares are rated on each view's own value, the same way.
  assert.equal([at('lcp=2500').lcp.good, at('cls=0.1').cls.good, at('lcp=4000').lcp.poor, at('lcp=4001').lcp.poor], [1, 1, 0, 1]);
});

test('a p75 past 1,000 is read from a bucket of three digits, never under the true one; fewer than 3,000 buckets for any figure', () => {
  assert.equal([1, 999, 1000, 1001, 2500, 2501, 2537, 119_999].map(bucketOf), [1, 999, 1000, 1010, 2500, 2510, 2540, 120_000]);
  const buckets = new Set(Array.from({ length: 120_001 }, (_, units) => bucketOf(units)));
  assert.ok(buckets.size < 3000, `${buckets.size} buckets`);
  assert.is(speedOfLines([beacon(0, 'p=bio&k=navigate&lcp=2537')]).rows[0]!.metrics.lcp.p75, 2540);
});

test('only beacons answered 204 with a readable query, from browsers, within 3 a minute per address and page', () => {
  const speed = speedOfLines([
    beacon(0, 'p=bio&k=navigate&lcp=900'),
    beacon(1, 'p=bio&k=navigate&lcp=900', phone, 400), // refused by the server: not counted, not set aside
    beacon(2, 'p=bio&k=navigate&lcp=900', 'curl/8.5.0'),
    beacon(3, 'p=bio&k=navigate&lcp=900&note=x'),
    beacon(4, 'p=blog&k=navigate&lcp=900'),
    ...Array.from({ length: 10 }, () => beacon(5, 'p=landing&k=reload&lcp=900', phone, 204, '203.0.113.0')),
    beacon(6, 'p=bio&k=navigate&lcp=900', phone, 204, '203.0.113.0'), // another page: its own rate
  ]);
  assert.equal(speed.rows.map((row) => [row.page, row.views]), [['landing', 3], ['bio', 2]]);
  assert.equal(speed.setAside, { unreadable: 2, notFromSite: 0, robots: 1, overRate: 7, overViews: 0, overDay: 0 });
});

test("a beacon whose Referer is none of the site's pages is set aside: another site's page made a browser send it", () => {
  const from = (referrer: string, n: number) => beacon(n, 'p=landing&k=navigate&lcp=120000').replace('"https://negociosozonteck.com.br/"', `"${referrer}"`);
  const lines = [
    from('https://negociosozonteck.com.br/?utm_campaign=x', 0),
    from('http://www.negociosozonteck.com.br/bio', 1),
    from('https://concorrente.example/', 2),
    from('https://negociosozonteck.com.br.concorrente.example/', 3),
    from('-', 4),
    from('android-app://negociosozonteck.com.br/', 5),
  ];
  const { speed } = reportOfLines(lines, 'negociosozonteck.com.br');
  assert.equal(speed.rows.map((row) => row.views), [2]);
  assert.equal(speed.setAside, { unreadable: 0, notFromSite: 4, robots: 0, overRate: 0, overViews: 0, overDay: 0 });
  // With no build to name the site's host, a web page is all that can be asked of the Referer.
  assert.equal(speedOfLines(lines).setAside.notFromSite, 2);
});

test('a back/forward-cache restore and a prerender are views of their own kind, in the figures', () => {
  const kinds = ['navigate', 'navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender'];
  const speed = speedOfLines(kinds.map((kind, i) => beacon(i, `p=landing&k=${kind}&lcp=100`)));
  assert.equal(speed.rows[0]!.kinds, { navigate: 2, reload: 1, 'back-forward': 1, 'back-forward-cache': 1, prerender: 1, restore: 0 });
  assert.is(speed.rows[0]!.metrics.lcp.views, 6);
});

test('the text: a row per page, device and measure, a rating with how sure it is, the kinds counted, in Portuguese', () => {
  useLanguage('pt-BR');
  const lines = [beacon(0, 'p=landing&k=navigate&lcp=2537&inp=120&cls=0.02'), beacon(1, 'p=landing&k=back-forward-cache&lcp=300&cls=0')];
  const text = formatReport(reportOfLines(lines));
  const rows = text.split('\n').map((row) => row.trim().split(/\s{2,}/));
  assert.equal(rows.find((cells) => cells[2] === 'LCP'), ['início', 'Celular ou tablet', 'LCP', '2,54 s', '2', 'talvez a melhorar (pouquíssimas visitas)', '50,0%', '50,0%', '0,0%']);
  assert.equal(rows.find((cells) => cells[2] === 'CLS'), ['início', 'Celular ou tablet', 'CLS', '0,02', '2', 'talvez bom (pouquíssimas visitas)', '100,0%', '0,0%', '0,0%']);
  assert.match(text, /início, celular ou tablet: 2 visitas medidas: 1 aberta por um link ou pelo endereço, 1 reaberta na hora com o botão voltar ou avançar\./);
  assert.match(text, /"provavelmente" quando de 5 a 19 visitas mediram o número, "talvez" com menos de 5/);
  assert.match(text, /LCP: o tempo até aparecer o conteúdo principal/);
});

test('a small site gets a verdict that says how sure it is: "talvez" under 5 views, "provavelmente" under 20, then the rating', () => {
  useLanguage('pt-BR');
  const verdictAt = (views: number) => verdictOf(speedOfLines(Array.from({ length: views }, (_, i) => beacon(i, 'p=bio&k=navigate&lcp=5000'))).rows[0]!.metrics.lcp);
  assert.equal([1, 4, 5, 19, 20, 300].map(verdictAt), [
    'talvez ruim (pouquíssimas visitas)',
    'talvez ruim (pouquíssimas visitas)',
    'provavelmente ruim (poucas visitas)',
    'provavelmente ruim (poucas visitas)',
    'ruim',
    'ruim',
  ]);
  const none = speedOfLines([beacon(0, 'p=bio&k=navigate&lcp=900')]).rows[0]!.metrics.inp;
  assert.is(verdictOf(none), '–', 'no view measured it: no verdict');
  useLanguage('en');
  assert.is(verdictAt(7), 'likely poor (few views)');
  useLanguage('pt-BR');
});

test('the views measured in words: one kind said once ("todas …"), one view in the singular, several kinds counted', () => {
  useLanguage('pt-BR');
  const kindsOf = (kinds: string[]) => speedKinds(speedOfLines(kinds.map((kind, i) => beacon(i, `p=landing&k=${kind}&lcp=100`))));
  assert.equal(kindsOf(Array(10).fill('navigate')), ['início, celular ou tablet: 10 visitas medidas, todas abertas por um link ou pelo endereço.']);
  assert.equal(kindsOf(['reload']), ['início, celular ou tablet: 1 visita medida, recarregada.']);
  assert.equal(kindsOf(['navigate', 'navigate', 'prerender']), ['início, celular ou tablet: 3 visitas medidas: 2 abertas por um link ou pelo endereço, 1 carregada de antemão pelo navegador.']);
});

test.run();
