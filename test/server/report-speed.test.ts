// `npm run report` over a log with the pages' speed beacons and a flood of pings nobody clicked,
// as the operator runs it (the built dist/report.mjs): --json gives a `speed` section with LCP, INP
// and CLS's p75 per page and device class and the pings set aside by reason; the HTML page shows
// the same figures grouped by page and device, with a rating for few views saying how sure it is,
// and what they mean, in Portuguese by default.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runReport } from '../support/report-run';
import { expectedSiteUrl } from '../support/test-site';

const speedReport = suite<{ scratch: string; log: string }>('npm run report: speed and pings set aside');
speedReport.before(async (context) => {
  context.scratch = await mkdtemp(join(tmpdir(), 'report-speed-'));
  context.log = join(context.scratch, 'access.log');
  await writeFile(context.log, logLines().join('\n') + '\n');
});
speedReport.after(({ scratch }) => rm(scratch, { recursive: true, force: true }));

const phone = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const line = (client: string, second: number, request: string, status: number, userAgent = phone) =>
  `${client} - - [22/Nov/2026:10:${String(Math.floor(second / 60) % 60).padStart(2, '0')}:${String(second % 60).padStart(2, '0')} -0300] "${request}" ${status} 0 "${expectedSiteUrl}/" "${userAgent}"`;

/**
 * 24 phone views of / with a beacon each (LCP 100 … 2,400 ms, INP 50 … 280 ms, CLS 0.01 … 0.24),
 * 2 computer views of /bio; one real click, then 40 refused pings, 30 from curl and 300 from one
 * address within a minute.
 */
function logLines(): string[] {
  const lines: string[] = [];
  for (let i = 1; i <= 24; i++) {
    const client = `198.51.100.${i}`;
    lines.push(line(client, i, 'GET / HTTP/1.1', 200), line(client, i, `POST /ritmo?p=landing&k=${i === 1 ? 'prerender' : 'navigate'}&lcp=${i * 100}&inp=${40 + i * 10}&cls=${(i / 100).toFixed(2)} HTTP/1.1`, 204));
  }
  for (const i of [1, 2]) lines.push(line(`192.0.2.${i}`, i, 'GET /bio HTTP/1.1', 200, desktop), line(`192.0.2.${i}`, i, 'POST /ritmo?p=bio&k=back-forward-cache&lcp=900&cls=0 HTTP/1.1', 204, desktop));
  const ping = 'POST /ping/hero/cadastro HTTP/1.1';
  lines.push(line('198.51.100.1', 30, ping, 204));
  for (let i = 0; i < 40; i++) lines.push(line('203.0.113.9', 31, ping, 403));
  for (let i = 0; i < 30; i++) lines.push(line('203.0.113.10', 32, ping, 204, 'curl/8.5.0'));
  for (let i = 0; i < 300; i++) lines.push(line('203.0.114.0', 60 + Math.floor(i / 6), ping, 204));
  return lines;
}

interface Figure {
  p75: number | null;
  views: number;
  good: number | null;
  needsImprovement: number | null;
  poor: number | null;
  rating: string | null;
  enough: boolean;
}
interface SpeedJson {
  speed: { minViews: number; rows: Array<{ page: string; device: string; views: number; kinds: Record<string, number>; metrics: Record<string, Figure> }> };
  total: { clicks: Record<string, number> };
  setAsideClicks: { refused: number; robots: number; overRate: number; overViews: number; overDay: number };
}

speedReport('--json: LCP, INP and CLS with a p75 per page and device class, and the pings set aside by reason', async ({ log }) => {
  const { code, stdout, stderr } = await runReport(['--json', log]);
  assert.is(code, 0, stderr);
  const report = JSON.parse(stdout) as SpeedJson;
  assert.equal(report.speed.rows.map((row) => [row.page, row.device, row.views]), [['landing', 'phone', 24], ['bio', 'desktop', 2]]);
  const [landing, bio] = report.speed.rows;
  // The 18th of 24 values (nearest rank), worked out from logLines.
  assert.equal(landing!.metrics.lcp, { p75: 1800, views: 24, good: 1, needsImprovement: 0, poor: 0, rating: 'good', enough: true });
  assert.equal(landing!.metrics.inp, { p75: 220, views: 24, good: 16 / 24, needsImprovement: 8 / 24, poor: 0, rating: 'needs-improvement', enough: true });
  assert.equal(landing!.metrics.cls, { p75: 0.18, views: 24, good: 10 / 24, needsImprovement: 14 / 24, poor: 0, rating: 'needs-improvement', enough: true });
  assert.is(landing!.kinds.prerender, 1);
  assert.equal([bio!.metrics.lcp.p75, bio!.metrics.lcp.enough, bio!.kinds['back-forward-cache']], [900, false, 2]);
  assert.is(report.speed.minViews, 20);
  // The real click alone: the rate lets 3 of the 300 through, and their address loaded no page to click them on.
  assert.equal(report.total.clicks, { 'hero/cadastro': 1 });
  assert.equal(report.setAsideClicks, { refused: 40, robots: 30, overRate: 297, overViews: 3, overDay: 0 });
});

speedReport('the HTML page shows the speed table by page and device, what the measures mean, and the clicks not counted, in Portuguese', async ({ scratch, log }) => {
  const page = join(scratch, 'relatorio.html');
  const { code, stderr } = await runReport(['--html', page, log], {});
  assert.is(code, 0, stderr);
  const html = await readFile(page, 'utf8');
  // The speed table: a row group per page and device class, a row per measure (its name a header cell).
  const speed = html.slice(html.indexOf('<table class="speed">'), html.indexOf('</table>', html.indexOf('<table class="speed">')));
  const groups = [...speed.matchAll(/<tbody><tr class="group"><th[^>]*>([^<]*)<\/th><\/tr>(.*?)<\/tbody>/g)];
  assert.equal(groups.map((group) => group[1]), ['início, celular ou tablet', 'bio, computador']);
  const rowsOf = (group: number) => [...groups[group]![2]!.matchAll(/<tr><th scope="row">([^<]*)<\/th>(.*?)<\/tr>/g)].map((match) => [match[1], ...[...match[2]!.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((cell) => cell[1])]);
  const measure = (group: number, name: string) => rowsOf(group).find((row) => row[0] === name);
  assert.equal(measure(0, 'LCP'), ['LCP', '1,8 s', '24', 'bom', '100,0%', '0,0%', '0,0%']);
  assert.equal(measure(0, 'INP'), ['INP', '220 ms', '24', 'a melhorar', '66,7%', '33,3%', '0,0%']);
  assert.equal(measure(0, 'CLS'), ['CLS', '0,18', '24', 'a melhorar', '41,7%', '58,3%', '0,0%']);
  assert.equal(measure(1, 'LCP'), ['LCP', '900 ms', '2', 'talvez bom (pouquíssimas visitas)', '100,0%', '0,0%', '0,0%']);
  assert.match(speed, /<td data-label="A melhorar">33,3%<\/td>/);
  assert.match(html, /&quot;talvez&quot; com menos de 5/);
  assert.match(html, /INP: o tempo até a página reagir a um toque/);
  assert.match(html, /bio, computador: 2 visitas medidas, todas reabertas na hora com o botão voltar ou avançar\./);
  assert.match(html, /início, celular ou tablet: 24 visitas medidas: 23 abertas por um link ou pelo endereço, 1 carregada de antemão pelo navegador\./);
  assert.match(html, /cliques não contados \(falsos ou repetidos\): 40 não vieram de um botão do site/);
  assert.match(html, /Cliques não contados \(falsos ou repetidos\)<\/div>/, 'the box among the totals');
  assert.not.match(html, /\bpings?\b|POST \//i, 'no word of the protocol');
});

speedReport.run();
