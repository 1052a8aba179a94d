// Shared set-up for the browser tests: one Chromium and one real server per suite, and pages
// that record every console message and page error so tests can require a clean console.
import { pageSettled } from './settled';
import type { Browser, BrowserContextOptions, Page } from 'playwright';
import { acquireBrowser, releaseBrowser } from './chromium';
import { forgetPools, openRecordedPage, type PageOptions, type RecordedPage } from './page-pool';
import { distDir, serve, type Served } from './serve';
import { requireTestBuild } from './test-site';

// Every browser test compares the page with the literal links of test-site.ts.
requireTestBuild(distDir);

export interface E2EContext {
  browser: Browser;
  server: Served;
}

export const phone = { width: 390, height: 844 } as const;
export const tablet = { width: 768, height: 1024 } as const;
export const desktop = { width: 1280, height: 800 } as const;

export type { PageOptions, RecordedPage };

export async function setUpE2E(context: Partial<E2EContext>): Promise<void> {
  context.server = await serve();
  context.browser = await acquireBrowser();
}

export async function tearDownE2E(context: Partial<E2EContext>): Promise<void> {
  if (context.browser) {
    // The browser may live on for the next file of a batch: nothing of this suite goes with it.
    sharedPages.delete(context.browser);
    forgetPools(context.browser);
    await releaseBrowser(context.browser);
  }
  await context.server?.close();
}

/**
 * A page that records its console, to load what the test wants. By default a tab of the suite's
 * pooled context for these options (page-pool.ts: a tab an earlier test gave back, or a new one;
 * its sessionStorage empty, the HTTP cache of the pages before it; the site keeps no cookie or
 * localStorage); `fresh: true` gives it a context of its own. A pooled tab's `clock`,
 * `addInitScript` and `expose*` throw, since they would outlast the test. Gives the shared tab
 * (below) back first.
 */
export async function openPage(context: E2EContext, viewport: { width: number; height: number }, options: PageOptions = {}): Promise<RecordedPage> {
  await closeSharedPage(context.browser);
  return openRecordedPage(context.browser, viewport, options);
}

/** The page the read-only tests share, per browser: at most one is open at a time. */
const sharedPages = new WeakMap<Browser, { key: string; at: string; opened: Promise<RecordedPage> }>();

async function closeSharedPage(browser: Browser): Promise<void> {
  const shared = sharedPages.get(browser);
  sharedPages.delete(browser);
  // A page that failed to open has nothing to close.
  if (shared) await shared.opened.then((opened) => opened.close(), () => {});
}

/**
 * A pooled page at `path` and `viewport`, hydrated, shared by the tests that only read it: the
 * next call with the same options gets the same tab, loaded again if the path, the viewport or
 * reduced motion differs (a new document, from the HTTP cache: cheaper than a new tab); one with
 * other options, or any openPage, closes it. Tests that read one page sit together; one that
 * changes it (scrolls, clicks) comes last or opens its own. Console problems count from the
 * latest load. Never closed by a test.
 */
export function sharedPage(
  context: E2EContext,
  path: string,
  viewport: { width: number; height: number },
  options: BrowserContextOptions = {},
): Promise<Omit<RecordedPage, 'close'>> {
  return loadInSharedTab(context, path, viewport, options, false);
}

/**
 * The shared tab, always loaded afresh at `path`: a new document for a test that scrolls, clicks or
 * types, at a third of a new tab's cost. Its sessionStorage is cleared and the mouse moved to the
 * corner first; what stays is the tab's history, and any listener or route added to the page: so
 * not for a test that goes back in history or adds either (openPage those).
 */
export function reloadedPage(
  context: E2EContext,
  path: string,
  viewport: { width: number; height: number },
  options: BrowserContextOptions = {},
): Promise<Omit<RecordedPage, 'close'>> {
  return loadInSharedTab(context, path, viewport, options, true);
}

async function loadInSharedTab(
  context: E2EContext,
  path: string,
  viewport: { width: number; height: number },
  options: BrowserContextOptions,
  reload: boolean,
): Promise<Omit<RecordedPage, 'close'>> {
  const { reducedMotion = 'no-preference', ...tabOptions } = options;
  const key = JSON.stringify(tabOptions);
  let shared = sharedPages.get(context.browser);
  if (shared?.key !== key) {
    await closeSharedPage(context.browser);
    shared = { key, at: '', opened: openRecordedPage(context.browser, viewport, tabOptions) };
    sharedPages.set(context.browser, shared);
  }
  const opened = await shared.opened;
  const at = JSON.stringify({ path, viewport, reducedMotion });
  if (reload || shared.at !== at) {
    shared.at = '';
    if (opened.page.url().startsWith(context.server.url)) await opened.page.evaluate(() => sessionStorage.clear());
    await opened.page.mouse.move(0, 0);
    await opened.page.setViewportSize(viewport);
    await opened.page.emulateMedia({ reducedMotion });
    opened.problems.length = 0;
    await opened.page.goto(context.server.url + path);
    await waitForSettled(opened.page);
    // A reloaded tab is the test's to change: the next reader loads it again.
    shared.at = reload ? '' : at;
  }
  return opened;
}

/** Waits until the page is ready to act on (settled.ts says when that is for each kind of page). */
export async function waitForSettled(page: Page): Promise<void> {
  await page.waitForFunction(pageSettled);
}

/**
 * Scrolls the window to y (or to the bottom) and waits until it is there, scrolling again while it
 * is not: a resize, or scroll anchoring as content above changes size, can move the page after the
 * first scroll. Polls on a real interval, so it works under a paused fake clock too; then, unless
 * `frames: false` (required under a paused clock, which holds requestAnimationFrame), waits two
 * animation frames so the page has seen the scroll (scroll events are async).
 */
export async function scrollToY(page: Page, y: number | 'bottom', { frames = true } = {}): Promise<void> {
  await page.waitForFunction(
    (to) => {
      const top = to === 'bottom' ? document.documentElement.scrollHeight - window.innerHeight : to;
      if (window.scrollY !== top) window.scrollTo({ top, behavior: 'instant' });
      return Math.abs(window.scrollY - top) < 2;
    },
    y,
    { polling: 50 },
  );
  if (frames) await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Fake timers that move only when the test says so (page.clock.runFor). Installed clocks otherwise
 * keep flowing in real time, and the awaits between steps would leak time into the page.
 */
export async function installPausedClock(page: Page): Promise<void> {
  const start = new Date('2026-03-02T12:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}

/**
 * Waits until every one-shot CSS animation and transition on `selector` and inside it has
 * finished (entrance animations, the menu's slide-in), instead of a fixed pause. Repeating ones
 * (the play mark's few pulses, which draw the eye and change no layout) are left out. Polls on a real interval, so it also works under a paused fake
 * clock (CSS animations run on the document timeline, which the fake clock does not hold).
 */
export async function animationsFinished(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (target) =>
      [...document.querySelectorAll(target)].every((element) =>
        element
          .getAnimations({ subtree: true })
          .every((animation) => animation.playState === 'finished' || animation.effect?.getTiming().iterations !== 1),
      ),
    selector,
    { polling: 50 },
  );
}

/**
 * Holds every script response until release() is called, or for `maxMs` at most, to act on a page
 * that is not hydrated (a slow network, a script that failed to load).
 */
export async function holdScripts(page: Page, maxMs = 10_000): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const timer = setTimeout(release, maxMs);
  await page.route('**/assets/*.js', async (route) => {
    await released;
    clearTimeout(timer);
    await route.continue().catch(() => {
      // the page was closed meanwhile
    });
  });
  return release;
}
