// npm run bench:dev: what `npm run dev` feels like. In a temporary copy of the project it starts
// the dev server, opens the page in Chromium, and times, from the moment a file is saved to the
// moment the open page shows the change (live reload included): the first contentful paint of the
// reloaded page, whose prerendered HTML carries the change. (Polling the page's text instead would
// add the time its scripts hold the main thread after that paint, up to 180 ms here.)
//   - a content change (src/app/content/hero.ts), 5 times;
//   - a picture change (static/images/product-capilar.webp), and how many files it re-encoded.
// It prints medians; it asserts nothing (timings are never tested).
import { spawn } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright';
import { launchChromium } from '../support/chromium';
import { freePort } from '../support/free-port';
import { copyProject } from '../support/project-copy';
import { median } from './stats';

const contentRuns = 5;

/**
 * Polls the page (reloads destroy evaluation contexts, so no waitForFunction) until it holds `text`.
 * Every 50 ms, not faster: reading the page's HTML runs on its main thread, and a tight poll slowed
 * the very reload it was waiting for (the times reported come from the page's own paint entry).
 */
async function waitForText(page: Page, text: string, timeoutMs = 30_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    try {
      if ((await page.content()).includes(text)) return;
    } catch {
      // navigating
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the page never showed "${text}"`);
}

const copy = await copyProject('dev-bench-', { ownImageCache: true });
const port = await freePort();
const child = spawn(process.execPath, ['--import', './test/support/register.mjs', 'build.ts', '--watch'], {
  cwd: copy,
  env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? '', PORT: String(port) },
});
let output = '';
child.stdout.on('data', (chunk) => (output += chunk));
child.stderr.on('data', (chunk) => (output += chunk));
const browser = await launchChromium();
try {
  const started = performance.now();
  while (!/Rebuilt in/.test(output)) {
    if (performance.now() - started > 120_000) throw new Error(`the dev server did not build:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForSelector('#root[data-hydrated]', { state: 'attached' });

  const heroFile = join(copy, 'src', 'app', 'content', 'hero.ts');
  const original = await readFile(heroFile, 'utf8');
  const contentTimes: number[] = [];
  /** From the save to the reloaded page's HTML fully received: the dev server's share. */
  const servedTimes: number[] = [];
  for (let run = 1; run <= contentRuns; run++) {
    const marker = `Representantes oficiais Ozonteck ${run}x`;
    const saved = Date.now();
    await writeFile(heroFile, original.replace("'HERO_BADGE', 'Representantes oficiais Ozonteck'", `'HERO_BADGE', '${marker}'`));
    await waitForText(page, marker);
    // Both clocks are the machine's wall clock (Date.now and the page's timeOrigin), in ms.
    // The text is in the DOM before it is painted: wait for the paint entry.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { polling: 10, timeout: 10_000 });
    const { shownAt, servedAt } = await page.evaluate(() => ({
      shownAt: performance.timeOrigin + performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      servedAt: performance.timeOrigin + (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
    }));
    contentTimes.push(shownAt - saved);
    servedTimes.push(servedAt - saved);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  const before = output.length;
  const picture = join(copy, 'static', 'images', 'product-capilar.webp');
  const flipped = await sharp(await readFile(picture)).flop().webp({ quality: 90 }).toBuffer();
  const saved = performance.now();
  await writeFile(picture, flipped);
  // The new picture has new URLs: wait for the old ones to leave the page.
  const oldHash = /product-capilar-\d+\.([\w-]{8})\./.exec(await page.content())![1]!;
  const deadline = performance.now() + 60_000;
  while ((await page.content().catch(() => oldHash)).includes(`.${oldHash}.`) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  await page.waitForSelector('#root', { state: 'attached' });
  const pictureMs = performance.now() - saved;
  const encoded = /Pictures: (\d+) file\(s\) encoded/.exec(output.slice(before));

  console.log(`npm run dev, from saving a file to the open page showing it (Chromium, 390 px, this machine):`);
  const list = (times: number[]) => times.map((ms) => Math.round(ms)).join(', ');
  console.log(`  content change (src/app/content/hero.ts): median ${Math.round(median(contentTimes))} ms over ${contentRuns} saves (${list(contentTimes)})`);
  console.log(`    of which the new page's HTML received: median ${Math.round(median(servedTimes))} ms (${list(servedTimes)}); the rest is the browser parsing and painting it`);
  console.log(`  picture change (static/images/product-capilar.webp): ${Math.round(pictureMs)} ms; re-encoded ${encoded ? encoded[1] : '?'} file(s) (that picture's variants only)`);
  console.log(`  dev server's own timings: ${[...output.matchAll(/Rebuilt in (\d+) ms/g)].map((match) => match[1]).join(', ')} ms`);
} finally {
  await browser.close();
  child.kill('SIGTERM');
  await rm(copy, { recursive: true, force: true });
}
