// The HTML report read on a phone (360 and 390 px): from a log with weeks without a visit, speed
// beacons and long campaign names, every table fits the screen with nothing to scroll sideways
// (every cell inside it, the speed table's ratings and shares too, the team table's), the day table's
// last column (click-through on /bio) inside it, and the chart keeps a slot for each of the empty days.
// One page written once, loaded at each width; no server.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildReport } from '../../src/report/build-report';
import { reportPage } from '../../src/report/html';
import { acquireBrowser, releaseBrowser } from '../support/chromium';
import { phone } from '../support/e2e';

const phoneReport = suite<{ browser: Browser; scratch: string; file: string }>('the HTML report on a 360 and a 390 px phone');

phoneReport.before(async (context) => {
  context.scratch = await mkdtemp(join(tmpdir(), 'report-phone-'));
  context.browser = await acquireBrowser();
  const log = join(context.scratch, 'access.log');
  await writeFile(log, logLines().join('\n') + '\n');
  const report = await buildReport({ files: [log], since: null, until: null, pages: ['/', '/bio'], callsToAction: { 'bio/whatsapp': '/bio' }, ownHost: null, members, zone: 'America/Sao_Paulo' });
  context.file = join(context.scratch, 'relatorio.html');
  await writeFile(context.file, reportPage(report));
});

phoneReport.after(async ({ browser, scratch }) => {
  if (browser) await releaseBrowser(browser);
  await rm(scratch, { recursive: true, force: true });
});

const members = { 'maria-aparecida': { name: 'Maria Aparecida dos Santos Oliveira' }, jo: { name: 'Jô' } };
const chrome = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
/**
 * One visitor per line (its own address and minute), as a day of real visits: the report sets aside a
 * burst from one, and clicks from an address that loaded no page. Each click follows its visitor's view of /bio.
 */
const line = (day: string, request: string, status: number, visitor = 0, userAgent = chrome) =>
  `203.0.${Math.floor(visitor / 200)}.${visitor % 200} - - [${day}/2026:${String(10 + Math.floor(visitor / 60) % 10).padStart(2, '0')}:${String(visitor % 60).padStart(2, '0')}:00 -0300] "${request}" ${status} 0 "-" "${userAgent}"`;

/** 15 October to 26 November with visits on three days only; figures as wide as a reseller's get. */
function logLines(): string[] {
  const lines: string[] = [];
  const visits = (day: string, home: number, bio: number, clicks: number) => {
    for (let i = 0; i < home; i++) lines.push(line(day, 'GET /?c=stories HTTP/1.1', 200));
    for (let i = 0; i < bio; i++) lines.push(line(day, 'GET /bio HTTP/1.1', 200, i));
    for (let i = 0; i < clicks; i++) lines.push(line(day, 'POST /ping/bio/whatsapp HTTP/1.1', 204, i));
  };
  visits('15/Oct', 1234, 57, 19);
  visits('16/Oct', 12, 3, 1);
  visits('26/Nov', 30, 9, 9);
  lines.push(line('26/Nov', 'GET /bio?c=promocao-de-natal-kit-capilar-completo-2026 HTTP/1.1', 200, 300));
  // Two team members, one with a long name and a reseller's figures; addresses of their own.
  for (let i = 0; i < 1234; i++) lines.push(line('26/Nov', 'GET /maria-aparecida HTTP/1.1', 200, 1000 + i));
  for (let i = 0; i < 57; i++) lines.push(line('26/Nov', 'GET /maria-aparecida/bio HTTP/1.1', 200, 3000 + i));
  for (let i = 0; i < 19; i++) lines.push(line('26/Nov', 'POST /ping/maria-aparecida/hero/cadastro HTTP/1.1', 204, 1000 + i));
  lines.push(line('26/Nov', 'GET /jo HTTP/1.1', 200, 4000));
  // Speed: 24 phone views of / (a firm rating), 7 computer views of /bio ("likely"), 2 phone views of /bio ("perhaps").
  const beacon = (page: string, lcp: number) => `POST /ritmo?p=${page}&k=navigate&lcp=${lcp}&inp=180&cls=0.12&fcp=1900&ttfb=1234 HTTP/1.1`;
  // Each beacon after its visitor's page load: the report counts no more beacons than views allow.
  const measured = (page: string, path: string, lcp: number, visitor: number, userAgent = chrome) =>
    lines.push(
      line('26/Nov', `GET ${path} HTTP/1.1`, 200, visitor, userAgent),
      // A browser's beacon names the page it measures as its Referer.
      line('26/Nov', beacon(page, lcp), 204, visitor, userAgent).replace('"-"', `"https://negociosozonteck.example${path}"`),
    );
  for (let i = 0; i < 24; i++) measured('landing', '/', 2400 + i * 100, 400 + i);
  for (let i = 0; i < 7; i++) measured('bio', '/bio', 12345, 500 + i, windows);
  for (let i = 0; i < 2; i++) measured('bio', '/bio', 900, 600 + i);
  return lines;
}

for (const width of [360, phone.width]) {
  phoneReport(`at ${width} px every table fits, no cell outside the screen, nothing scrolls sideways`, async ({ browser, file }) => {
    const context = await browser.newContext({ viewport: { ...phone, width }, offline: true });
    try {
      const page = await context.newPage();
      await page.goto(pathToFileURL(file).href);
      const layout = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        width: innerWidth,
        tables: [...document.querySelectorAll('table')].map((table) => {
          const box = table.parentElement!;
          const cells = [...table.querySelectorAll('th, td')].filter((cell) => cell.getClientRects().length > 0);
          const outside = cells.filter((cell) => cell.getBoundingClientRect().right > innerWidth + 0.5 || cell.getBoundingClientRect().left < -0.5);
          return { name: table.className || table.querySelector('th')!.textContent, cells: cells.length, outside: outside.map((cell) => cell.textContent), overflow: box.scrollWidth - box.clientWidth };
        }),
      }));
      assert.is(layout.width, width);
      assert.is(layout.page, width, 'the page does not scroll sideways');
      assert.equal(layout.tables.map((table) => table.name), ['days team', 'Origem', 'Campanha', 'Aparelho', 'Botão', 'days', 'speed'], 'every table of the page is checked');
      for (const table of layout.tables) {
        assert.ok(table.cells > 3, `${table.name}: ${table.cells} cells`);
        assert.equal(table.outside, [], `${table.name}: cells past the screen's edge`);
        assert.is(table.overflow, 0, `${table.name} scrolls sideways`);
      }
      assert.equal(await page.locator('table.days tbody tr').last().locator('td').allInnerTexts(), ['Total', '1.300', '79', '0', '29', '0,0%', '36,7%']);
      assert.is(await page.locator('svg.views-band rect').count(), 43);
      // The team: 1.234 + 1 and 57 views, 19 registrations; 19 ÷ 1.292 views.
      assert.equal(await page.locator('table.team tbody tr').last().locator('td').allInnerTexts(), ['Equipe (total)', '1.235', '57', '19', '0', '1,5%']);
    } finally {
      await context.close();
    }
  });
}

phoneReport('the speed table on a phone: each measure\'s rating and its three shares on screen, named; a verdict with how sure it is', async ({ browser, file }) => {
  const context = await browser.newContext({ viewport: { ...phone, width: 360 }, offline: true });
  try {
    const page = await context.newPage();
    await page.goto(pathToFileURL(file).href);
    const groups = await page.locator('table.speed tr.group').allInnerTexts();
    assert.equal(groups, ['início, celular ou tablet', 'bio, celular ou tablet', 'bio, computador']);
    const row = (group: number, measure: string) => page.locator('table.speed tbody').nth(group).locator('tr', { has: page.locator(`th:text-is("${measure}")`) });
    // LCP on /: 24 views from 2,400 to 4,700 ms; the 18th is 4,100 ms, poor; 2 good, 7 poor.
    assert.equal(await row(0, 'LCP').locator('td').allInnerTexts(), ['4,1 s', '24', 'ruim', '8,3%', '62,5%', '29,2%']);
    const names = await row(0, 'LCP').locator('td[data-label]').evaluateAll((cells) => cells.map((cell) => [cell.getAttribute('data-label'), getComputedStyle(cell, '::before').display]));
    assert.equal(names, [['Bom', 'block'], ['A melhorar', 'block'], ['Ruim', 'block']], 'each share says its band, above its figure');
    assert.equal(await row(1, 'LCP').locator('td').nth(2).innerText(), 'talvez bom (pouquíssimas visitas)');
    assert.equal(await row(2, 'LCP').locator('td').nth(2).innerText(), 'provavelmente ruim (poucas visitas)');
    // A row on two lines: the measure, its figure, its views and its rating on the first, the shares below.
    const tops = await row(0, 'LCP').locator('th, td').evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().top)));
    assert.is(new Set(tops.slice(0, 4)).size, 1, `the first four cells start on one line: ${tops}`);
    assert.is(new Set(tops.slice(4)).size, 1, `the three shares start on one line: ${tops}`);
    assert.ok(tops[4]! > tops[0]!, 'the shares are below');
  } finally {
    await context.close();
  }
});

phoneReport.run();
