// A real Chromium makes the visits a reseller's posts bring: an Instagram link carrying utm_*,
// a page in the Facebook app's browser (no Referer, its User-Agent says so), a ?utm_campaign= link
// with no referrer, a plain visit; and follows a call to action from each. The outbound links stay
// exactly as built (no campaign passed on); Chromium sends each ping with no Referer but its page's
// URL, query included, in Ping-From, which the access log writes in the Referer field;
// and the report over that log credits each click to its view's source and campaign, as JSON,
// text and an HTML page that Chromium then opens offline: no script, no request.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import type { Browser } from 'playwright';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { acquireBrowser, releaseBrowser } from '../support/chromium';
import { parseCombined } from '../support/combined-log';
import { desktop, phone, waitForSettled } from '../support/e2e';
import { runReport, type ReportJson } from '../support/report-run';
import { serve, type Served } from '../support/serve';
import { expectedChatHref, expectedRegisterHref } from '../support/test-site';
import { userAgents } from '../support/user-agents';

interface Context {
  browser: Browser;
  server: Served;
  url: string;
  lines: string[];
  scratch: string;
  log: string;
}

const visits = suite<Context>('visits from posts, followed in Chromium, in the report');

visits.before(async (context) => {
  context.scratch = await mkdtemp(join(tmpdir(), 'report-e2e-'));
  context.server = await serve({ accessLog: {} });
  context.url = context.server.url;
  context.lines = context.server.accessLines;
  context.browser = await acquireBrowser();
});

visits.after(async ({ browser, server, scratch }) => {
  if (browser) await releaseBrowser(browser);
  await server?.close();
  await rm(scratch, { recursive: true, force: true });
});

const pings = (lines: string[]) => lines.map(parseCombined).filter((fields) => fields?.request.startsWith('POST /ping/'));

/**
 * Opens `path` as a visitor with that browser and referrer; follows the link named `follow`, if
 * any; then closes the visit (a page left open in headless Chromium keeps animating).
 */
async function visit(context: Context, path: string, options: { userAgent?: string; referer?: string; follow?: string }): Promise<void> {
  const browserContext = await context.browser.newContext({ viewport: options.userAgent ? phone : desktop, userAgent: options.userAgent, locale: 'pt-BR' });
  for (const href of [expectedRegisterHref, expectedChatHref]) {
    await browserContext.route(`${new URL(href).origin}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>destino</title>' }));
  }
  const page = await browserContext.newPage();
  await page.goto(context.url + path, { referer: options.referer });
  await waitForSettled(page);
  // Whatever the link that brought the visitor carried, the way out is exactly the built URL.
  const outbound = await page.locator('a[href^="https://"]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  for (const href of outbound) assert.ok([expectedRegisterHref, expectedChatHref].includes(href) || !/cadastro\.ozonteck|wa\.me/.test(href), `${path}: ${href}`);
  assert.ok(outbound.includes(path.startsWith('/bio') ? expectedChatHref : expectedRegisterHref), `${path}: an outbound link`);
  if (options.follow) {
    const before = pings(context.lines).length;
    await Promise.all([browserContext.waitForEvent('page'), page.getByRole('link', { name: options.follow }).first().click()]);
    for (let waited = 0; pings(context.lines).length === before && waited < 5_000; waited += 20) await delay(20);
  }
  await browserContext.close();
}

visits('four visits and a click from each: each ping\'s line names its page URL, query included', async (context) => {
  const campaign = '/?utm_source=instagram&utm_medium=bio&utm_campaign=black-friday';
  await visit(context, campaign, { userAgent: userAgents.androidChrome, referer: 'https://l.instagram.com/', follow: 'Cadastrar Agora!!' });
  await visit(context, '/bio', { userAgent: userAgents.facebookAndroid, follow: 'Fale Comigo' });
  await visit(context, '/?utm_campaign=grupo-vip', { follow: 'Conversar no WhatsApp' });
  await visit(context, '/', { follow: 'Cadastrar Agora!!' });
  const referrers = pings(context.lines).map((fields) => [fields!.request, fields!.referrer]);
  assert.equal(referrers, [
    ['POST /ping/hero/cadastro HTTP/1.1', context.url + campaign],
    ['POST /ping/bio/whatsapp HTTP/1.1', `${context.url}/bio`],
    ['POST /ping/chat/whatsapp HTTP/1.1', `${context.url}/?utm_campaign=grupo-vip`],
    ['POST /ping/hero/cadastro HTTP/1.1', `${context.url}/`],
  ]);
  context.log = join(context.scratch, 'access.log');
  await writeFile(context.log, context.lines.join('\n') + '\n');
});

const rows = <T extends { views: number; clicks: number }>(list: T[], name: (row: T) => string) => Object.fromEntries(list.map((row) => [name(row), [row.views, row.clicks]]));

visits('the report credits each click to its view\'s source and campaign: JSON and text', async ({ log }) => {
  const json = await runReport(['--json', log]);
  assert.is(json.code, 0, json.stderr);
  const report = JSON.parse(json.stdout) as ReportJson;
  assert.equal(rows(report.sources, (row) => row.source), { instagram: [1, 1], facebook: [1, 1], direct: [2, 2] });
  assert.equal(rows(report.campaigns, (row) => `${row.name}|${row.source}|${row.medium}`), { 'black-friday|instagram|bio': [1, 1], 'grupo-vip||': [1, 1], '||': [2, 2] });
  assert.equal(rows(report.devices, (row) => row.device), { phone: [1, 1], 'phone-app': [1, 1], desktop: [2, 2] });
  assert.equal(report.sources.map((row) => row.clickThrough), [1, 1, 1]);
  const text = await runReport([log]);
  const cells = text.stdout.split('\n').map((line) => line.trim().split(/\s{2,}/));
  assert.equal(cells.find((line) => line[0] === 'Direct (no referrer)'), ['Direct (no referrer)', '2', '2', '100.0%']);
  assert.equal(cells.find((line) => line[0] === 'Facebook'), ['Facebook', '1', '1', '100.0%']);
  assert.equal(cells.find((line) => line[0] === 'black-friday (instagram / bio)'), ['black-friday (instagram / bio)', '1', '1', '100.0%']);
});

visits('the HTML page opens offline with no script and shows the period, totals, sources, campaigns and chart', async ({ browser, log, scratch }) => {
  const file = join(scratch, 'relatorio.html');
  const written = await runReport(['--html', file, log], {});
  assert.is(written.code, 0, written.stderr);
  const context = await browser.newContext({ offline: true });
  const requests: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  const page = await context.newPage();
  await page.goto(pathToFileURL(file).href);
  assert.equal(requests, [pathToFileURL(file).href], 'nothing requested but the page itself');
  assert.is(await page.locator('script').count(), 0);
  const today = new Date();
  // Written the Brazilian way: 26/11/2026.
  const day = `${String(today.getDate()).padStart(2, '0')}\\/${String(today.getMonth() + 1).padStart(2, '0')}\\/${today.getFullYear()}`;
  assert.match(await page.locator('.period').innerText(), new RegExp(`${day}, \\d+ requisições`));
  assert.equal(await page.locator('.totals strong').allInnerTexts(), ['4', '4', '100,0%', '0', '0'], 'views, clicks, click-through, robots, pings set aside');
  assert.equal(await page.locator('h2').allInnerTexts(), ['Visitas e cliques por dia', 'De onde vieram', 'Por campanha', 'Por aparelho', 'Cliques', 'Dia', 'Velocidade nas visitas reais']);
  assert.is(await page.locator('svg.views-band rect.views').count(), 1, 'one day, with its views');
  const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) }).locator('td').allInnerTexts();
  assert.equal(await row('Instagram'), ['Instagram', '1', '1', '100,0%']);
  assert.equal(await row('Direto (sem origem)'), ['Direto (sem origem)', '2', '2', '100,0%']);
  assert.equal(await row('black-friday (instagram / bio)'), ['black-friday (instagram / bio)', '1', '1', '100,0%']);
  assert.equal(await row('grupo-vip'), ['grupo-vip', '1', '1', '100,0%']);
  await context.close();
});

visits.run();
