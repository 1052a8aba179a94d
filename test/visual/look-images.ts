// Screenshots of the hero and of the picture sections at 390 and 1280 px, DPR 1 and 2, and the
// picture files each load fetched: for choosing encoder settings by eye
// (test/bench/PERFORMANCE.md, "Building: pictures, precompression, the dev loop"). `node --import ./test/support/register.mjs test/visual/look-images.ts`
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { launchChromium } from '../support/chromium';
import { serve } from '../support/serve';

const outputDir = join(import.meta.dirname, 'output');
const sections = ['#home', '#monetize', '#products', '#depoimentos'];
await mkdir(outputDir, { recursive: true });
const server = await serve();
const browser = await launchChromium();
try {
  for (const width of [390, 1280]) {
    for (const scale of [1, 2]) {
      const context = await browser.newContext({ viewport: { width, height: 844 }, deviceScaleFactor: scale });
      const page = await context.newPage();
      const fetched: string[] = [];
      page.on('response', (response) => {
        if (/\.(avif|webp|svg|png|jpg)$/.test(response.url())) fetched.push(new URL(response.url()).pathname);
      });
      await page.goto(server.url + '/', { waitUntil: 'networkidle' });
      for (const section of sections) {
        const element = page.locator(section);
        await element.scrollIntoViewIfNeeded();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        await element.screenshot({ path: join(outputDir, `look-${section.slice(1)}-${width}@${scale}x.png`) });
      }
      console.log(`${width}px @${scale}x fetched:`, fetched.join(' '));
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
