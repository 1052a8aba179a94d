// Finds a Chromium: CHROMIUM_PATH, then Debian's packages, then Playwright's own download. The
// flags keep Chromium from phoning home, which hangs it on a closed network.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type LaunchOptions } from 'playwright';
import { atBatchEnd, runsInBatch } from './batch-end';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/** Debian's chromium package: the browser the bench, Lighthouse and the screenshots measure. */
export const debianChromium = '/usr/bin/chromium';
/**
 * Debian's chromium-headless-shell package: the same Blink build without the browser around it
 * (what Playwright itself runs headless). The browser tests take half the CPU on it
 * (test/bench/PERFORMANCE.md); they fall back to the full browser where it is not installed.
 */
export const debianHeadlessShell = '/usr/bin/chromium-headless-shell';

/** The Chromium to launch: for the tests, the headless shell first (above). */
export function findChromium({ forTests = false } = {}): string | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  for (const path of forTests ? [debianHeadlessShell, debianChromium] : [debianChromium]) {
    if (existsSync(path)) return path;
  }
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright has no browser of its own on this machine.
  }
  return null;
}

export async function launchChromium(options: LaunchOptions = {}, { forTests = false } = {}): Promise<Browser> {
  const executablePath = findChromium({ forTests });
  if (!executablePath) {
    throw new Error('No Chromium found. Run "npm run test:e2e" (it installs one) or set CHROMIUM_PATH.');
  }
  return chromium.launch({ executablePath, headless: true, args: chromiumArgs, ...options });
}

let batchBrowser: Promise<Browser> | null = null;

/**
 * The browser for one test file: launched for the file, or, in a together batch, one launched by
 * the first file and closed after the last (a launch costs about a CPU-second). Give it back with
 * releaseBrowser.
 */
export function acquireBrowser(): Promise<Browser> {
  if (!runsInBatch()) return launchChromium({}, { forTests: true });
  if (!batchBrowser) {
    const launched = (batchBrowser = launchChromium({}, { forTests: true }));
    atBatchEnd(async () => (await launched).close());
  }
  return batchBrowser;
}

/** Ends a file's use of the browser: closes it, or in a batch closes every context the file opened. */
export async function releaseBrowser(browser: Browser): Promise<void> {
  if (!runsInBatch()) return browser.close();
  await Promise.all(browser.contexts().map((context) => context.close()));
}
