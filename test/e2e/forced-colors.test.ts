// Forced colours (Windows High Contrast): the system paints every border and outline in its own
// colours and drops the backgrounds and shadows. Shapes drawn only with a background or a shadow
// (the pill buttons, the chat button's circle, the chat bubble, the menu's edge) keep a transparent
// border or outline for it to paint; the fixed header's backdrop stays opaque.
import type { Locator } from 'playwright';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, phone, scrollToY, setUpE2E, tearDownE2E, type E2EContext } from '../support/e2e';

const forced = suite<E2EContext>('forced colours');
forced.before(setUpE2E);
forced.after(tearDownE2E);

const bubbleText = 'Olá, eu posso te ajudar com o seu cadastro?';
const transparent = (colour: string) => colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour);

/** The widest painted edge of the element, border or outline: its width and colour. */
function paintedEdge(locator: Locator): Promise<Array<{ width: number; colour: string }>> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const sides = ['Top', 'Right', 'Bottom', 'Left'].map((side) => ({
      width: parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)),
      colour: style.getPropertyValue(`border-${side.toLowerCase()}-color`),
      style: style.getPropertyValue(`border-${side.toLowerCase()}-style`),
    }));
    const outline = { width: parseFloat(style.outlineWidth), colour: style.outlineColor, style: style.outlineStyle };
    return [...sides, outline].filter((edge) => edge.style !== 'none' && edge.width > 0).map(({ width, colour }) => ({ width, colour }));
  });
}

async function assertEdge(name: string, locator: Locator): Promise<void> {
  const edges = await paintedEdge(locator);
  assert.ok(edges.some((edge) => !transparent(edge.colour)), `${name} has a painted border or outline: ${JSON.stringify(edges)}`);
}

forced('in forced colours the register buttons, the chat button and bubble, and the menu panel have a visible edge; the header backdrop is opaque', async (context) => {
  const { page, close } = await openPage(context, phone, { fresh: true, forcedColors: 'active' });
  await page.goto(context.server.url + '/');
  assert.ok(await page.evaluate(() => matchMedia('(forced-colors: active)').matches));
  await assertEdge('the hero\'s register button', page.locator('#home').getByRole('link', { name: /Cadastrar Agora/ }));
  await scrollToY(page, 1500);
  await page.getByText(bubbleText).waitFor();
  await assertEdge('the chat button', page.getByRole('link', { name: 'Conversar no WhatsApp' }));
  await assertEdge('the chat bubble', page.getByText(bubbleText).locator('xpath=..'));
  // The backdrop fades in past 50 px of scroll: read once it has.
  await page.getByRole('banner').evaluate((header) => Promise.all(header.getAnimations({ subtree: true }).map((fade) => fade.finished)));
  const backdrop = await page.getByRole('banner').evaluate((header) => {
    const style = getComputedStyle(header, '::before');
    return { background: style.backgroundColor, opacity: style.opacity };
  });
  assert.ok(!/rgba/.test(backdrop.background) && backdrop.opacity === '1', `the scrolled header's backdrop: ${JSON.stringify(backdrop)}`);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await assertEdge('the menu panel', page.getByRole('navigation', { name: 'Menu' }).locator('xpath=..'));
  await close();
});

forced.run();
