// The floating parts of the landing page: chat button and bubble, back-to-top, social-proof toast.
import type { Page } from 'playwright';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { desktop, installPausedClock, openPage, phone, scrollToY, setUpE2E, tearDownE2E, waitForHydration, type E2EContext } from '../support/e2e';
import { expectedChatHref, expectedRegisterHref } from '../support/test-site';

const floating = suite<E2EContext>('floating buttons and toast');
floating.before(setUpE2E);
floating.after(tearDownE2E);

const bubbleText = 'Olá, eu posso te ajudar com o seu cadastro?';

for (const viewport of [phone, desktop]) {
  floating(`chat button at bottom right opens the chat link at ${viewport.width}px`, async (context) => {
    const { page, close } = await openPage(context, viewport);
    await page.goto(context.server.url + '/');
    await waitForHydration(page);
    const button = page.getByRole('link', { name: 'Conversar no WhatsApp' });
    assert.is(await button.getAttribute('href'), expectedChatHref);
    const href = new URL(await button.evaluate((anchor: HTMLAnchorElement) => anchor.href));
    assert.is(href.searchParams.get('text'), 'Olá! Quero ser revendedor & saber mais?', 'the WHATSAPP_MESSAGE of the test build, decoded by the browser');
    const box = (await button.boundingBox())!;
    assert.ok(box.x + box.width > viewport.width - 40 && box.y + box.height > viewport.height - 40, `at ${box.x},${box.y}`);
    await close();
  });

  floating(`chat bubble shows after scrolling past 70% of the viewport height at ${viewport.width}px`, async (context) => {
    const { page, close } = await openPage(context, viewport);
    await page.goto(context.server.url + '/');
    await waitForHydration(page);
    const threshold = Math.floor(viewport.height * 0.7);
    await scrollToY(page, threshold);
    assert.is(await page.getByText(bubbleText).count(), 0);
    await scrollToY(page, threshold + 2);
    await page.getByText(bubbleText).waitFor();
    await close();
  });
}

floating('a dismissed chat bubble never shows again in the tab: not on scroll, reload or a move between routes', async (context) => {
  const { page, close } = await openPage(context, phone);
  await page.goto(context.server.url + '/');
  await waitForHydration(page);
  await scrollToY(page, 1200);
  await page.getByRole('button', { name: 'Fechar mensagem' }).click();
  assert.is(await page.getByText(bubbleText).count(), 0);
  await scrollToY(page, 0);
  await scrollToY(page, 1500);
  assert.is(await page.getByText(bubbleText).count(), 0);
  await page.reload();
  await waitForHydration(page);
  await scrollToY(page, 1500);
  await page.waitForTimeout(100);
  assert.is(await page.getByText(bubbleText).count(), 0);
  await close();
});

floating('back-to-top: hidden at 300 px or less, visible above, and scrolls smoothly to the top', async (context) => {
  const { page, close } = await openPage(context, phone);
  await page.goto(context.server.url + '/');
  await waitForHydration(page);
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
  await close();
});

floating('back-to-top jumps at once under prefers-reduced-motion', async (context) => {
  const { page, close } = await openPage(context, phone, { reducedMotion: 'reduce' });
  await page.goto(context.server.url + '/');
  await waitForHydration(page);
  await scrollToY(page, 2500);
  await page.getByRole('button', { name: 'Voltar ao topo' }).click();
  assert.is(await page.evaluate(() => window.scrollY), 0);
  await close();
});

/**
 * Moves the page's clock in steps until a toast is on screen (a single big jump could pass over a
 * whole toast: it is gone 5.5 s after it appears). Returns the time it took.
 */
async function runUntilToast(page: Page, limitMs: number, stepMs: number): Promise<number> {
  const toast = page.getByText('Acabou de se cadastrar!');
  let waitedMs = 0;
  while ((await toast.count()) === 0 && waitedMs < limitMs) {
    await page.clock.runFor(stepMs);
    waitedMs += stepMs;
  }
  await toast.waitFor({ timeout: 1_000 });
  return waitedMs;
}

/** Records every play() of a media element with its volume; `outcome` decides whether it succeeds. */
function recordSounds(outcome: 'play' | 'refuse') {
  return `
    window.__sounds = [];
    HTMLMediaElement.prototype.play = function () {
      window.__sounds.push({ src: this.src, volume: this.volume });
      return ${outcome === 'play' ? 'Promise.resolve()' : "Promise.reject(new DOMException('blocked', 'NotAllowedError'))"};
    };`;
}

floating('social-proof toast: first after 15–25 s, with a sound at volume 0.4; visible 5 s, fades 0.5 s; close button hides it', async (context) => {
  const { page, problems, close } = await openPage(context, phone);
  await page.addInitScript(recordSounds('play'));
  await installPausedClock(page);
  await page.goto(context.server.url + '/');
  await waitForHydration(page);
  const toast = page.getByText('Acabou de se cadastrar!');
  // The first delay counts from page load: the page's own clock (performance.now(), faked too)
  // says how long the page has been loaded when it has hydrated.
  const pageTimeMs = () => page.evaluate(() => performance.now());
  await page.clock.runFor(14_900 - (await pageTimeMs()));
  assert.is(await toast.count(), 0, 'nothing before 15 s');
  await runUntilToast(page, 10_200, 100);
  const firstShownAfterLoadMs = await pageTimeMs();
  const firstShownAtMs = await page.evaluate(() => Date.now());
  assert.ok(firstShownAfterLoadMs >= 15_000 && firstShownAfterLoadMs <= 25_000, `first toast ${firstShownAfterLoadMs} ms after page load`);
  assert.is(await page.getByRole('link', { name: 'Seja parceiro você também!' }).getAttribute('href'), expectedRegisterHref);
  const sounds = await page.evaluate(() => (window as unknown as { __sounds: Array<{ src: string; volume: number }> }).__sounds);
  assert.is(sounds.length, 1);
  assert.match(sounds[0]!.src, /\/sounds\/notification\.mp3$/);
  assert.is(sounds[0]!.volume, 0.4);
  const status = page.getByRole('status').filter({ hasText: 'Acabou de se cadastrar!' });
  assert.match((await status.textContent()) ?? '', /(Agora mesmo|Há \d+ minutos)/);

  await page.clock.runFor(5_200);
  assert.is(await page.locator('[data-phase="leaving"]').count(), 1, 'fading out after 5 s');
  await page.clock.runFor(600);
  assert.is(await toast.count(), 0, 'removed after the 0.5 s fade');

  // The next one comes 45–60 s after the first appeared.
  await runUntilToast(page, 70_000, 1_000);
  const secondShownAtMs = await page.evaluate(() => Date.now());
  const intervalMs = secondShownAtMs - firstShownAtMs;
  assert.ok(intervalMs >= 45_000 && intervalMs <= 61_000, `second toast ${intervalMs} ms after the first`);
  await page.getByRole('button', { name: 'Fechar notificação' }).click();
  await page.clock.runFor(600);
  assert.is(await toast.count(), 0);
  assert.equal(problems, []);
  await close();
});

floating('a refused notification sound is logged as "Erro ao reproduzir som" and nothing else happens', async (context) => {
  const { page, problems, close } = await openPage(context, desktop);
  await page.addInitScript(recordSounds('refuse'));
  await installPausedClock(page);
  await page.goto(context.server.url + '/');
  await waitForHydration(page);
  await runUntilToast(page, 25_100, 500);
  assert.is(problems.length, 1, problems.join(' | '));
  assert.match(problems[0]!, /^warning: Erro ao reproduzir som/);
  await close();
});

floating.run();
