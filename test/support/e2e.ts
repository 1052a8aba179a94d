// Shared set-up for the browser tests: one Chromium and one real server per suite, and pages
// that record every console message and page error so tests can require a clean console.
import type { Browser, BrowserContextOptions, ConsoleMessage, Page } from 'playwright';
import { launchChromium } from './chromium';
import { distDir, startTestServer, type TestServer } from './test-server';
import { requireTestBuild } from './test-site';

// Every browser test compares the page with the literal links of test-site.ts.
requireTestBuild(distDir);

export interface E2EContext {
  browser: Browser;
  server: TestServer;
}

export const phone = { width: 390, height: 844 } as const;
export const tablet = { width: 768, height: 1024 } as const;
export const desktop = { width: 1280, height: 800 } as const;

export async function setUpE2E(context: Partial<E2EContext>): Promise<void> {
  context.server = await startTestServer();
  context.browser = await launchChromium();
}

export async function tearDownE2E(context: Partial<E2EContext>): Promise<void> {
  await context.browser?.close();
  await context.server?.close();
}

export interface RecordedPage {
  page: Page;
  /** Console messages of type error or warning, and uncaught page errors. */
  problems: string[];
  close(): Promise<void>;
}

export async function openPage(
  { browser }: E2EContext,
  viewport: { width: number; height: number },
  options: BrowserContextOptions = {},
): Promise<RecordedPage> {
  const context = await browser.newContext({ viewport, locale: 'pt-BR', ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { page, problems, close: () => context.close() };
}

/**
 * Waits until the page is ready to act on: hydrated, on a page that loads React (its HTML lists
 * the chunks to fetch after the first paint); loaded, on a static page (/bio, the 404 page).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.querySelector('meta[name="module-chunks"]') ? document.querySelector('#root[data-hydrated]') !== null : document.readyState === 'complete',
  );
}

/**
 * Scrolls the window to y and waits until the page has seen it (scroll events are async). It waits
 * for two animation frames, so it must not be used while a paused fake clock is installed.
 */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((target) => window.scrollTo({ top: target, behavior: 'instant' }), y);
  await page.waitForFunction((target) => Math.abs(window.scrollY - target) < 2, y);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
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
 * (the play button's few pulses, which draw the eye and change no layout) are left out. Polls on a real interval, so it also works under a paused fake
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
