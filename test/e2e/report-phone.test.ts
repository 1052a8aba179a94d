// The HTML report read on a phone (390 px): from a log with weeks without a visit, the page fits
// the screen, the day table's last column (click-through on /bio) inside it with nothing to
// scroll, and the chart keeps a slot for each of the empty days. One page load, no server.
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

const phoneReport = suite<{ browser: Browser; scratch: string }>('the HTML report on a 390 px phone');

phoneReport.before(async (context) => {
  context.scratch = await mkdtemp(join(tmpdir(), 'report-phone-'));
  context.browser = await acquireBrowser();
});

phoneReport.after(async ({ browser, scratch }) => {
  if (browser) await releaseBrowser(browser);
  await rm(scratch, { recursive: true, force: true });
});

const chrome = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
/**
 * One visitor per line (its own address and minute), as a day of real visits: the report sets aside a
 * burst from one, and clicks from an address that loaded no page. Each click follows its visitor's view of /bio.
 */
const line = (day: string, request: string, status: number, visitor = 0) =>
  `203.0.${Math.floor(visitor / 200)}.${visitor % 200} - - [${day}/2026:${String(10 + Math.floor(visitor / 60) % 10).padStart(2, '0')}:${String(visitor % 60).padStart(2, '0')}:00 -0300] "${request}" ${status} 0 "-" "${chrome}"`;

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
  return lines;
}

phoneReport('the day table\'s last column is inside the screen, nothing scrolls sideways; the chart has 43 days', async ({ browser, scratch }) => {
  const log = join(scratch, 'access.log');
  await writeFile(log, logLines().join('\n') + '\n');
  const report = await buildReport({ files: [log], since: null, until: null, pages: ['/', '/bio'], callsToAction: { 'bio/whatsapp': '/bio' }, ownHost: null });
  const file = join(scratch, 'relatorio.html');
  await writeFile(file, reportPage(report));
  const context = await browser.newContext({ viewport: phone, offline: true });
  try {
    const page = await context.newPage();
    await page.goto(pathToFileURL(file).href);
    const layout = await page.evaluate(() => {
      const table = document.querySelector('table.days')!;
      const rights = [...table.querySelectorAll('tr')].map((row) => row.lastElementChild!.getBoundingClientRect().right);
      const box = table.parentElement!;
      return { rights, overflow: box.scrollWidth - box.clientWidth, page: document.documentElement.scrollWidth, width: innerWidth };
    });
    assert.is(layout.width, 390);
    assert.is(layout.rights.length, 6, 'two header rows, three days and the total');
    for (const right of layout.rights) assert.ok(right <= 390, `the last column ends at ${right} px`);
    assert.is(layout.overflow, 0, 'the table does not scroll');
    assert.is(layout.page, 390, 'the page does not scroll sideways');
    assert.equal(await page.locator('table.days tbody tr').last().locator('td').allInnerTexts(), ['Total', '1.276', '69', '0', '29', '0,0%', '42,0%']);
    assert.is(await page.locator('svg.views-band rect').count(), 43);
  } finally {
    await context.close();
  }
});

phoneReport.run();
