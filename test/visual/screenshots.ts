// npm run screenshots: what a visitor sees, for looking at what we build. Written to
// test/visual/output/ (ignored by git): a full-page PNG of every route in every shape below, and
// for `/` on the phones and at large text, the screen at each half-screen scroll step with the
// chat bubble and the social-proof toast showing (the floating layer is fixed, so a full-page
// shot would not show what it covers). `npm run screenshots -- landing phone-360` narrows it.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright';
import { launchChromium } from '../support/chromium';
import { serve } from '../support/serve';

const outputDir = join(import.meta.dirname, 'output');
const shapes = {
  'phone-360': { width: 360, height: 740 },
  phone: { width: 390, height: 844 },
  'large-text': { width: 390, height: 844, largeText: true },
  landscape: { width: 844, height: 390 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1366, height: 768 },
} as const;
const routes = { landing: '/', bio: '/bio', 'not-found': '/pagina-perdida' } as const;
const screenByScreen = new Set(['phone-360', 'phone', 'large-text']);
const only = process.argv.slice(2);

/** Lazy images below the fold load only when scrolled near: walk the page once (the page's clock is paused). */
async function walkThePage(page: Page): Promise<void> {
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < pageHeight; y += 400) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(120);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
}

/** The screen at each half-screen step, the toast held on screen (Math.random 0: it comes 15 s after load). */
async function screens(page: Page, name: string): Promise<void> {
  await page.clock.runFor(16_000);
  await page.getByText('Acabou de se cadastrar!').waitFor({ state: 'attached' }); // it may be stepping aside
  const { height, pageHeight } = await page.evaluate(() => ({ height: innerHeight, pageHeight: document.documentElement.scrollHeight }));
  for (let step = 0, y = 0; y < pageHeight - height / 2; step++, y += height / 2) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(450);
    const file = join(outputDir, `${name}-screen-${String(step).padStart(2, '0')}.png`);
    await page.screenshot({ path: file });
  }
  console.log(`${name}: screens written`);
}

await mkdir(outputDir, { recursive: true });
const server = await serve();
const browser = await launchChromium();
try {
  for (const [shapeName, shape] of Object.entries(shapes)) {
    for (const [routeName, path] of Object.entries(routes)) {
      if (only.length > 0 && !only.includes(routeName) && !only.includes(shapeName)) continue;
      const page = await browser.newPage({ viewport: { width: shape.width, height: shape.height } });
      await page.addInitScript('Math.random = () => 0;');
      // A clock that moves only when told to (as in the browser tests), for the toast.
      const start = new Date('2026-03-02T12:00:00Z');
      await page.clock.install({ time: start });
      await page.clock.pauseAt(new Date(start.getTime() + 1_000));
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      // / hydrates after its paint; /bio and the 404 page run the app only when a link is followed.
      if (routeName === 'landing') await page.waitForSelector('#root[data-hydrated]', { state: 'attached' });
      // Text at 200 %, as the root font size (as the browser tests set it).
      if ('largeText' in shape) await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
      await walkThePage(page);
      const file = join(outputDir, `${routeName}-${shapeName}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      if (routeName === 'landing' && screenByScreen.has(shapeName)) await screens(page, `${routeName}-${shapeName}`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
