// Words as a visitor with large text or page zoom reads them: the phone menu's words whole at
// 200 % zoom, headlines never hyphenated, and the icons of the page's buttons as large as their text.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, setUpE2E, tearDownE2E, waitForSettled, type E2EContext } from '../support/e2e';

const large = suite<E2EContext>('large text and zoom');
large.before(setUpE2E);
large.after(tearDownE2E);

/** Each word of the elements' text that the browser laid out on more than one line. */
const brokenWords = (selector: string) => `(() => {
  const broken = [];
  for (const element of document.querySelectorAll(${JSON.stringify(selector)})) {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.data.matchAll(/\\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
  }
  return broken;
})()`;

// 390 and 360 px phones at 200 % page zoom: 195 and 180 CSS pixels.
for (const viewport of [{ width: 195, height: 422 }, { width: 180, height: 320 }]) {
  large(`${viewport.width * 2} px at 200 % zoom: the open menu breaks no word`, async (context) => {
    const { page, close } = await openPage(context, viewport, { deviceScaleFactor: 2 });
    await page.goto(context.server.url + '/');
    await waitForSettled(page);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Depoimentos' }).waitFor();
    assert.equal(await page.evaluate(brokenWords('header nav[aria-label="Menu"], header a[ping]')), []);
    await close();
  });
}

large('headlines are never hyphenated', async (context) => {
  const { page, close } = await openPage(context, { width: 390, height: 844 });
  await page.goto(context.server.url + '/');
  const hyphenated = await page.evaluate(() => [...document.querySelectorAll('h1, h2, h3')].filter((heading) => getComputedStyle(heading).hyphens === 'auto').map((heading) => heading.textContent));
  assert.equal(hyphenated, []);
  await close();
});

large('1366 px with text at 200 %: the register and carousel buttons\' icons grow with their text', async (context) => {
  const { page, close } = await openPage(context, { width: 1366, height: 768 });
  await page.goto(context.server.url + '/');
  await waitForSettled(page);
  const iconWidths = () =>
    page.evaluate(() =>
      ['#home a[ping] svg', 'button[aria-label="Próximo slide"] svg', 'button[aria-label*="rotação"] svg'].map((selector) => document.querySelector(selector)!.getBoundingClientRect().width),
    );
  const before = await iconWidths();
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  const after = await iconWidths();
  for (const [index, width] of after.entries()) assert.is(Math.round(width), Math.round(before[index]! * 2), `icon ${index}: ${before[index]} px, then ${width} px`);
  await close();
});

large.run();
