// The main thread at start-up: the first paint never waits for our JavaScript, also when
// the scripts arrive at once and the CPU is slow. Orders, not timings: no duration is asserted
// here (the benchmark measures those); the file runs alone, since another load on the machine can
// hold a paint back. Taps before hydration are in hydration-handover.test.ts.
import type { Page } from 'playwright';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, phone, setUpE2E, tearDownE2E, waitForSettled, type E2EContext } from '../support/e2e';

const mainThread = suite<E2EContext>('main thread at start-up');
mainThread.before(setUpE2E);
mainThread.after(tearDownE2E);

// Every page in a context of its own (fresh): start-up orders are judged from a cold HTTP cache.

/** Records Long Animation Frames' script entries from the start, before any page script runs. */
const recordScriptsInLongFrames = `
  window.__longFrameScripts = [];
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) {
      for (const script of frame.scripts) window.__longFrameScripts.push({ url: script.sourceURL, start: script.startTime });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });`;

interface StartUpOrder {
  fcp: number | null;
  evaluationStart: number | null;
  longFrameScripts: Array<{ url: string; start: number }>;
  entryScript: string;
}

async function startUpOrder(page: Page): Promise<StartUpOrder> {
  return page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    evaluationStart: performance.getEntriesByName('evaluation-start')[0]?.startTime ?? null,
    longFrameScripts: (window as unknown as { __longFrameScripts: Array<{ url: string; start: number }> }).__longFrameScripts,
    entryScript: new URL(document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.src).pathname,
  }));
}

// /bio and the 404 page load no React (test/e2e/static-pages.test.ts): only / has script work to order.
for (const path of ['/']) {
  mainThread(`${path}: the first paint comes before any of our script work, with the scripts at hand and the CPU slowed 6x`, async (context) => {
    const { page, close } = await openPage(context, phone, { fresh: true });
    await page.addInitScript({ content: recordScriptsInLongFrames });
    // No network throttling: on loopback the scripts arrive with the document, as on Wi-Fi or from
    // a warm cache; the slow CPU makes evaluating them long enough to hold a paint back.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto(context.server.url + path);
    await waitForSettled(page);
    const order = await startUpOrder(page);
    assert.ok(order.fcp !== null, 'a first contentful paint was recorded');
    assert.ok(order.evaluationStart !== null, 'the evaluation-start mark was set');
    assert.ok(order.fcp! < order.evaluationStart!, `FCP at ${order.fcp} ms, evaluation from ${order.evaluationStart} ms`);
    // Independently of our own mark: no script of ours but the tiny entry ran inside a long frame
    // before the first paint (React's evaluation would, were it not held back).
    const early = order.longFrameScripts.filter((script) => /\/assets\//.test(script.url) && !script.url.endsWith(order.entryScript) && script.start < order.fcp!);
    assert.equal(early, [], 'scripts evaluated before the first paint');
    await close();
  });
}

for (const path of ['/']) {
  mainThread(`${path}: every chunk the page lists is fetched, and React's download starts only after the first paint and the main picture's`, async (context) => {
    const { page, close } = await openPage(context, phone, { fresh: true });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    // The poster arrives well after the text has painted, as on a slow network: React's download
    // must still wait for the poster's paint, not only for the first one.
    await page.route('**/assets/hero-poster-*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto(context.server.url + path);
    await waitForSettled(page);
    const seen = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      listed: document.querySelector('meta[name="module-chunks"]')?.getAttribute('content')?.split(' ') ?? [],
      fetched: performance.getEntriesByType('resource').map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    assert.ok(seen.fcp !== null, 'a first contentful paint was recorded');
    assert.ok(seen.listed.length >= 2, `${seen.listed.length} chunks listed`);
    for (const chunk of seen.listed) assert.ok(seen.fetched.some((entry) => entry.path === chunk), `${chunk} was fetched`);
    // The first listed chunk is React (test/build/browser-outputs.test.ts): the largest download.
    const react = seen.fetched.find((entry) => entry.path === seen.listed[0]);
    assert.ok(react!.start > seen.fcp!, `React requested at ${react!.start} ms, first paint at ${seen.fcp} ms`);
    // And after the paint of the page's main picture (the hero poster on /; /bio has none), as
    // Element Timing reports it: Lighthouse's simulation counts requests that start before the
    // largest paint as needed for it.
    const mainPicturePaint = await page.evaluate(
      () =>
        new Promise<number | null>((resolve) => {
          const picture = document.querySelector('#home img[fetchpriority="high"]');
          if (!picture) return resolve(null);
          setTimeout(() => resolve(-1), 5_000); // no paint reported for it (no elementtiming attribute)
          new PerformanceObserver((list) => {
            const entry = list.getEntries().find((candidate) => (candidate as PerformanceEntry & { element: Element | null }).element === picture);
            resolve(entry ? (entry as PerformanceEntry & { renderTime: number }).renderTime : -1);
          }).observe({ type: 'element', buffered: true });
        }),
    );
    if (path === '/') {
      assert.ok(mainPicturePaint !== null && mainPicturePaint > 0, `the hero poster's largest paint: ${mainPicturePaint}`);
      assert.ok(react!.start > mainPicturePaint!, `React requested at ${react!.start} ms, the hero poster painted at ${mainPicturePaint} ms`);
    } else {
      assert.is(mainPicturePaint, null, 'a page without a main picture');
    }
    await close();
  });
}

mainThread.run();
