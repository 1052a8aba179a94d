// The Monetize carousel in a real browser: slides per view by width, buttons, keys, drag, autoplay.
import type { Page } from 'playwright';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { desktop, installPausedClock, openPage, phone, tablet, setUpE2E, tearDownE2E, waitForHydration, type E2EContext } from '../support/e2e';

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

async function openCarousel(context: E2EContext, viewport: { width: number; height: number }, options = {}) {
  const opened = await openPage(context, viewport, options);
  await opened.page.goto(context.server.url + '/');
  await waitForHydration(opened.page);
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
for (const [viewport, expected] of perView) {
  carousel(`shows ${expected.length} slide(s) per view at ${viewport.width}px, aligned to the start`, async (context) => {
    const { page, close } = await openCarousel(context, viewport, { reducedMotion: 'reduce' });
    assert.equal(await visibleSlides(page), expected);
    const notInert = await page.locator('[aria-roledescription="slide"]:not([inert])').evaluateAll((slides) => slides.map((slide) => slide.getAttribute('aria-label')));
    assert.equal(notInert, expected, 'slides out of view are inert (out of the tab order)');
    await close();
  });
}

carousel('has 5 slides, in a labelled carousel region', async (context) => {
  const { page, close } = await openCarousel(context, phone);
  const region = page.locator('[aria-roledescription="carousel"]');
  assert.is(await region.getAttribute('aria-label'), 'Exemplos de ganhos');
  assert.is(await region.locator('[aria-roledescription="slide"]').count(), 5);
  await close();
});

carousel('next and previous move one slide and loop past the ends; neither is ever disabled', async (context) => {
  const { page, close } = await openCarousel(context, desktop, { reducedMotion: 'reduce' });
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
  await close();
});

carousel('ArrowRight and ArrowLeft move the carousel when it has focus', async (context) => {
  const { page, close } = await openCarousel(context, phone, { reducedMotion: 'reduce' });
  await page.getByRole('button', { name: 'Próximo slide' }).focus();
  await page.keyboard.press('ArrowRight');
  await settle(page);
  assert.equal(await visibleSlides(page), ['2 de 5']);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await settle(page);
  assert.equal(await visibleSlides(page), ['5 de 5']);
  await close();
});

carousel('a mouse drag or a swipe to the left moves to the next slide', async (context) => {
  const { page, close } = await openCarousel(context, phone, { reducedMotion: 'reduce', hasTouch: true });
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
  await close();
});

carousel('autoplay advances about every 4 s, pauses on hover, and the rotation button stops it', async (context) => {
  const { page, close } = await openPage(context, desktop);
  await installPausedClock(page);
  await page.goto(context.server.url + '/');
  await waitForHydration(page);
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
  const { page, close } = await openPage(context, desktop, { reducedMotion: 'reduce' });
  await installPausedClock(page);
  await page.goto(context.server.url + '/');
  await waitForHydration(page);
  await page.clock.runFor(30_000);
  assert.is(await startSlide(page), '1 de 5');
  assert.not.ok(await page.getByRole('button', { name: /rotação automática/ }).isVisible());
  await close();
});

carousel.run();
