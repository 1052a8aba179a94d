// A real Chromium follows every call to action on / and /bio, under the site's own headers (CSP
// included). Each click gives exactly one `POST /ping/<id>` line with the right id in the access
// log; the new tab opens while the ping is still held unanswered by the server, so the ping never
// delays the navigation; the outbound URL is exactly the destination (routed here: nothing leaves
// the machine); nothing is stored. Then `npm run report` over that log counts what was done, and
// GoAccess reads it with 0 invalid lines.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { RequestListener } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { acquireBrowser, releaseBrowser } from '../support/chromium';
import { parseCombined } from '../support/combined-log';
import { installPausedClock, phone, scrollToY, waitForSettled } from '../support/e2e';
import { missingGoaccess, readWithGoaccess } from '../support/goaccess';
import { testOrSkip } from '../support/skip';
import { distDir, serve, type Served } from '../support/serve';
import { expectedCallsToAction, expectedChatHref, expectedRegisterHref } from '../support/test-site';

interface Context {
  browser: Browser;
  server: Served;
  url: string;
  /** The access log's lines. */
  lines: string[];
  /** Pings waiting for the test to let the server answer them. */
  held: Array<() => void>;
  /** Requests the browser made to any other host than ours. */
  offSite: string[];
  /** The outbound URL each followed call to action opened. */
  opened: Record<string, string>;
}

const pings = suite<Context>('calls to action followed in Chromium');

pings.before(async (context) => {
  context.held = [];
  context.offSite = [];
  context.opened = {};
  // Every ping waits until the test releases it, so a navigation that waited for it would not happen.
  const holdPings = (app: RequestListener): RequestListener => (req, res) => {
    if (req.url?.startsWith('/ping/')) context.held.push(() => app(req, res));
    else app(req, res);
  };
  context.server = await serve({ accessLog: {}, handler: holdPings });
  context.url = context.server.url;
  context.lines = context.server.accessLines;
  context.browser = await acquireBrowser();
});

pings.after(async ({ browser, server }) => {
  if (browser) await releaseBrowser(browser);
  await server?.close();
});

const destinations = [new URL(expectedRegisterHref).origin, new URL(expectedChatHref).origin];

async function openContext(context: Context): Promise<BrowserContext> {
  const browserContext = await context.browser.newContext({ viewport: phone, locale: 'pt-BR' });
  for (const origin of destinations) {
    await browserContext.route(`${origin}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>destino</title>' }));
  }
  browserContext.on('request', (request) => {
    if (!request.url().startsWith(context.url)) context.offSite.push(request.url());
  });
  await browserContext.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`));
  });
  return browserContext;
}

const pingLines = (lines: string[], id: string) => lines.map(parseCombined).filter((fields) => fields?.request === `POST /ping/${id} HTTP/1.1`);

/**
 * Follows `link` (a click, or Enter with the focus on it: a visitor's keyboard, and what works under
 * a paused clock): the new tab must open while its ping is held; then exactly one line for `id`.
 */
async function follow(context: Context, page: Page, link: Locator, id: string, by: 'click' | 'keyboard' = 'click'): Promise<void> {
  const activate = by === 'click' ? link.click() : link.focus().then(() => page.keyboard.press('Enter'));
  const [opened] = await Promise.all([page.context().waitForEvent('page', { timeout: 10_000 }), activate]).catch((error: Error) => {
    throw new Error(`${id}: no new tab (${error.message})`);
  });
  await opened.waitForLoadState('domcontentloaded');
  context.opened[id] = opened.url();
  assert.equal(pingLines(context.lines, id), [], `${id}: the navigation happened with the ping unanswered`);
  await opened.close();
  for (let waited = 0; context.held.length === 0 && waited < 5_000; waited += 20) await delay(20);
  assert.is(context.held.length, 1, `${id}: one ping sent`);
  context.held.shift()!();
  for (let waited = 0; pingLines(context.lines, id).length === 0 && waited < 5_000; waited += 20) await delay(20);
  const [line, ...more] = pingLines(context.lines, id);
  assert.is(line?.status, 204, `${id}: one line, answered 204`);
  assert.equal(more, [], `${id}: one line per click`);
}

async function openPage(context: Context, browserContext: BrowserContext, path: string, pausedClock = false): Promise<{ page: Page; problems: string[] }> {
  const page = await browserContext.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  if (pausedClock) await installPausedClock(page);
  await page.goto(context.url + path);
  await waitForSettled(page);
  return { page, problems };
}

pings('every call to action on / and /bio: one ping line each, with its id, never delaying the new tab', async (context) => {
  const browserContext = await openContext(context);
  const landing = await openPage(context, browserContext, '/');
  const { page } = landing;
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await follow(context, page, page.locator('header').getByRole('link', { name: 'Cadastrar Agora!' }), 'menu/cadastro');
  await page.keyboard.press('Escape');
  await follow(context, page, page.locator('#home').getByRole('link', { name: 'Cadastrar Agora!!' }), 'hero/cadastro');
  for (const [section, id] of [['#monetize', 'monetize/cadastro'], ['#products', 'products/cadastro'], ['#depoimentos', 'testimonials/cadastro']]) {
    await follow(context, page, page.locator(section!).getByRole('link', { name: 'Cadastrar Agora!' }), id!);
  }
  await follow(context, page, page.getByRole('link', { name: 'Conversar no WhatsApp' }), 'chat/whatsapp');
  await scrollToY(page, 1200);
  await follow(context, page, page.getByRole('link', { name: 'Olá, eu posso te ajudar com o seu cadastro?' }), 'chat-bubble/whatsapp');
  // Each page is closed once followed: a page left open in headless Chromium keeps animating.
  await page.close();

  // The toast's first appearance is at a random 15–25 s after load, and it stays 5 s: a paused
  // clock moved a second at a time until it shows, and kept there while it is followed.
  const toast = await openPage(context, browserContext, '/', true);
  const toastLink = toast.page.getByRole('link', { name: 'Seja parceiro você também!' });
  for (let second = 0; second <= 25 && (await toastLink.count()) === 0; second++) await toast.page.clock.runFor(1_000);
  await follow(context, toast.page, toastLink, 'toast/cadastro', 'keyboard');
  await toast.page.close();

  const bio = await openPage(context, browserContext, '/bio');
  await follow(context, bio.page, bio.page.getByRole('link', { name: 'Compre Com Desconto' }), 'bio/cadastro');
  await follow(context, bio.page, bio.page.getByRole('link', { name: 'Fale Comigo' }), 'bio/whatsapp');

  assert.equal(Object.keys(context.opened).sort(), Object.keys(expectedCallsToAction).sort(), 'every call to action followed');
  for (const [id, url] of Object.entries(context.opened)) assert.is(url, id.endsWith('/whatsapp') ? expectedChatHref : expectedRegisterHref, `${id}: the URL, untouched`);
  assert.equal([...new Set(context.offSite)].sort(), [expectedChatHref, expectedRegisterHref].sort(), 'no request elsewhere than the destinations followed');
  assert.equal(await browserContext.cookies(), [], 'no cookie');
  assert.is(await bio.page.evaluate(() => localStorage.length), 0, 'nothing in localStorage');
  assert.equal([...landing.problems, ...toast.problems, ...bio.problems], [], 'no console error (a CSP violation among them)');
  await browserContext.close();
});

/** The lines as a file, with what `npm run report` and GoAccess say of it. */
async function withLogFile<T>(lines: string[], use: (file: string, scratch: string) => Promise<T>): Promise<T> {
  const scratch = await mkdtemp(join(tmpdir(), 'pings-'));
  try {
    const file = join(scratch, 'access.log');
    await writeFile(file, lines.join('\n') + '\n');
    return await use(file, scratch);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

pings('npm run report over that log: 2 views of /, 1 of /bio, a click per call to action on its page, 3 per page load', async ({ lines }) => {
  await withLogFile(lines, async (file) => {
    const run = spawnSync(process.execPath, [join(distDir, 'report.mjs'), '--json', file], { encoding: 'utf8', timeout: 30_000 });
    assert.is(run.status, 0, run.stderr);
    type Counts = Record<string, number>;
    const { total, setAsideClicks } = JSON.parse(run.stdout) as { total: Record<'views' | 'botViews' | 'clicks' | 'clicksByPage', Counts>; setAsideClicks: Counts };
    assert.equal(total.views, { '/': 2, '/bio': 1 });
    assert.equal(total.botViews, { '/': 0, '/bio': 0 });
    // One visitor followed all ten after three page loads: 3 clicks per load count, the last one is
    // more than its views allow (src/report/one-source.ts).
    const last = 'bio/whatsapp';
    assert.equal(total.clicks, Object.fromEntries(Object.keys(expectedCallsToAction).filter((id) => id !== last).map((id) => [id, 1])));
    assert.equal(total.clicksByPage, { '/': 8, '/bio': 1 });
    assert.equal(setAsideClicks, { refused: 0, robots: 0, overRate: 0, overViews: 1, overDay: 0 });
  });
});

testOrSkip(pings, 'GoAccess reads the same log with 0 invalid lines', missingGoaccess, async ({ lines }) => {
  await withLogFile(lines, async (file, scratch) => {
    const { general, invalidLines } = await readWithGoaccess(file, scratch);
    assert.is(invalidLines, '');
    assert.is(general.valid_requests, lines.length);
  });
});

pings.run();
