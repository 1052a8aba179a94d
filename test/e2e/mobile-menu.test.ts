// The slide-in menu of small screens, by keyboard and on a short screen: everything in it is in
// reach however short the screen, and focus never stays behind its backdrop; and in a browser
// without popovers.
import type { Page } from 'playwright';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, phone, reloadedPage, setUpE2E, tearDownE2E, waitForSettled, type E2EContext } from '../support/e2e';

const menu = suite<E2EContext>('mobile menu');
menu.before(setUpE2E);
menu.after(tearDownE2E);

const landscapePhone = { width: 740, height: 360 } as const;
const panelCta = (page: Page) => page.getByRole('navigation', { name: 'Menu' }).locator('xpath=..').getByRole('link', { name: /Cadastrar Agora/ });

/** Opens the menu with its toggle and waits for the panel to finish sliding in. */
async function openMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('button', { name: 'Fechar menu' }).waitFor();
  await page.getByRole('navigation', { name: 'Menu' }).evaluate((nav) => Promise.all(nav.parentElement!.getAnimations().map((slide) => slide.finished)));
}

menu('on a phone on its side (740×360) the menu\'s register button is on the screen as it opens, links at least 44 px tall, and takes a tap', async (context) => {
  const { page } = await reloadedPage(context, '/', landscapePhone);
  await openMenu(page);
  const cta = panelCta(page);
  const linkHeights = await page.getByRole('navigation', { name: 'Menu' }).getByRole('link').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
  assert.ok(linkHeights.every((height) => height >= 44), `links ${linkHeights.join(', ')} px tall`);
  const reached = await cta.evaluate((element) => {
    const { left, top, right, bottom } = element.getBoundingClientRect();
    const at = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    return { bottom: Math.round(bottom), takesTap: at !== null && element.contains(at) };
  });
  assert.ok(reached.bottom <= landscapePhone.height, `the button ends at ${reached.bottom}px, the screen at ${landscapePhone.height}px`);
  assert.ok(reached.takesTap, 'a tap on the button reaches it');
});

menu('Tab past the menu\'s last item closes it, and focus lands on the page in sight', async (context) => {
  const { page } = await reloadedPage(context, '/', phone);
  await openMenu(page);
  await panelCta(page).focus();
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Abrir menu' }).waitFor();
  assert.is(await page.getByRole('button', { name: 'Abrir menu' }).getAttribute('aria-expanded'), 'false');
  const focused = await page.evaluate(() => {
    const element = document.activeElement!;
    const { left, top, right, bottom } = element.getBoundingClientRect();
    return { inMenu: element.closest('header') !== null, inSight: bottom > 0 && top < innerHeight && right > 0 && left < innerWidth };
  });
  assert.equal(focused, { inMenu: false, inSight: true }, 'focus moved on into the page');
  // The panel slides out, then is hidden (out of the tab order).
  await page.getByRole('navigation', { name: 'Menu' }).waitFor({ state: 'hidden' });
});

menu('Shift+Tab from the menu\'s first item reaches the toggle, and the menu stays open', async (context) => {
  const { page } = await reloadedPage(context, '/', phone);
  await openMenu(page);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link').first().focus();
  await page.keyboard.press('Shift+Tab');
  const toggle = page.getByRole('button', { name: 'Fechar menu' });
  assert.ok(await toggle.evaluate((button) => button === document.activeElement));
  assert.is(await toggle.getAttribute('aria-expanded'), 'true');
});

/**
 * A browser without popovers (iOS 16, older Samsung Internet), as near as Chromium gets: the API
 * removed before any script runs, and the popover attributes taken off as the document is parsed,
 * so the browser neither opens the popover nor matches :popover-open.
 */
const withoutPopover = `
  for (const name of ['showPopover', 'hidePopover', 'togglePopover']) delete HTMLElement.prototype[name];
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) {
      if (!(node instanceof Element)) continue;
      for (const element of [node, ...node.querySelectorAll('[popover], [popovertarget]')]) {
        element.removeAttribute('popover');
        element.removeAttribute('popovertarget');
      }
    }
  }).observe(document, { childList: true, subtree: true });
`;

menu('without popover: once hydrated, the toggle shows one icon, opens and closes the menu, and a link closes it', async (context) => {
  const { page, close } = await openPage(context, phone, { fresh: true, hasTouch: true, isMobile: true });
  await page.addInitScript(withoutPopover);
  await page.goto(context.server.url + '/');
  await waitForSettled(page);
  assert.is(await page.locator('[popover], [popovertarget]').count(), 0, 'no popover left in the page');
  const visibleIcons = () => page.locator('header button[aria-controls] svg').evaluateAll((icons) => icons.filter((icon) => icon.checkVisibility()).length);
  const menuLink = page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Produtos' });
  assert.is(await visibleIcons(), 1, 'closed: ≡ alone');
  await page.getByRole('button', { name: 'Abrir menu' }).tap();
  await menuLink.waitFor({ state: 'visible' });
  assert.is(await page.getByRole('button', { name: 'Fechar menu' }).getAttribute('aria-expanded'), 'true');
  assert.is(await visibleIcons(), 1, 'open: × alone');
  await page.getByRole('button', { name: 'Fechar menu' }).tap();
  await menuLink.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Abrir menu' }).tap();
  await menuLink.tap();
  await menuLink.waitFor({ state: 'hidden' });
  assert.is(await page.getByRole('button', { name: 'Abrir menu' }).getAttribute('aria-expanded'), 'false');
  await page.waitForFunction(() => location.hash === '#products');
  await close();
});

menu.run();
