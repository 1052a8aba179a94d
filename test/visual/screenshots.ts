// npm run screenshots: full-page PNGs of every route at phone, tablet and desktop widths, for
// looking at what we build. Written to test/visual/output/ (ignored by git).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { launchChromium } from '../support/chromium';
import { startTestServer } from '../support/test-server';

const outputDir = join(import.meta.dirname, 'output');
const widths = { phone: 390, tablet: 768, desktop: 1280 } as const;
const heights = { phone: 844, tablet: 1024, desktop: 800 } as const;
const routes = { landing: '/', bio: '/bio', 'not-found': '/pagina-perdida' } as const;
const only = process.argv.slice(2);

await mkdir(outputDir, { recursive: true });
const server = await startTestServer();
const browser = await launchChromium();
try {
  for (const [device, width] of Object.entries(widths) as Array<[keyof typeof widths, number]>) {
    for (const [name, path] of Object.entries(routes)) {
      if (only.length > 0 && !only.includes(name) && !only.includes(device)) continue;
      const page = await browser.newPage({ viewport: { width, height: heights[device] } });
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      await page.waitForSelector('#root[data-hydrated]', { state: 'attached' });
      // Lazy images below the fold load only when scrolled near: walk the page once.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await new Promise((resolve) => setTimeout(resolve, 120));
        }
        window.scrollTo({ top: 0, behavior: 'instant' });
      });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(400);
      const file = join(outputDir, `${name}-${device}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
