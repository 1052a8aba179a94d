// What a visitor does before hydration, with the scripts held back (a slow network), and how
// hydration takes it over: a tap on the menu toggle, the carousel's native scroll, the hero
// video, an internal link. Every page in a context of its own (fresh): a cold
// HTTP cache, as on a first visit.
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

handover('the hero video is painted with the page with its native controls and its play mark, no link to the file; once hydrated a tap on the mark plays it in place', async (context) => {
  const { page, problems, close } = await openPage(context, phone, { fresh: true, hasTouch: true, isMobile: true });
  const release = await holdScripts(page);
  await page.goto(context.server.url + '/', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  const playMark = page.locator('#home figure > span[aria-hidden="true"]');
  assert.ok(await playMark.isVisible(), 'the play mark, there from the first paint');
  assert.is(await page.locator('#home figure a').count(), 0, 'no link: no tap leaves the page for a bare player');
  const video = await page.evaluate(() => {
    const element = document.querySelector<HTMLVideoElement>('#home video')!;
    return { height: element.getBoundingClientRect().height, controls: element.controls, paused: element.paused };
  });
  assert.equal(video, { height: video.height, controls: true, paused: true });
  assert.ok(video.height > 100, 'the video box is sized before anything loads');
  release();
  await waitForSettled(page);
  const mark = (await playMark.boundingBox())!;
  await page.touchscreen.tap(mark.x + mark.width / 2, mark.y + mark.height / 2);
  await page.waitForFunction(() => !document.querySelector<HTMLVideoElement>('#home video')!.paused);
  assert.is(new URL(page.url()).pathname, '/', 'played in place');
  assert.equal(problems, []);
  await close();
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
