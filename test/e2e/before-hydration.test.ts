// Every control on / works the moment it is painted: with the scripts held back (a slow
// network, a script that fails) and with JavaScript off, each control does what it says or is not
// offered at all; after hydration each behaves as the spec says. Real taps on a phone-sized page.
import type { BrowserContext, Page } from 'playwright';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { holdScripts, openPage, phone, scrollToY, setUpE2E, tearDownE2E, waitForSettled, type E2EContext, type RecordedPage } from '../support/e2e';
import { expectNoViolations, readAxeSource } from '../support/axe';
import { expectedChatHref } from '../support/test-site';

const controls = suite<E2EContext>('controls before hydration, without JavaScript, and after');
controls.before(setUpE2E);
controls.after(tearDownE2E);

type Mode = 'scripts held back' | 'JavaScript off' | 'hydrated';
const modes: Mode[] = ['scripts held back', 'JavaScript off', 'hydrated'];

const answeringContexts = new WeakSet<BrowserContext>();

/**
 * No request may leave the machine: outbound links (and the tabs they open) answer from here. Set
 * once on each of the suite's pooled contexts, where every test wants it.
 */
async function answerOutboundLinks(browserContext: BrowserContext): Promise<void> {
  if (answeringContexts.has(browserContext)) return;
  answeringContexts.add(browserContext);
  await browserContext.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'fora do site' }));
}

/** The landing page on a phone in `mode`; `release` lets held scripts through (a no-op otherwise). */
async function openIn(context: E2EContext, mode: Mode): Promise<RecordedPage & { release: () => void }> {
  const recorded = await openPage(context, phone, { hasTouch: true, isMobile: true, javaScriptEnabled: mode !== 'JavaScript off' });
  await answerOutboundLinks(recorded.page.context());
  const release = mode === 'scripts held back' ? await holdScripts(recorded.page) : () => {};
  // Module scripts hold DOMContentLoaded back: with them held, wait for the parse to end instead.
  await recorded.page.goto(context.server.url + '/', { waitUntil: mode === 'scripts held back' ? 'commit' : 'load' });
  await until(recorded.page, () => document.readyState !== 'loading');
  if (mode === 'hydrated') await waitForSettled(recorded.page);
  return { ...recorded, release };
}

/**
 * Waits until `condition` holds in the page. Polled from outside with evaluate, which works with
 * the page's JavaScript off (waitForFunction does not).
 */
async function until(page: Page, condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(condition))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${condition.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const videoPlays = () => {
  const video = document.querySelector('video');
  return video !== null && !video.paused;
};

for (const mode of modes) {
  controls(`${mode}: the menu opens, and a link in it scrolls to its section and closes it`, async (context) => {
    const { page, release, close } = await openIn(context, mode);
    const menuLink = page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Produtos' });
    assert.not.ok(await menuLink.isVisible(), 'closed at first');
    await page.getByRole('button', { name: 'Abrir menu' }).tap();
    await menuLink.waitFor({ state: 'visible' });
    await menuLink.tap();
    await menuLink.waitFor({ state: 'hidden' });
    await until(page, () => Math.abs(document.getElementById('products')!.getBoundingClientRect().top - 64) < 4);
    release();
    await close();
  });

  // Before hydration the play mark takes no tap of its own (the video under it gets it, and the
  // browser's own handling applies): the native controls are the video's working control.
  controls(`${mode}: the video shows its native controls, which play it in place; once hydrated a tap on the picture toggles it`, async (context) => {
    const { page, release, close } = await openIn(context, mode);
    const video = page.locator('#home video');
    await video.scrollIntoViewIfNeeded();
    assert.is(await page.evaluate(() => document.querySelector<HTMLVideoElement>('#home video')!.controls), true, 'native controls shown');
    const box = (await video.boundingBox())!;
    if (mode === 'hydrated') {
      // The play mark's circle, in the middle of the picture above the control bar.
      await page.touchscreen.tap(box.x + box.width / 2, box.y + (box.height - 56) / 2);
    } else {
      // The control bar's own play button, at its left end.
      await page.touchscreen.tap(box.x + 24, box.y + box.height - 48);
    }
    await until(page, videoPlays);
    assert.is(new URL(page.url()).pathname, '/', 'in place: nothing on the page leads to the video file');
    if (mode === 'hydrated') {
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 3);
      await until(page, () => document.querySelector<HTMLVideoElement>('#home video')!.paused);
    }
    release();
    await close();
  });

  controls(`${mode}: the chat button opens the chat link in a new tab`, async (context) => {
    const { page, release, close } = await openIn(context, mode);
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Conversar no WhatsApp' }).tap();
    assert.is((await popup).url(), expectedChatHref);
    release();
    await close();
  });

  controls(`${mode}: the carousel moves to the next slide: by swipe while its buttons are inactive, by its button once hydrated`, async (context) => {
    const { page, release, close } = await openIn(context, mode);
    const next = page.getByRole('button', { name: 'Próximo slide' });
    const previous = page.getByRole('button', { name: 'Slide anterior' });
    await page.locator('[aria-roledescription="carousel"]').scrollIntoViewIfNeeded();
    if (mode === 'hydrated') {
      await next.tap();
      await until(page, () => [...document.querySelectorAll('[aria-roledescription="slide"]')].findIndex((slide) => !slide.hasAttribute('inert')) === 1);
      await previous.tap();
      await until(page, () => [...document.querySelectorAll('[aria-roledescription="slide"]')].findIndex((slide) => !slide.hasAttribute('inert')) === 0);
    } else {
      assert.ok((await next.isDisabled()) && (await previous.isDisabled()), 'buttons that cannot work yet are inactive');
      const box = (await page.locator('[aria-roledescription="carousel"] > div').first().boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(box.width, 0);
      const slideWidth = box.width;
      await until(page, () => {
        const scroller = document.querySelector('[aria-roledescription="carousel"] > div')!;
        return scroller.scrollLeft > 0;
      });
      const scrolled = await page.evaluate(() => document.querySelector('[aria-roledescription="carousel"] > div')!.scrollLeft);
      assert.ok(Math.abs(scrolled - slideWidth) < 2, `snapped to the second slide: scrolled ${scrolled} of ${slideWidth}`);
      // And by keyboard: the scroller is a stop of the Tab order, and an arrow key scrolls it.
      const scroller = page.locator('[aria-roledescription="carousel"] > div').first();
      assert.is(await scroller.getAttribute('tabindex'), '0', 'the scroller is in the Tab order');
      await scroller.focus();
      await page.keyboard.press('ArrowRight');
      await until(page, () => document.querySelector('[aria-roledescription="carousel"] > div')!.scrollLeft > 1.5 * document.querySelector('[aria-roledescription="carousel"] > div')!.clientWidth);
    }
    release();
    await close();
  });

  controls(`${mode}: the header is transparent at 50 px of scroll or less and dark above it; back to top is offered only once it works, and then scrolls to the top`, async (context) => {
    const { page, release, close } = await openIn(context, mode);
    const backdropOpacity = () => page.evaluate(() => getComputedStyle(document.querySelector('header')!, '::before').opacity);
    for (const [y, opacity] of [[51, '1'], [50, '0'], [900, '1'], [0, '0']] as const) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      const deadline = Date.now() + 5_000; // the script's fade takes 250 ms
      while ((await backdropOpacity()) !== opacity && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      assert.is(await backdropOpacity(), opacity, `backdrop at ${y} px of scroll`);
    }
    const button = page.getByRole('button', { name: 'Voltar ao topo' });
    if (mode === 'hydrated') {
      await scrollToY(page, 1200);
      await button.waitFor({ state: 'visible' });
      await button.tap();
      await until(page, () => window.scrollY === 0);
    } else {
      await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
      await until(page, () => Math.abs(window.scrollY - 1200) < 2);
      assert.not.ok(await button.isVisible(), 'shown though nothing could make it work');
    }
    release();
    await close();
  });
}

controls('scripts held back: axe finds nothing at load, the carousel\'s native scroller included', async (context) => {
  const { page, release, close } = await openIn(context, 'scripts held back');
  await expectNoViolations(page, await readAxeSource(), '/ before hydration');
  assert.is(await page.locator('#root[data-hydrated]').count(), 0, 'checked before hydration');
  release();
  await close();
});

controls.run();
