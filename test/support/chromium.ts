// Finds a Chromium for the browser tests: CHROMIUM_PATH, then Debian's /usr/bin/chromium, then
// Playwright's own download. The flags keep Chromium from phoning home, which hangs it on a
// closed network.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type LaunchOptions } from 'playwright';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export function findChromium(): string | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright has no browser of its own on this machine.
  }
  return null;
}

export async function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error('No Chromium found. Run "npm run test:e2e" (it installs one) or set CHROMIUM_PATH.');
  }
  return chromium.launch({ executablePath, headless: true, args: chromiumArgs, ...options });
}
