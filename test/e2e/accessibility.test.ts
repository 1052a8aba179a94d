// WCAG 2.2 AA in a real browser: axe-core on every page and state at phone and desktop widths
// (zero violations of any impact), a keyboard-only walk, and reflow at 320 px, 200% zoom and 200%
// text.
import type { Page } from 'playwright';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { animationsFinished, desktop, installPausedClock, openPage, phone, reloadedPage, scrollToY, setUpE2E, sharedPage, tearDownE2E, waitForSettled, type E2EContext } from '../support/e2e';
import { expectNoViolations, readAxeSource } from '../support/axe';
import { expectedChatHref, expectedRegisterHref } from '../support/test-site';

const a11y = suite<E2EContext & { axeSource: string }>('accessibility');
a11y.before(async (context) => {
  await setUpE2E(context);
  context.axeSource = await readAxeSource();
});
a11y.after(tearDownE2E);

// One tab per width, shared: the pages are checked as loaded, the chat bubble (which scrolls) last.
for (const viewport of [phone, desktop]) {
  for (const path of ['/bio', '/pagina-inexistente', '/']) {
    a11y(`axe: ${path} at ${viewport.width}px has no violations`, async (context) => {
      const { page } = await sharedPage(context, path, viewport);
      await expectNoViolations(page, context.axeSource, `${path} at ${viewport.width}px`);
    });
  }

  a11y(`axe: the landing page with the chat bubble shown at ${viewport.width}px`, async (context) => {
    const { page } = await sharedPage(context, '/', viewport);
    await scrollToY(page, 1600);
    await page.getByText('Olá, eu posso te ajudar com o seu cadastro?').waitFor();
    await animationsFinished(page, 'body'); // the bubble's entrance animation
    await expectNoViolations(page, context.axeSource, 'the chat bubble');
  });
}

// The toast shows once, 15–25 s after load, and stays 5 s: a paused clock finds it at 390 px and
// holds it there while the same tab is checked again at 1280 px (the layout reflows, as on turning
// a tablet).
a11y('axe: the landing page with a toast on screen at 390px, then at 1280px', async (context) => {
  const { page, close } = await openPage(context, phone, { fresh: true });
  await installPausedClock(page);
  await page.goto(context.server.url + '/');
  await waitForSettled(page);
  const toast = page.getByText('Acabou de se cadastrar!');
  for (let waited = 0; (await toast.count()) === 0 && waited < 25_000; waited += 500) await page.clock.runFor(500);
  await toast.waitFor({ timeout: 1_000 });
  await animationsFinished(page, '[role="status"]'); // the toast's entrance animation runs on real time
  await expectNoViolations(page, context.axeSource, 'the toast at 390px', true);
  await page.setViewportSize(desktop);
  // Past the hero: at the top its button sits under the toast's corner, and the toast steps aside.
  await scrollToY(page, await page.locator('#products').evaluate((section) => section.getBoundingClientRect().top + window.scrollY), { frames: false });
  await page.locator('header[data-scrolled]').waitFor({ state: 'attached' });
  await animationsFinished(page, 'body'); // the header's backdrop and the toast fade in
  await expectNoViolations(page, context.axeSource, 'the toast at 1280px', true);
  // axe's timers moved the clock: the toast must still have been there for the second run.
  assert.ok(await toast.isVisible(), 'the toast was still on screen when axe finished at 1280px');
  await close();
});

a11y('axe: the mobile menu open at 390px', async (context) => {
  const { page } = await reloadedPage(context, '/', phone);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await animationsFinished(page, 'header'); // the slide-in
  await expectNoViolations(page, context.axeSource, 'the open mobile menu');
});

interface Stop {
  description: string;
  href: string | null;
  visible: boolean;
}

/** Presses Tab until focus comes back round, recording every element reached. */
async function tabThrough(page: Page, maxStops = 120): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let index = 0; index < maxStops; index++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(async () => {
      // Let focus styles apply and any smooth scroll that focus started come to rest.
      await new Promise<void>((resolve) => {
        let last = -1;
        const check = () => {
          if (window.scrollY === last) resolve();
          else {
            last = window.scrollY;
            requestAnimationFrame(() => requestAnimationFrame(check));
          }
        };
        requestAnimationFrame(() => requestAnimationFrame(check));
      });
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const inViewport = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      return {
        description: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
        href: element.getAttribute('href'),
        visible: box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0 && inViewport,
      };
    });
    if (!stop) break;
    if (stops.length > 0 && stop.description === stops[0]!.description && stop.href === stops[0]!.href) break;
    stops.push(stop);
  }
  return stops;
}

for (const viewport of [phone, desktop]) {
  a11y(`keyboard only at ${viewport.width}px: Tab reaches every call to action, and nothing focused is hidden`, async (context) => {
    const { page } = await reloadedPage(context, '/', viewport);
    const stops = await tabThrough(page);
    const hidden = stops.filter((stop) => !stop.visible).map((stop) => stop.description);
    assert.equal(hidden, [], 'focused elements that were not visible');
    assert.match(stops[0]!.description, /Pular para o conteúdo/, 'the skip link comes first');
    assert.ok(stops.filter((stop) => stop.href === expectedRegisterHref).length >= 4, 'the four register buttons');
    assert.ok(stops.some((stop) => stop.href === expectedChatHref), 'the chat button');
    for (const name of ['Vídeo de apresentação', 'Pausar a rotação automática dos slides', 'Slide anterior', 'Próximo slide', 'Voltar ao topo']) {
      assert.ok(stops.some((stop) => stop.description.includes(name)), `reaches "${name}"`);
    }
    assert.ok(stops.some((stop) => stop.href === '#products'), 'the menu links (footer at least)');
  });
}

a11y('keyboard: the skip link moves focus to the main content', async (context) => {
  const { page } = await reloadedPage(context, '/bio', desktop);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  assert.is(await page.evaluate(() => document.activeElement?.tagName), 'MAIN');
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Seja um Revendedor');
});

a11y('keyboard: Space on the rotation button stops and restarts the carousel; Space on the video plays it', async (context) => {
  const { page } = await reloadedPage(context, '/', desktop);
  await page.getByRole('button', { name: 'Pausar a rotação automática dos slides' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Retomar a rotação automática dos slides' }).waitFor();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Pausar a rotação automática dos slides' }).waitFor();
  // The video's native controls take the keyboard: Space on the focused video plays it.
  await page.locator('#home video').focus();
  await page.keyboard.press('Space');
  await page.waitForFunction(() => !document.querySelector<HTMLVideoElement>('#home video')!.paused);
});

const reflowWidths = [
  { label: '320px', viewport: { width: 320, height: 640 }, deviceScaleFactor: 1 },
  // 200% browser zoom of a 1280 px window: 640 CSS pixels at twice the density.
  { label: '200% zoom', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
];
for (const { label, viewport, deviceScaleFactor } of reflowWidths) {
  for (const path of ['/', '/bio', '/pagina-inexistente']) {
    a11y(`${path} reflows at ${label} without horizontal scrolling`, async (context) => {
      const { page } = await sharedPage(context, path, viewport, { deviceScaleFactor });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.is(overflow, 0, `${path} at ${label} overflows by ${overflow}px`);
    });
  }
}

/**
 * What overflows on the page as it is now: the document sideways, and any box whose own text or
 * children spill out of it (a title wider than its card, a button's label), the carousel's slides
 * out of view aside. Each named by its tag and text.
 */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) found.push(`the page, by ${overflow}px`);
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(element);
      if (style.display === 'inline' || style.overflowX !== 'visible' || element.closest('[aria-roledescription="slide"]')) continue;
      // The track, and icons with a halo: no text to spill.
      if (element.querySelector(':scope > [aria-roledescription="slide"]') || !element.textContent!.trim()) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const spill = element.scrollWidth - element.clientWidth;
      if (spill > 1) found.push(`${element.tagName} "${element.textContent!.trim().slice(0, 30)}" by ${spill}px`);
    }
    return found;
  });
}

/** Every link of the header (its bar, or the menu, opened and scrolled) can be seen and tapped. */
async function headerLinksReachable(page: Page, viewport: { width: number; height: number }): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Abrir menu' });
  const links = (await toggle.isVisible()) ? page.getByRole('navigation', { name: 'Menu' }).getByRole('link') : page.getByRole('navigation', { name: 'Principal' }).getByRole('link');
  if (await toggle.isVisible()) {
    const box = (await toggle.boundingBox())!;
    assert.ok(box.x >= 0 && box.x + box.width <= viewport.width, `the menu button at ${box.x}–${box.x + box.width}, inside ${viewport.width}px`);
    await toggle.click();
    await page.getByRole('button', { name: 'Fechar menu' }).waitFor();
    // The panel slides in: measured once it is in place.
    await page.getByRole('navigation', { name: 'Menu' }).evaluate((nav) => Promise.all(nav.parentElement!.getAnimations().map((slide) => slide.finished)));
  }
  for (const link of await links.all()) {
    const hit = await link.evaluate((element) => {
      element.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
      const { left, top, right, bottom } = element.getBoundingClientRect();
      const at = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      return { inside: left >= 0 && right <= innerWidth + 1 && top >= 0 && bottom <= innerHeight + 1, takesTap: at !== null && element.contains(at) };
    });
    assert.equal(hit, { inside: true, takesTap: true }, `${await link.textContent()} at ${viewport.width}×${viewport.height}`);
  }
}

a11y('text enlarged to 200% (the root font size) still fits without horizontal scrolling', async (context) => {
  for (const path of ['/', '/bio']) {
    const { page } = await reloadedPage(context, path, desktop);
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.is(overflow, 0, `${path}: ${overflow}px`);
  }
});

// The browser's default text size at 200% (a browser setting, or a phone's text scaling): the em
// breakpoints follow it, so nothing spills out of the screen or its box, and the header's every
// link stays in reach. Set through DevTools, in a page of the test's own, resized from size to size.
const enlargedSizes = [phone, { width: 844, height: 390 }, desktop];
a11y(`/ and /bio at ${enlargedSizes.map((size) => `${size.width}×${size.height}`).join(', ')} with the default text size at 200%: nothing overflows, every header link in reach`, async (context) => {
  const { page, close } = await openPage(context, enlargedSizes[0]!, { fresh: true });
  const session = await page.context().newCDPSession(page);
  await session.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  for (const viewport of enlargedSizes) {
    await page.setViewportSize(viewport);
    for (const path of ['/', '/bio']) {
      await page.goto(context.server.url + path);
      await waitForSettled(page);
      assert.is(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), '32px');
      assert.equal(await overflowing(page), [], `${path} at ${viewport.width}×${viewport.height}`);
      if (path === '/') await headerLinksReachable(page, viewport);
    }
  }
  await close();
});

a11y.run();
