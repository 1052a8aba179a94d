// The floating parts of the landing page: chat button and bubble, back-to-top, social-proof toast.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { desktop, installPausedClock, openPage, phone, reloadedPage, scrollToY, setUpE2E, sharedPage, tearDownE2E, waitForSettled, type E2EContext } from '../support/e2e';
import { expectedChatHref, expectedRegisterHref } from '../support/test-site';

const floating = suite<E2EContext>('floating buttons and toast');
floating.before(setUpE2E);
floating.after(tearDownE2E);

const bubbleText = 'Olá, eu posso te ajudar com o seu cadastro?';

// One tab per width for these two: the chat button is only read, then the bubble test scrolls.
for (const viewport of [phone, desktop]) {
  floating(`chat button at bottom right opens the chat link at ${viewport.width}px`, async (context) => {
    const { page } = await sharedPage(context, '/', viewport);
    const button = page.getByRole('link', { name: 'Conversar no WhatsApp' });
    assert.is(await button.getAttribute('href'), expectedChatHref);
    const href = new URL(await button.evaluate((anchor: HTMLAnchorElement) => anchor.href));
    assert.is(href.searchParams.get('text'), 'Olá! Vim pelo site e quero me cadastrar como revendedor Ozonteck. Pode me ajudar com o cadastro?', 'the default message, decoded by the browser');
    const box = (await button.boundingBox())!;
    assert.ok(box.x + box.width > viewport.width - 40 && box.y + box.height > viewport.height - 40, `at ${box.x},${box.y}`);
  });

  floating(`chat bubble shows after scrolling past 70% of the viewport height at ${viewport.width}px`, async (context) => {
    const { page } = await sharedPage(context, '/', viewport);
    const threshold = Math.floor(viewport.height * 0.7);
    await scrollToY(page, threshold);
    assert.is(await page.getByText(bubbleText).count(), 0);
    await scrollToY(page, threshold + 2);
    await page.getByText(bubbleText).waitFor();
  });
}

// The page's clock is paused: a longer real wait for React to render moves none of its time,
// and a loaded machine can take more than a second to paint what the clock made due.
const renderWaitMs = 10_000;

floating('a dismissed chat bubble never shows again in the tab: not on scroll, reload or a move between routes', async (context) => {
  const { page } = await reloadedPage(context, '/', phone);
  await scrollToY(page, 1200);
  await page.getByRole('button', { name: 'Fechar mensagem' }).click();
  assert.is(await page.getByText(bubbleText).count(), 0);
  await scrollToY(page, 0);
  await scrollToY(page, 1500);
  assert.is(await page.getByText(bubbleText).count(), 0);
  await page.reload();
  await waitForSettled(page);
  await scrollToY(page, 1500);
  // Proof the page has seen this scroll: back-to-top (past 300 px) reacts to the same listener.
  await page.getByRole('button', { name: 'Voltar ao topo' }).waitFor({ state: 'visible' });
  assert.is(await page.getByText(bubbleText).count(), 0);
});

floating('back-to-top: hidden at 300 px or less, visible above, and scrolls smoothly to the top', async (context) => {
  const { page } = await reloadedPage(context, '/', phone);
  const button = page.getByRole('button', { name: 'Voltar ao topo' });
  await scrollToY(page, 300);
  assert.not.ok(await button.isVisible());
  await scrollToY(page, 301);
  await button.waitFor({ state: 'visible' });
  const box = (await button.boundingBox())!;
  assert.ok(box.x < 40, 'bottom left');
  await scrollToY(page, 2500);
  await button.click();
  // Smooth: part-way up after a short moment, then at the top.
  await page.waitForFunction(() => window.scrollY < 2500);
  await page.waitForFunction(() => window.scrollY === 0);
  await button.waitFor({ state: 'hidden' });
});

floating('back-to-top jumps at once under prefers-reduced-motion', async (context) => {
  const { page } = await reloadedPage(context, '/', phone, { reducedMotion: 'reduce' });
  await scrollToY(page, 2500);
  await page.getByRole('button', { name: 'Voltar ao topo' }).click();
  assert.is(await page.evaluate(() => window.scrollY), 0);
});

/**
 * Every Math.random() in the page returns 0.5, so the schedule is exact: the first toast after
 * 15 s + 0.5 × 10 s = 20 s, the next 45 s + 0.5 × 15 s = 52.5 s after it (spec: 15–25 s, 45–60 s).
 */
const middleRandom = 'Math.random = () => 0.5;';
const firstToastMs = 20_000;
const nextToastMs = 52_500;

/** Records every play() of a media element with its volume; `outcome` decides whether it succeeds. */
function recordSounds(outcome: 'play' | 'refuse') {
  return `
    window.__sounds = [];
    HTMLMediaElement.prototype.play = function () {
      window.__sounds.push({ src: this.src, volume: this.volume });
      return ${outcome === 'play' ? 'Promise.resolve()' : "Promise.reject(new DOMException('blocked', 'NotAllowedError'))"};
    };`;
}

floating('social-proof toast: first after 15–25 s, with a sound at volume 0.4; visible 5 s, fades 0.5 s; next 45–60 s later; close button hides it', async (context) => {
  const { page, problems, close } = await openPage(context, phone, { fresh: true });
  await page.addInitScript(recordSounds('play'));
  await page.addInitScript(middleRandom);
  await installPausedClock(page);
  await page.goto(context.server.url + '/');
  await waitForSettled(page);
  const toast = page.getByText('Acabou de se cadastrar!');
  const phase = () => page.locator('[data-phase]').getAttribute('data-phase');

  // The first delay counts from page load: the page's own clock (performance.now(), faked too)
  // says how long the page has been loaded when it has hydrated.
  const loadedForMs = await page.evaluate(() => performance.now());
  await page.clock.runFor(firstToastMs - loadedForMs - 1);
  assert.is(await toast.count(), 0, 'nothing 1 ms before 20 s after page load');
  await page.clock.runFor(1);
  await toast.waitFor({ timeout: renderWaitMs });
  assert.is(await page.getByRole('link', { name: 'Seja parceiro você também!' }).getAttribute('href'), expectedRegisterHref);
  const sounds = await page.evaluate(() => (window as unknown as { __sounds: Array<{ src: string; volume: number }> }).__sounds);
  assert.is(sounds.length, 1);
  assert.match(sounds[0]!.src, /\/sounds\/notification\.mp3$/);
  assert.is(sounds[0]!.volume, 0.4);
  const status = page.getByRole('status').filter({ hasText: 'Acabou de se cadastrar!' });
  assert.match((await status.textContent()) ?? '', /(Agora mesmo|Há \d+ minutos)/);

  await page.clock.runFor(4_999);
  assert.is(await phase(), 'visible', 'still fully visible 1 ms before 5 s');
  await page.clock.runFor(1);
  assert.is(await phase(), 'leaving', 'fading out at 5 s');
  await page.clock.runFor(499);
  assert.is(await toast.count(), 1, 'still fading 1 ms before the end of the 0.5 s fade');
  await page.clock.runFor(1);
  assert.is(await toast.count(), 0, 'removed after the 0.5 s fade');

  // The next one is due 52.5 s after the first appeared; 5.5 s of that have passed.
  await page.clock.runFor(nextToastMs - 5_500 - 1);
  assert.is(await toast.count(), 0, 'nothing 1 ms before 52.5 s after the first');
  await page.clock.runFor(1);
  await toast.waitFor({ timeout: renderWaitMs });
  await page.getByRole('button', { name: 'Fechar notificação' }).click();
  await page.clock.runFor(500);
  assert.is(await toast.count(), 0);
  assert.equal(problems, []);
  await close();
});

floating('a refused notification sound is logged as "Erro ao reproduzir som" and nothing else happens', async (context) => {
  const { page, problems, close } = await openPage(context, desktop, { fresh: true });
  await page.addInitScript(recordSounds('refuse'));
  await page.addInitScript(middleRandom);
  await installPausedClock(page);
  await page.goto(context.server.url + '/');
  await waitForSettled(page);
  await page.clock.runFor(firstToastMs - (await page.evaluate(() => performance.now())));
  await page.getByText('Acabou de se cadastrar!').waitFor({ timeout: renderWaitMs });
  assert.is(problems.length, 1, problems.join(' | '));
  assert.match(problems[0]!, /^warning: Erro ao reproduzir som/);
  await close();
});

floating.run();
