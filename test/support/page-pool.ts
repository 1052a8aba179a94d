// Pages for the browser tests, cheap to open: a pooled browser context per set of options, and in
// it tabs that a test gives back when it is done and the next test takes up again. A new tab costs
// Chromium about 0.7 CPU-seconds before it has loaded anything useful; loading a page in a tab
// given back costs what the load costs (test/README.md, "Where a new test goes").
import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, ConsoleMessage, Page } from 'playwright';

export interface RecordedPage {
  page: Page;
  /** Console messages of type error or warning, and uncaught page errors. */
  problems: string[];
  close(): Promise<void>;
}

export interface PageOptions extends BrowserContextOptions {
  /**
   * A browser context of the page's own, closed with it. Needed by a test that installs a fake
   * clock (page.clock belongs to the context), adds routes or init scripts to the context, or
   * counts requests or bytes (a pooled context has a warm HTTP cache).
   */
  fresh?: boolean;
}

/**
 * One browser context per set of options, per browser: a new page in one costs about half a new
 * context. The viewport and reduced motion are set on each page, so they do not split the pool.
 */
const pools = new WeakMap<Browser, Map<string, Promise<BrowserContext>>>();
/** Tabs given back, per pooled context, each with the DevTools session that froze it. */
const spareTabs = new WeakMap<BrowserContext, Array<{ page: Page; session: CDPSession }>>();

function pooledContext(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  let pool = pools.get(browser);
  if (!pool) pools.set(browser, (pool = new Map()));
  const key = JSON.stringify(options);
  if (!pool.has(key)) pool.set(key, browser.newContext(options));
  return pool.get(key)!;
}

/** Forgets a browser's pooled contexts (closed with the suite; the browser may serve another). */
export function forgetPools(browser: Browser): void {
  pools.delete(browser);
}

/** What a later test would inherit from a pooled tab, refused: the clock, init scripts, bindings. */
function refuseLastingChanges(page: Page): void {
  const refuse = (what: string) => () => {
    throw new Error(`${what} would outlast this test on a pooled tab, which later tests reuse: open it with openPage(..., { fresh: true })`);
  };
  Object.defineProperty(page, 'clock', { get: refuse('page.clock (it belongs to the browser context)') });
  for (const method of ['addInitScript', 'exposeFunction', 'exposeBinding'] as const) {
    Object.defineProperty(page, method, { value: refuse(`page.${method}`) });
  }
}

/** A tab of the pooled context: one given back if any (woken), else a new one. */
async function pooledTab(context: BrowserContext): Promise<Page> {
  const spare = spareTabs.get(context)?.pop();
  if (spare) {
    await spare.session.send('Page.setWebLifecycleState', { state: 'active' });
    await spare.page.mouse.move(0, 0);
    return spare.page;
  }
  const page = await context.newPage();
  refuseLastingChanges(page);
  return page;
}

/**
 * Takes back a pooled tab: the test's listeners and routes removed, its sessionStorage cleared, and
 * the page frozen (no timer, frame or animation runs) until a test takes it up and loads a page.
 * What stays is its history: a test that needs none, or goes back past its own first page, opens
 * a fresh page.
 */
async function giveBack(page: Page): Promise<void> {
  if (page.isClosed()) return;
  page.removeAllListeners();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.evaluate(() => sessionStorage.clear()).catch(() => {
    // a page with no storage of its own (about:blank, a crashed renderer)
  });
  const session = await page.context().newCDPSession(page);
  await session.send('Page.setWebLifecycleState', { state: 'frozen' });
  const spare = spareTabs.get(page.context()) ?? [];
  spareTabs.set(page.context(), spare);
  spare.push({ page, session });
}

/**
 * A page that records its console: in a context of its own when `fresh`, else a pooled tab at
 * this viewport with reduced motion as asked (no preference otherwise), given back on close.
 */
export async function openRecordedPage(
  browser: Browser,
  viewport: { width: number; height: number },
  { fresh = false, ...options }: PageOptions,
): Promise<RecordedPage> {
  if (fresh) {
    const context = await browser.newContext({ viewport, locale: 'pt-BR', ...options });
    return recordProblems(await context.newPage(), () => context.close());
  }
  const { reducedMotion, ...contextOptions } = options;
  const page = await pooledTab(await pooledContext(browser, { locale: 'pt-BR', ...contextOptions }));
  await page.setViewportSize(viewport);
  await page.emulateMedia({ reducedMotion: reducedMotion ?? 'no-preference' });
  // A tab a link opened sits in front of its opener, which Chromium then treats as a background
  // tab (animation frames all but stop): the test's popups close with it.
  const popups: Page[] = [];
  page.on('popup', (popup) => popups.push(popup));
  return recordProblems(page, async () => {
    await Promise.all(popups.map((popup) => popup.close()));
    await giveBack(page);
  });
}

function recordProblems(page: Page, close: () => Promise<void>): RecordedPage {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { page, problems, close };
}
