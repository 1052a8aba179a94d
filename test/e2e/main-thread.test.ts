// The main thread at start-up (issue 9): the first paint never waits for our JavaScript, also when
// the scripts arrive at once and the CPU is slow; and a tap before hydration breaks nothing.
// Orders, not timings: no duration is asserted here (the benchmark measures those).
import type { Page } from 'playwright';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { holdScripts, openPage, phone, setUpE2E, tearDownE2E, waitForHydration, type E2EContext } from '../support/e2e';

const mainThread = suite<E2EContext>('main thread at start-up');
mainThread.before(setUpE2E);
mainThread.after(tearDownE2E);

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

for (const path of ['/', '/bio', '/nao-existe']) {
  mainThread(`${path}: the first paint comes before any of our script work, with the scripts at hand and the CPU slowed 6x`, async (context) => {
    const { page, close } = await openPage(context, phone);
    await page.addInitScript({ content: recordScriptsInLongFrames });
    // No network throttling: on loopback the scripts arrive with the document, as on Wi-Fi or from
    // a warm cache; the slow CPU makes evaluating them long enough to hold a paint back.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto(context.server.url + path);
    await waitForHydration(page);
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

mainThread('a tap on the menu toggle before hydration does nothing; after hydration one tap opens the menu once', async (context) => {
  const { page, problems, close } = await openPage(context, phone, { hasTouch: true });
  const release = await holdScripts(page);
  await page.goto(context.server.url + '/', { waitUntil: 'commit' }); // 'load' would wait for the held scripts
  const toggle = page.getByRole('button', { name: 'Abrir menu' });
  await toggle.tap();
  assert.is(await toggle.getAttribute('aria-expanded'), 'false', 'not hydrated: nothing toggles');
  release();
  await waitForHydration(page);
  assert.is(await page.getByRole('button', { name: 'Abrir menu' }).getAttribute('aria-expanded'), 'false', 'the early tap is not replayed later');
  await page.getByRole('button', { name: 'Abrir menu' }).tap();
  assert.is(await page.getByRole('button', { name: 'Fechar menu' }).getAttribute('aria-expanded'), 'true', 'one tap, one toggle');
  assert.equal(problems, []);
  await close();
});

mainThread("before hydration the carousel's buttons are not offered and a tap on the video breaks nothing; both work once hydrated", async (context) => {
  const { page, problems, close } = await openPage(context, phone, { hasTouch: true });
  const release = await holdScripts(page);
  await page.goto(context.server.url + '/', { waitUntil: 'commit' });
  // The whole document parsed (the held module scripts do not hold this back), so every slide is there.
  await page.waitForFunction(() => document.readyState !== 'loading');
  // The first slide in view once hydrated, counted from 1 (slides out of view are inert).
  const firstInView = () =>
    page.evaluate(() => [...document.querySelectorAll('[aria-roledescription="slide"]')].findIndex((slide) => !slide.hasAttribute('inert')) + 1);
  const videoPaused = () => page.evaluate(() => document.querySelector('video')!.paused);
  // The carousel scrolls natively meanwhile (test/e2e/carousel.test.ts): its buttons wait, disabled.
  for (const name of ['Slide anterior', 'Próximo slide', 'Pausar a rotação automática dos slides']) {
    assert.ok(await page.getByRole('button', { name }).isDisabled(), `${name}: disabled before hydration`);
  }
  await page.getByRole('button', { name: 'Assistir ao vídeo' }).tap();
  assert.ok(await videoPaused(), 'not hydrated: the video stays paused');
  release();
  await waitForHydration(page);
  assert.is(await firstInView(), 1, 'hydrated on the first slide');
  assert.ok(await videoPaused(), 'the early video tap is not replayed later');
  await page.getByRole('button', { name: 'Próximo slide' }).tap();
  await page.waitForFunction(() => [...document.querySelectorAll('[aria-roledescription="slide"]')].findIndex((slide) => !slide.hasAttribute('inert')) === 1);
  assert.equal(problems, []);
  await close();
});

mainThread('the hero video and its native controls are rendered once the downloads start, not before; without JavaScript at once', async (context) => {
  const videoBox = (page: Page) => page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('#home video')!;
    return { display: getComputedStyle(video).display, height: video.getBoundingClientRect().height, controls: video.controls };
  });
  const held = await openPage(context, phone);
  const release = await holdScripts(held.page);
  await held.page.goto(context.server.url + '/', { waitUntil: 'commit' });
  await held.page.waitForFunction(() => document.readyState !== 'loading');
  assert.equal(await videoBox(held.page), { display: 'none', height: 0, controls: true }, 'the entry has not run: the video waits');
  assert.ok(await held.page.locator('#home img').first().isVisible(), 'the poster shows meanwhile');
  release();
  await held.page.waitForFunction(() => getComputedStyle(document.querySelector('#home video')!).display !== 'none');
  const shown = await videoBox(held.page);
  assert.ok(shown.height > 100 && shown.controls, JSON.stringify(shown));
  await held.close();

  const noScript = await openPage(context, phone, { javaScriptEnabled: false });
  await noScript.page.goto(context.server.url + '/');
  const withoutJs = await videoBox(noScript.page).catch(() => null);
  // page.evaluate runs even with the page's JavaScript disabled (Playwright's own world).
  assert.ok(withoutJs && withoutJs.display !== 'none' && withoutJs.height > 100 && withoutJs.controls, JSON.stringify(withoutJs));
  await noScript.close();
});

mainThread('a tap on an internal link before hydration still navigates (the browser follows the link itself)', async (context) => {
  const { page, close } = await openPage(context, phone, { hasTouch: true });
  const release = await holdScripts(page);
  await page.goto(context.server.url + '/bio', { waitUntil: 'commit' });
  await page.getByRole('link', { name: 'Seja um Revendedor' }).tap();
  await page.waitForURL(context.server.url + '/', { waitUntil: 'commit' });
  release();
  await waitForHydration(page);
  assert.ok(await page.getByRole('heading', { level: 1 }).isVisible());
  await close();
});

for (const path of ['/', '/bio']) {
  mainThread(`${path}: every chunk the page lists is fetched, and React's download starts only after the first paint and the main picture's`, async (context) => {
    const { page, close } = await openPage(context, phone);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    // The poster arrives well after the text has painted, as on a slow network: React's download
    // must still wait for the poster's paint, not only for the first one.
    await page.route('**/assets/hero-poster-*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto(context.server.url + path);
    await waitForHydration(page);
    const seen = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      listed: document.querySelector('meta[name="module-chunks"]')?.getAttribute('content')?.split(' ') ?? [],
      fetched: performance.getEntriesByType('resource').map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    assert.ok(seen.fcp !== null, 'a first contentful paint was recorded');
    assert.ok(seen.listed.length >= 2, `${seen.listed.length} chunks listed`);
    for (const chunk of seen.listed) assert.ok(seen.fetched.some((entry) => entry.path === chunk), `${chunk} was fetched`);
    // The first listed chunk is React (test/server/browser-outputs.test.ts): the largest download.
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
