// The small benches' start (bench:tap, bench:field-speed): the built server of the current dist/ (the
// settings file left out) and the full Chromium, both stopped whatever happens.
import { join } from 'node:path';
import type { Browser } from 'playwright';
import { launchChromium } from '../support/chromium';
import { killAllServers, startServerProcess } from './processes';

const root = join(import.meta.dirname, '..', '..');

export async function onBuiltSite(run: (browser: Browser, baseUrl: string) => Promise<void>): Promise<void> {
  const server = await startServerProcess(join(root, 'dist', 'server.mjs'), [], { cwd: root, env: { SITE_ENV_FILE: '/dev/null' } });
  const browser = await launchChromium();
  try {
    await run(browser, server.url);
  } finally {
    await browser.close();
    await server.stop();
    killAllServers();
  }
}
