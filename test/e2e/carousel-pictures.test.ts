// Which of the carousel's pictures load, and when, in Chromium on a phone: none with the page
// (the carousel is below the fold), with the scripts held back or hydrated; the slides in view and
// the next in line once the visitor reaches the carousel; before hydration each further slide's
// picture as the native scroller brings it into view. The carousel keeps its height throughout
// (nothing below it moves). Without JavaScript the HTML standard turns lazy loading off, so every
// picture loads with the page: before-hydration.test.ts checks that the page works then.
import type { Page } from 'playwright';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { holdScripts, openPage, phone, setUpE2E, tearDownE2E, waitForSettled, type E2EContext } from '../support/e2e';

const pictures = suite<E2EContext>('carousel pictures on demand');
pictures.before(setUpE2E);
pictures.after(tearDownE2E);

/** The earnings slides whose picture was requested, in the order of their numbers. */
function recordSlides(page: Page): () => number[] {
  const slides = new Set<number>();
  page.on('request', (request) => {
    const match = /earnings-(\d)/.exec(request.url());
    if (match) slides.add(Number(match[1]));
  });
  return () => [...slides].sort();
}

const carousel = '#monetize [aria-roledescription="carousel"]';
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))));
const heightOf = (page: Page) => page.evaluate((selector) => document.querySelector(selector)!.getBoundingClientRect().height, carousel);

pictures('hydrated: none with the page; the slide in view and the next once the carousel is reached', async (context) => {
  const { page, close } = await openPage(context, phone, { isMobile: true, hasTouch: true, fresh: true });
  const requested = recordSlides(page);
  await page.goto(context.server.url + '/');
  await waitForSettled(page);
  await page.waitForLoadState('networkidle');
  await settle(page);
  assert.equal(requested(), [], 'no earnings picture with the page');
  const before = await heightOf(page);
  await page.locator(carousel).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await settle(page);
  assert.equal(requested(), [1, 2]);
  assert.is(await heightOf(page), before, 'the carousel kept its height');
  await close();
});

pictures('scripts held back: none with the page; a swipe of the native scroller shows each next picture as its slide comes into view', async (context) => {
  const { page, close } = await openPage(context, phone, { isMobile: true, hasTouch: true, fresh: true });
  const release = await holdScripts(page);
  const requested = recordSlides(page);
  await page.goto(context.server.url + '/', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  await settle(page);
  assert.equal(requested(), [], 'no earnings picture with the page');
  const before = await heightOf(page);
  await page.locator(carousel).scrollIntoViewIfNeeded();
  await settle(page);
  const reached = requested();
  assert.ok(reached.includes(1) && !reached.includes(4) && !reached.includes(5), `in view: ${reached}`);
  for (let slide = 2; slide <= 5; slide++) {
    await page.evaluate(([selector, index]) => {
      const scroller = document.querySelector(`${selector} > div`)!;
      scroller.scrollTo({ left: scroller.clientWidth * (index - 1), behavior: 'instant' });
    }, [carousel, slide] as const);
    await page.waitForFunction((index) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(`earnings-${index}`)), slide);
    const image = page.locator(`${carousel} [aria-roledescription="slide"]:nth-child(${slide}) img`);
    await page.waitForFunction((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0, await image.elementHandle());
  }
  assert.equal(requested(), [1, 2, 3, 4, 5]);
  assert.is(await heightOf(page), before, 'the carousel kept its height');
  release();
  await close();
});

pictures.run();
