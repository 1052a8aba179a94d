// What a visitor does before hydration, with the scripts held back (a slow network), and how
// hydration takes it over: a tap on the menu toggle, the carousel's native scroll, the hero
// video's native controls, an internal link. Every page in a context of its own (fresh): a cold
// HTTP cache, as on a first visit.
import type { Page } from 'playwright';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { holdScripts, openPage, phone, setUpE2E, tearDownE2E, waitForSettled, type E2EContext } from '../support/e2e';

const handover = suite<E2EContext>('before hydration, then hydration takes over');
handover.before(setUpE2E);
handover.after(tearDownE2E);

handover('a tap on the menu toggle before hydration opens the menu natively; hydration takes over that state, and one tap closes it', async (context) => {
  const { page, problems, close } = await openPage(context, phone, { fresh: true, hasTouch: true });
  const release = await holdScripts(page);
  await page.goto(context.server.url + '/', { waitUntil: 'commit' }); // 'load' would wait for the held scripts
  const menuLink = page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Produtos' });
  await page.getByRole('button', { name: 'Abrir menu' }).tap();
  await menuLink.waitFor({ state: 'visible' });
  release();
  await waitForSettled(page);
  assert.is(await page.getByRole('button', { name: 'Fechar menu' }).getAttribute('aria-expanded'), 'true', 'hydrated in the state the visitor left it');
  assert.ok(await menuLink.isVisible(), 'still open');
  await page.getByRole('button', { name: 'Fechar menu' }).tap();
  await menuLink.waitFor({ state: 'hidden' });
  assert.is(await page.getByRole('button', { name: 'Abrir menu' }).getAttribute('aria-expanded'), 'false', 'one tap, one toggle');
  assert.equal(problems, []);
  await close();
});

handover("before hydration the carousel's buttons are inactive (it scrolls natively meanwhile); they work once hydrated", async (context) => {
  const { page, problems, close } = await openPage(context, phone, { fresh: true, hasTouch: true });
  const release = await holdScripts(page);
  await page.goto(context.server.url + '/', { waitUntil: 'commit' });
  // The whole document parsed (the held module scripts do not hold this back), so every slide is there.
  await page.waitForFunction(() => document.readyState !== 'loading');
  // The first slide in view once hydrated, counted from 1 (slides out of view are inert).
  const firstInView = () =>
    page.evaluate(() => [...document.querySelectorAll('[aria-roledescription="slide"]')].findIndex((slide) => !slide.hasAttribute('inert')) + 1);
  // The carousel scrolls natively meanwhile (test/e2e/carousel.test.ts): its buttons wait, disabled.
  for (const name of ['Slide anterior', 'Próximo slide', 'Pausar a rotação automática dos slides']) {
    assert.ok(await page.getByRole('button', { name }).isDisabled(), `${name}: disabled before hydration`);
  }
  release();
  await waitForSettled(page);
  assert.is(await firstInView(), 1, 'hydrated on the first slide');
  await page.getByRole('button', { name: 'Próximo slide' }).tap();
  await page.waitForFunction(() => [...document.querySelectorAll('[aria-roledescription="slide"]')].findIndex((slide) => !slide.hasAttribute('inert')) === 1);
  assert.equal(problems, []);
  await close();
});

handover('the hero video\'s native controls work from the first paint, scripts held back or off; the play overlay comes with hydration', async (context) => {
  const videoState = (page: Page) =>
    page.evaluate(() => {
      const video = document.querySelector<HTMLVideoElement>('#home video')!;
      return { height: video.getBoundingClientRect().height, controls: video.controls, paused: video.paused };
    });
  const overlay = (page: Page) => page.getByRole('button', { name: 'Assistir ao vídeo' });
  /** The native play button: at the left end of the button row, above the timeline, at the bottom. */
  const tapNativePlay = async (page: Page) => {
    const box = (await page.locator('#home video').boundingBox())!;
    await page.touchscreen.tap(box.x + 22, box.y + box.height - 50);
  };

  const held = await openPage(context, phone, { fresh: true, hasTouch: true, isMobile: true });
  const release = await holdScripts(held.page);
  await held.page.goto(context.server.url + '/', { waitUntil: 'commit' });
  await held.page.waitForFunction(() => document.readyState !== 'loading');
  const before = await videoState(held.page);
  assert.ok(before.height > 100 && before.controls && before.paused, JSON.stringify(before));
  assert.is(await overlay(held.page).count(), 0, 'no overlay that could not work yet');
  await held.page.locator('#home video').scrollIntoViewIfNeeded();
  await tapNativePlay(held.page);
  await held.page.waitForFunction(() => !document.querySelector<HTMLVideoElement>('#home video')!.paused);
  release();
  await waitForSettled(held.page);
  await held.close();

  const noScript = await openPage(context, phone, { fresh: true, javaScriptEnabled: false, hasTouch: true, isMobile: true });
  await noScript.page.goto(context.server.url + '/');
  // page.evaluate runs even with the page's JavaScript disabled (Playwright's own world).
  assert.is(await overlay(noScript.page).count(), 0);
  await noScript.page.locator('#home video').scrollIntoViewIfNeeded();
  await tapNativePlay(noScript.page);
  await noScript.page.waitForFunction(() => !document.querySelector<HTMLVideoElement>('#home video')!.paused);
  await noScript.close();

  const hydrated = await openPage(context, phone, { fresh: true });
  await hydrated.page.goto(context.server.url + '/');
  await waitForSettled(hydrated.page);
  assert.ok(await overlay(hydrated.page).isVisible(), 'the overlay shows once it can work');
  await hydrated.close();
});

handover('a tap on an internal link before hydration still navigates (the browser follows the link itself)', async (context) => {
  const { page, close } = await openPage(context, phone, { fresh: true, hasTouch: true });
  const release = await holdScripts(page);
  await page.goto(context.server.url + '/bio', { waitUntil: 'commit' });
  await page.getByRole('link', { name: 'Seja um Revendedor' }).tap();
  await page.waitForURL(context.server.url + '/', { waitUntil: 'commit' });
  release();
  await waitForSettled(page);
  assert.ok(await page.getByRole('heading', { level: 1 }).isVisible());
  await close();
});

handover.run();
