// Shared set-up for the browser tests: one Chromium and one real server per suite, and pages
// that record every console message and page error so tests can require a clean console.
import type { Browser, BrowserContextOptions, ConsoleMessage, Page } from 'playwright';
import { launchChromium } from './chromium';
import { startTestServer, type TestServer } from './test-server';

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

/** Resolves once React has hydrated the page (main.tsx marks the root). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('#root[data-hydrated]', { state: 'attached' });
}
