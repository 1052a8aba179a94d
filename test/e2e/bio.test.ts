import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { desktop, openPage, phone, setUpE2E, sharedPage, tearDownE2E, type E2EContext } from '../support/e2e';
import { expectedChatHref, expectedRegisterHref } from '../support/test-site';

const bio = suite<E2EContext>('/bio page');
bio.before(setUpE2E);
bio.after(tearDownE2E);

for (const viewport of [phone, desktop]) {
  bio(`logo, title, subtitle, four chips, three link buttons and the current year at ${viewport.width}px`, async (context) => {
    const { page } = await sharedPage(context, '/bio', viewport);
    assert.is(await page.locator('h1').textContent(), 'Negócios Ozonteck');
    assert.ok(await page.getByText('Somos representantes Oficiais Ozonteck').isVisible());
    const logo = page.getByRole('img', { name: 'Negócios Ozonteck' });
    assert.ok(await logo.isVisible(), 'logo');
    assert.ok(await logo.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0), 'the logo file loaded');
    assert.equal(await page.getByRole('list', { name: 'Linhas de produtos' }).getByRole('listitem').allTextContents(), [
      'Bem Estar',
      'Nutracêuticos',
      'Perfumes',
      'Capilar Ozonizado',
    ]);
    assert.is(await page.getByRole('link', { name: 'Seja um Revendedor' }).getAttribute('href'), '/');
    const buy = page.getByRole('link', { name: 'Compre Com Desconto' });
    assert.is(await buy.getAttribute('href'), expectedRegisterHref);
    assert.is(await buy.getAttribute('target'), '_blank');
    const talk = page.getByRole('link', { name: 'Fale Comigo' });
    assert.is(await talk.getAttribute('href'), expectedChatHref);
    assert.is(await talk.getAttribute('rel'), 'noopener noreferrer');
    assert.match((await page.locator('footer').textContent()) ?? '', new RegExp(String(new Date().getFullYear())));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.is(overflow, 0);
  });
}

const buttonNames = ['Seja um Revendedor', 'Compre Com Desconto', 'Fale Comigo'];

// Short phones, and Instagram's browser under its own bar (360×560): the buttons on the first
// screen, as loaded; on the smallest (320×568) "Fale Comigo" and the one above it at least.
for (const [viewport, mustSee] of [
  [{ width: 360, height: 560 }, buttonNames],
  [{ width: 390, height: 600 }, buttonNames],
  [{ width: 320, height: 568 }, buttonNames.slice(1)],
] as const) {
  bio(`${viewport.width}×${viewport.height}: ${mustSee.map((name) => `"${name}"`).join(', ')} fully in view at load`, async (context) => {
    const { page, close } = await openPage(context, viewport);
    await page.goto(context.server.url + '/bio');
    for (const name of mustSee) {
      const box = (await page.getByRole('link', { name }).boundingBox())!;
      assert.ok(box.y >= 0 && box.y + box.height <= viewport.height, `"${name}" from ${Math.round(box.y)} to ${Math.round(box.y + box.height)} px`);
      assert.ok(box.height >= 44, `"${name}" is ${box.height} px tall`);
    }
    await close();
  });
}

bio.run();
