// The Monetize carousel in a real browser: slides per view by width, buttons, keys, drag, autoplay;
// and the native scroller it is before hydration and without JavaScript.
import type { Page } from 'playwright';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { animationsFinished, desktop, holdScripts, installPausedClock, openPage, phone, reloadedPage, tablet, setUpE2E, sharedPage, tearDownE2E, waitForSettled, type E2EContext } from '../support/e2e';

const carousel = suite<E2EContext>('carousel');
carousel.before(setUpE2E);
carousel.after(tearDownE2E);

/** Labels of the slides whose box lies inside the carousel's viewport, left to right. */
async function visibleSlides(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const region = document.querySelector('[aria-roledescription="carousel"]')!;
    const viewport = region.firstElementChild!.getBoundingClientRect();
    return [...region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')]
      .map((slide) => ({ label: slide.getAttribute('aria-label')!, box: slide.getBoundingClientRect() }))
      .filter(({ box }) => box.left >= viewport.left - 1 && box.right <= viewport.right + 1)
      .sort((a, b) => a.box.left - b.box.left)
      .map(({ label }) => label);
  });
}

/** The slide aligned to the start, read from the DOM state (layout-free: CSS transitions do not run on a fake clock). */
async function startSlide(page: Page): Promise<string | null> {
  return page.locator('[aria-roledescription="slide"][data-offset="0"]').getAttribute('aria-label');
}

async function settle(page: Page) {
  // Slides glide for 450 ms; wait until nothing in the track is transitioning.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/** The landing page loaded afresh in the suite's shared tab, scrolled to the carousel. */
async function openCarousel(context: E2EContext, viewport: { width: number; height: number }, options = {}) {
  const opened = await reloadedPage(context, '/', viewport, options);
  await opened.page.locator('#monetize').scrollIntoViewIfNeeded();
  return opened;
}

// Both sides of each breakpoint, where the CSS (slide widths) and the media queries of
// useSlidesPerView (moves, inert slides) must agree.
const perView: Array<[{ width: number; height: number }, string[]]> = [
  [phone, ['1 de 5']],
  [{ width: 767, height: 1024 }, ['1 de 5']],
  [tablet, ['1 de 5', '2 de 5']],
  [{ width: 1023, height: 800 }, ['1 de 5', '2 de 5']],
  [{ width: 1024, height: 800 }, ['1 de 5', '2 de 5', '3 de 5']],
  [desktop, ['1 de 5', '2 de 5', '3 de 5']],
];
// One tab, loaded again at each width: only read.
for (const [viewport, expected] of perView) {
  carousel(`shows ${expected.length} slide(s) per view at ${viewport.width}px, aligned to the start`, async (context) => {
    const { page } = await sharedPage(context, '/', viewport, { reducedMotion: 'reduce' });
    await page.locator('#monetize').scrollIntoViewIfNeeded();
    assert.equal(await visibleSlides(page), expected);
    const notInert = await page.locator('[aria-roledescription="slide"]:not([inert])').evaluateAll((slides) => slides.map((slide) => slide.getAttribute('aria-label')));
    assert.equal(notInert, expected, 'slides out of view are inert (out of the tab order)');
  });
}

carousel('has 5 slides, in a labelled carousel region', async (context) => {
  const { page } = await openCarousel(context, phone);
  const region = page.locator('[aria-roledescription="carousel"]');
  assert.is(await region.getAttribute('aria-label'), 'Exemplos de ganhos');
  assert.is(await region.locator('[aria-roledescription="slide"]').count(), 5);
});

carousel('next and previous move one slide and loop past the ends; neither is ever disabled', async (context) => {
  const { page } = await openCarousel(context, desktop, { reducedMotion: 'reduce' });
  const next = page.getByRole('button', { name: 'Próximo slide' });
  const previous = page.getByRole('button', { name: 'Slide anterior' });
  await previous.click();
  await settle(page);
  assert.equal(await visibleSlides(page), ['5 de 5', '1 de 5', '2 de 5']);
  for (const expectedFirst of ['5 de 5', '1 de 5', '2 de 5', '3 de 5', '4 de 5', '5 de 5']) {
    assert.is((await visibleSlides(page))[0], expectedFirst);
    assert.is(await next.isDisabled(), false);
    assert.is(await previous.isDisabled(), false);
    await next.click();
    await settle(page);
  }
});

carousel('ArrowRight and ArrowLeft move the carousel when it has focus, from a button or from a click on a slide', async (context) => {
  const { page } = await openCarousel(context, phone, { reducedMotion: 'reduce' });
  await page.getByRole('button', { name: 'Próximo slide' }).focus();
  await page.keyboard.press('ArrowRight');
  await settle(page);
  assert.equal(await visibleSlides(page), ['2 de 5']);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await settle(page);
  assert.equal(await visibleSlides(page), ['5 de 5']);
  await page.locator('[aria-roledescription="slide"][data-offset="0"]').click();
  await page.keyboard.press('ArrowRight');
  await settle(page);
  assert.equal(await visibleSlides(page), ['1 de 5']);
});

carousel('a mouse drag or a swipe to the left moves to the next slide', async (context) => {
  const { page } = await openCarousel(context, phone, { reducedMotion: 'reduce', hasTouch: true });
  const box = (await page.locator('[aria-roledescription="carousel"] > div').first().boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, y, { steps: 6 });
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 6 });
  await page.mouse.up();
  await settle(page);
  assert.equal(await visibleSlides(page), ['2 de 5']);
  // A short drag snaps back.
  await page.mouse.move(box.x + box.width * 0.5, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5 + 20, y, { steps: 4 });
  await page.mouse.up();
  await settle(page);
  assert.equal(await visibleSlides(page), ['2 de 5']);
});

carousel('autoplay advances about every 4 s, pauses on hover, and the rotation button stops it', async (context) => {
  const { page, close } = await openPage(context, desktop, { fresh: true });
  await installPausedClock(page);
  await page.goto(context.server.url + '/');
  await waitForSettled(page);
  await page.mouse.move(5, 5); // away from the carousel
  await page.clock.runFor(3_900);
  assert.is(await startSlide(page), '1 de 5');
  await page.clock.runFor(200);
  assert.is(await startSlide(page), '2 de 5');

  const region = page.locator('[aria-roledescription="carousel"]');
  await region.hover();
  await page.clock.runFor(10_000);
  assert.is(await startSlide(page), '2 de 5', 'paused while hovered');
  await page.mouse.move(5, 5);
  await page.clock.runFor(4_100);
  assert.is(await startSlide(page), '3 de 5', 'resumes when the pointer leaves');

  await page.getByRole('button', { name: 'Pausar a rotação automática dos slides' }).click();
  await page.mouse.move(5, 5);
  await page.clock.runFor(12_000);
  assert.is(await startSlide(page), '3 de 5', 'stopped by the rotation button');
  await page.getByRole('button', { name: 'Retomar a rotação automática dos slides' }).click();
  await page.mouse.move(5, 5);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.clock.runFor(4_100);
  assert.is(await startSlide(page), '4 de 5');
  await close();
});

carousel('autoplay never runs under prefers-reduced-motion', async (context) => {
  const { page, close } = await openPage(context, desktop, { reducedMotion: 'reduce', fresh: true });
  await installPausedClock(page);
  await page.goto(context.server.url + '/');
  await waitForSettled(page);
  await page.clock.runFor(30_000);
  assert.is(await startSlide(page), '1 de 5');
  assert.not.ok(await page.getByRole('button', { name: /rotação automática/ }).isVisible());
  await close();
});

// ---- before hydration, and without JavaScript: a native scroller

const buttonNames = ['Slide anterior', 'Próximo slide', 'Pausar a rotação automática dos slides'];

/** Whether each button is disabled (the rotation button is hidden under reduced motion: counted too). */
async function buttonsDisabled(page: Page): Promise<boolean[]> {
  return Promise.all(buttonNames.map((name) => page.getByRole('button', { name, includeHidden: true }).isDisabled()));
}

/**
 * A horizontal turn of the mouse wheel (a trackpad swipe) over the carousel, as a visitor gives it,
 * then waits until the scroller has snapped: a slide's start on the scroller's start. Polled from
 * Playwright's side, every 20 ms for at most 5 s: with the page's JavaScript off, neither
 * waitForFunction nor an animation frame can run in the page.
 */
async function wheelToNextSlide(page: Page): Promise<void> {
  const viewport = page.locator('[aria-roledescription="carousel"] > div').first();
  await viewport.scrollIntoViewIfNeeded();
  const box = (await viewport.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(300, 0);
  const snapped = () =>
    viewport.evaluate((element) => {
      const start = element.getBoundingClientRect().left;
      const slides = [...element.querySelectorAll('[aria-roledescription="slide"]')];
      return element.scrollLeft > 0 && slides.some((slide) => Math.abs(slide.getBoundingClientRect().left - start) < 0.5);
    });
  for (const deadline = Date.now() + 5_000; !(await snapped()); ) {
    if (Date.now() > deadline) throw new Error('the scroller did not snap to a slide within 5 s');
    await page.waitForTimeout(20);
  }
}

carousel('without JavaScript: a horizontal wheel or swipe scrolls to the next slide, snapped to the start; the buttons are disabled', async (context) => {
  const { page, close } = await openPage(context, phone, { javaScriptEnabled: false });
  await page.goto(context.server.url + '/');
  assert.equal(await visibleSlides(page), ['1 de 5']);
  assert.equal(await buttonsDisabled(page), [true, true, true]);
  await wheelToNextSlide(page);
  assert.equal(await visibleSlides(page), ['2 de 5'], 'one whole slide in view: snapped');
  assert.equal(await buttonsDisabled(page), [true, true, true]);
  await close();
});

/** Where every slide is drawn, and the carousel's own box: what a visitor would see jump. */
async function carouselGeometry(page: Page) {
  return page.evaluate(() => {
    const region = document.querySelector('[aria-roledescription="carousel"]')!;
    const box = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    return { region: box(region), slides: [...region.querySelectorAll('[aria-roledescription="slide"]')].map(box) };
  });
}

carousel('with the scripts held back: the wheel scrolls to the next slide; once hydrated the carousel stays there, nothing moves, and next/previous work', async (context) => {
  const { page, problems, close } = await openPage(context, phone, { fresh: true });
  await installPausedClock(page); // no autoplay step while the test looks
  const release = await holdScripts(page);
  await page.goto(context.server.url + '/', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  assert.equal(await buttonsDisabled(page), [true, true, true]);
  await wheelToNextSlide(page);
  assert.equal(await visibleSlides(page), ['2 de 5']);
  const before = await carouselGeometry(page);

  release();
  await waitForSettled(page);
  assert.equal(await buttonsDisabled(page), [false, false, false]);
  assert.is(await startSlide(page), '2 de 5', 'starts at the slide scrolled to');
  // Measured at once: a slide gliding into its place (450 ms) would be caught on the way.
  assert.equal(await carouselGeometry(page), before, 'no slide and no box moved');
  // The glide runs on the document timeline, which the paused clock does not hold.
  const glided = () => animationsFinished(page, '[aria-roledescription="carousel"]');
  await page.getByRole('button', { name: 'Próximo slide' }).click();
  await glided();
  assert.equal(await visibleSlides(page), ['3 de 5']);
  await page.getByRole('button', { name: 'Slide anterior' }).click();
  await glided();
  await page.getByRole('button', { name: 'Slide anterior' }).click();
  await glided();
  assert.equal(await visibleSlides(page), ['1 de 5']);
  assert.equal(problems, [], 'a clean console: no hydration mismatch');
  await close();
});

carousel.run();
