// Where the floating parts of the landing page sit: the social-proof toast, the chat bubble, the
// chat button and back-to-top never cover one another (nor the toast's link or the bubble's close
// button) at any width, and at the bottom of the page the footer's last links scroll clear of
// them. On a phone they stack; from 44em (704 px) each has its corner. Keyboard focus is never left
// under them. Also the narrowest phone's header.
import { setTimeout as delay } from 'node:timers/promises';
import type { Page } from 'playwright';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { animationsFinished, desktop, installPausedClock, openPage, phone, scrollToY, setUpE2E, tablet, tearDownE2E, waitForSettled, type E2EContext } from '../support/e2e';

const layout = suite<E2EContext>('floating layer layout');
layout.before(setUpE2E);
layout.after(tearDownE2E);

const narrowest = { width: 320, height: 640 } as const;
// A phone on its side: wide enough for the corners, too short for the stacked column.
const landscapePhone = { width: 740, height: 360 } as const;
const bubbleText = 'Olá, eu posso te ajudar com o seu cadastro?';
const toastHeadline = 'Acabou de se cadastrar!';

interface Box {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The boxes of the floating parts shown now, by name, in viewport coordinates. */
function floatingBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(
    ({ bubbleText }) => {
      const parts: Array<[string, Element | null | undefined]> = [
        ['toast', document.querySelector('[data-phase]')],
        ['bubble', [...document.querySelectorAll('a')].find((link) => link.textContent === bubbleText)?.parentElement],
        ['chat button', document.querySelector('a[aria-label="Conversar no WhatsApp"]')],
        ['back-to-top', document.querySelector('button[aria-label="Voltar ao topo"]')],
      ];
      return parts
        .filter((part): part is [string, Element] => part[1] != null && part[1].checkVisibility({ visibilityProperty: true }))
        .map(([name, element]) => {
          const { left, top, right, bottom } = element.getBoundingClientRect();
          return { name, left, top, right, bottom };
        });
    },
    { bubbleText },
  );
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const describe = (box: Box) => `${box.name} ${Math.round(box.left)},${Math.round(box.top)}–${Math.round(box.right)},${Math.round(box.bottom)}`;

function assertApart(boxes: Box[], width: number, height: number): void {
  for (const [index, box] of boxes.entries()) {
    assert.ok(box.left >= 0 && box.right <= width && box.top >= 0 && box.bottom <= height, `${describe(box)} inside the ${width}×${height} screen`);
    for (const other of boxes.slice(index + 1)) assert.not.ok(overlaps(box, other), `${describe(box)} covers ${describe(other)}`);
  }
}

/** Under the paused fake clock, which holds requestAnimationFrame. */
const scrollTo = (page: Page, y: number | 'bottom') => scrollToY(page, y, { frames: false });

/** True when a tap at the middle of the element named `name` reaches that element. */
async function reachable(page: Page, role: 'link' | 'button', name: string): Promise<boolean> {
  const handle = await page.getByRole(role, { name, exact: true }).elementHandle();
  return handle!.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

const widths = [narrowest, phone, landscapePhone, tablet, desktop];
const sizeOf = (viewport: { width: number; height: number }) => `${viewport.width}×${viewport.height}`;

/** The legal links' boxes, in the footer's last line. */
const legalLinks = (page: Page): Promise<Box[]> =>
  page.evaluate(() =>
    ['Termos de Uso', 'Política de Privacidade'].map((text) => {
      const element = [...document.querySelectorAll('footer *')].find((candidate) => candidate.children.length === 0 && candidate.textContent === text)!;
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { name: text, left, top, right, bottom };
    }),
  );

/** The page's controls that the floating parts keep clear of (useClearOfControls.ts). */
const pageControls = 'main a[href], main button';

/**
 * Scrolls to the first place, past the bubble's threshold, where no control of the page is in the
 * floating layer's band at the bottom of the screen, so no floating part steps aside or moves
 * (useClearOfControls.ts).
 */
async function scrollClearOfControls(page: Page): Promise<void> {
  // Pictures arriving after a resize move the controls: measured again until no part has to move.
  for (let attempt = 0; attempt < 5; attempt++) {
    const y = await page.evaluate((selector) => {
      const parts = [...document.querySelectorAll('[data-floating-part]')].map((part) => part.getBoundingClientRect()).filter((box) => box.height > 0);
      const bandTop = Math.min(window.innerHeight, ...parts.map((box) => box.top));
      const controls = [...document.querySelectorAll(selector)]
        .map((control) => control.getBoundingClientRect())
        .filter((box) => box.height > 0)
        .map((box) => ({ top: box.top + window.scrollY, bottom: box.bottom + window.scrollY }));
      const clear = (y: number) => controls.every((box) => box.bottom <= y + bandTop || box.top >= y + window.innerHeight);
      // Past the bubble's 70 %: the top of the page, or the band just below a control.
      const candidates = [window.innerHeight, ...controls.map((box) => Math.ceil(box.bottom - bandTop) + 1)].filter((y) => y >= window.innerHeight * 0.7 + 1);
      const found = candidates.sort((a, b) => a - b).find(clear);
      if (found === undefined) throw new Error(`no scroll position keeps the band from ${bandTop} px clear of the page's controls`);
      return found;
    }, pageControls);
    await scrollTo(page, y);
    const clear = await page
      .waitForFunction(() => document.querySelector('[data-yielding]') === null && !document.querySelector<HTMLElement>('[data-floating-part="moves"]')?.style.translate, null, {
        polling: 50,
        timeout: 1_000,
      })
      .then(() => true, () => false);
    if (clear) return;
  }
}

// One page, resized from width to width: the toast, held on screen by the paused clock, and the
// bubble are checked at every size (where no call to action is on the screen), then the page's bottom with the
// toast closed.
layout(`${widths.map(sizeOf).join(', ')}: toast, chat bubble and buttons side by side or stacked, never over one another, mid-page and at the bottom`, async (context) => {
  const { page, problems, close } = await openPage(context, widths[0]!, { fresh: true });
  await page.addInitScript('Math.random = () => 0.5;'); // the first toast 20 s after load
  await installPausedClock(page);
  await page.goto(context.server.url + '/');
  await waitForSettled(page);
  await scrollClearOfControls(page);
  await page.getByText(bubbleText).waitFor();
  await page.clock.runFor(20_000 - (await page.evaluate(() => performance.now())));
  await page.getByText(toastHeadline).waitFor({ timeout: 10_000 });
  for (const viewport of widths) {
    await page.setViewportSize(viewport);
    await scrollClearOfControls(page);
    // A part that stepped aside on the way comes back with its fade: measured once all four are there.
    let boxes = await floatingBoxes(page);
    for (let waited = 0; boxes.length < 4 && waited < 3_000; waited += 100) {
      await delay(100);
      boxes = await floatingBoxes(page);
    }
    await animationsFinished(page, 'aside');
    boxes = await floatingBoxes(page);
    assert.equal(boxes.map((box) => box.name).sort(), ['back-to-top', 'bubble', 'chat button', 'toast'], sizeOf(viewport));
    assertApart(boxes, viewport.width, viewport.height);
    if (viewport.width >= 704) {
      // Wide enough (44em) for the corners: the bubble beside the chat button, not stacked above it.
      const [bubble, button] = ['bubble', 'chat button'].map((name) => boxes.find((box) => box.name === name)!);
      assert.ok(bubble!.right <= button!.left && bubble!.bottom > button!.top, `${sizeOf(viewport)}: ${describe(bubble!)} beside ${describe(button!)}`);
    }
    assert.ok(await reachable(page, 'link', 'Seja parceiro você também!'), `${sizeOf(viewport)}: the toast's link takes a tap`);
    assert.ok(await reachable(page, 'button', 'Fechar mensagem'), `${sizeOf(viewport)}: the bubble's close button takes a tap`);
  }

  // At the very bottom, with the toast closed (it comes and goes): the legal links stay clear.
  await page.getByRole('button', { name: 'Fechar notificação' }).click();
  await page.clock.runFor(500);
  for (const viewport of widths) {
    await page.setViewportSize(viewport);
    await scrollTo(page, 'bottom');
    for (const link of await legalLinks(page)) {
      for (const box of await floatingBoxes(page)) assert.not.ok(overlaps(link, box), `${sizeOf(viewport)}, at the bottom: ${describe(box)} covers ${describe(link)}`);
    }
  }
  assert.equal(problems, []);
  await close();
});

/**
 * At the current scroll position: every registration and WhatsApp link, carousel button, the menu's
 * toggle and back-to-top on the screen whose centre is not under the fixed header takes a tap at
 * its centre, and the page is no wider than the
 * screen. Waits for the floating layer to have seen the scroll (its scroll events are async);
 * gives the links it found covered, or the page's width, if that never happens.
 */
async function callsToActionClear(page: Page): Promise<string[]> {
  const problemsNow = () => {
    const headerBottom = document.querySelector('header')!.getBoundingClientRect().bottom;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    // The calls to action, the carousel's buttons, the menu's toggle and back-to-top.
    for (const link of document.querySelectorAll('a[ping], main button, header button, button[aria-label="Voltar ao topo"]')) {
      if (!link.checkVisibility({ visibilityProperty: true })) continue;
      const { left, top, width, height } = link.getBoundingClientRect();
      const [x, y] = [left + width / 2, top + height / 2];
      if (y <= headerBottom || y >= window.innerHeight || x <= 0 || x >= window.innerWidth) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit === null || !link.contains(hit)) problems.push(`"${link.textContent || link.getAttribute('aria-label')}" at ${Math.round(x)},${Math.round(y)} is under ${hit?.closest('[data-floating-part]')?.textContent || hit?.outerHTML.slice(0, 80)}`);
    }
    return problems;
  };
  // Polled from here with evaluate: a string predicate polled in the page would be eval, which the
  // page's CSP refuses (a pageerror) whenever the first check is not already clear.
  const deadline = Date.now() + 1_500;
  for (;;) {
    const problems = await page.evaluate(problemsNow);
    if (problems.length === 0 || Date.now() > deadline) return problems;
    await delay(50);
  }
}

// One page, the toast held on screen by the paused clock and the bubble shown, walked from top to
// bottom in half-screen steps at each size: no floating part is ever over a call to action.
layout('360 and 390 px, and 390 px with text at 200 %: no floating part covers a call to action, a carousel button, the menu or back-to-top, top to bottom, and nothing scrolls sideways', async (context) => {
  const { page, problems, close } = await openPage(context, { width: 360, height: 740 }, { fresh: true });
  await page.addInitScript('Math.random = () => 0.5;'); // the first toast 20 s after load
  await installPausedClock(page);
  await page.goto(context.server.url + '/');
  await waitForSettled(page);
  await scrollTo(page, 1500);
  await page.getByText(bubbleText).waitFor();
  await page.clock.runFor(20_000 - (await page.evaluate(() => performance.now())));
  await page.getByText(toastHeadline).waitFor({ timeout: 10_000 });
  for (const [viewport, rootFontSize] of [[{ width: 360, height: 740 }, ''], [phone, ''], [phone, '200%']] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate((size) => (document.documentElement.style.fontSize = size), rootFontSize);
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < pageHeight; y += viewport.height / 2) {
      await scrollTo(page, Math.min(y, pageHeight - viewport.height));
      const where = `${sizeOf(viewport)}${rootFontSize && ` at ${rootFontSize} text`}, scrolled to ${Math.round(y)}`;
      assert.equal(await callsToActionClear(page), [], where);
      assert.ok(await page.locator('[data-phase]').isVisible(), `${where}: the toast is still in view`);
    }
  }
  assert.equal(problems, []);
  await close();
});

// A call to action just below the screen's edge, reached with Tab: the browser scrolls it into
// view clear of the chat bubble and the buttons (the page's scroll-padding), and of the header.
for (const viewport of [phone, { width: 844, height: 390 }]) {
  layout(`${viewport.width}×${viewport.height}: a control reached with Tab near the bottom is not under the floating buttons or the header`, async (context) => {
    // Reduced motion: Tab's scroll is instant, so it is measured where it ends.
    const { page, close } = await openPage(context, viewport, { fresh: true, reducedMotion: 'reduce' });
    await page.goto(context.server.url + '/');
    await waitForSettled(page);
    const cta = page.locator('#products').getByRole('link', { name: /Cadastrar Agora/ });
    // Its top 8 px into the screen: in the floating layer's band, not yet fully in view.
    const y = await cta.evaluate((element) => element.getBoundingClientRect().top + window.scrollY - window.innerHeight + 8);
    await scrollTo(page, y);
    await page.getByText(bubbleText).waitFor();
    await cta.evaluate((target) => {
      const tabbable = [...document.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter((element) => element.checkVisibility({ visibilityProperty: true }));
      tabbable[tabbable.indexOf(target as HTMLElement) - 1]!.focus({ preventScroll: true });
    });
    await page.keyboard.press('Tab');
    assert.ok(await cta.evaluate((element) => element === document.activeElement), 'Tab reached the call to action');
    const box = await cta.evaluate((element) => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { name: 'the call to action', left, top, right, bottom };
    });
    assert.ok(box.top >= 64 && box.bottom <= viewport.height, `${describe(box)} in the screen, below the header`);
    for (const part of await floatingBoxes(page)) assert.not.ok(overlaps(box, part), `${describe(part)} covers ${describe(box)}`);
    await close();
  });
}

layout('320, 768, 900 and 1280 px: the brand whole beside a full-size menu button, or beside every link of the bar', async (context) => {
  const { page, close } = await openPage(context, narrowest);
  for (const viewport of [narrowest, tablet, { width: 900, height: 800 }, desktop]) {
    await page.setViewportSize(viewport);
    await page.goto(context.server.url + '/');
    const brandLink = page.locator('header').getByRole('link', { name: 'Negócios Ozonteck' });
    const brand = (await brandLink.boundingBox())!;
    assert.ok(await brandLink.evaluate((link) => [...link.querySelectorAll('span')].every((text) => text.scrollWidth <= text.clientWidth)), `${sizeOf(viewport)}: the brand is cut`);
    const toggle = page.getByRole('button', { name: 'Abrir menu' });
    const bar = (await toggle.isVisible()) ? [toggle] : await page.getByRole('navigation', { name: 'Principal' }).getByRole('link').all();
    assert.is(bar.length, (await toggle.isVisible()) ? 1 : 4, sizeOf(viewport));
    for (const item of bar) {
      const box = (await item.boundingBox())!;
      assert.ok(box.height >= 44 || bar.length === 4, `${sizeOf(viewport)}: menu button ${box.width}×${box.height}`);
      assert.ok(bar.length === 4 || box.width >= 44, `${sizeOf(viewport)}: menu button ${box.width}×${box.height}`);
      assert.ok(brand.x + brand.width <= box.x && box.x + box.width <= viewport.width, `${sizeOf(viewport)}: brand ends at ${brand.x + brand.width}, ${await item.textContent()} at ${box.x}–${box.x + box.width}`);
    }
  }
  await close();
});

layout.run();
