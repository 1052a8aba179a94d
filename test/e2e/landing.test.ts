// The landing page in a real browser, at phone and desktop widths: sections, header, calls to action.
import type { Page } from 'playwright';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { desktop, openPage, phone, reloadedPage, scrollToY, setUpE2E, sharedPage, tearDownE2E, waitForSettled, type E2EContext } from '../support/e2e';
import { expectedChatHref, expectedRegisterHref } from '../support/test-site';

const landing = suite<E2EContext>('landing page');
landing.before(setUpE2E);
landing.after(tearDownE2E);

// The tests that only read the loaded page share one per width (products and testimonials scroll,
// so they come last on it); those that scroll, click or open menus load the shared tab afresh.
for (const viewport of [phone, desktop]) {
  landing(`sections appear in the spec's order at ${viewport.width}px`, async (context) => {
    const { page } = await sharedPage(context, '/', viewport);
    const order = await page.evaluate(() =>
      ['home', 'monetize', 'products', 'depoimentos'].map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? NaN),
    );
    assert.ok(order.every((top, index) => index === 0 || top > order[index - 1]!), `section tops ${order}`);
    const footerTop = await page.locator('footer').last().evaluate((footer) => footer.getBoundingClientRect().top);
    assert.ok(footerTop > order[3]!);
  });

  landing(`the page never scrolls sideways at ${viewport.width}px`, async (context) => {
    const { page } = await sharedPage(context, '/', viewport);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.is(overflow, 0);
  });

  landing(`every call to action leads to the registration page or the chat, in a new tab, at ${viewport.width}px`, async (context) => {
    const { page } = await sharedPage(context, '/', viewport);
    const links = await page.locator('a[href]').evaluateAll((anchors) =>
      anchors.map((anchor) => ({ href: anchor.getAttribute('href')!, target: anchor.getAttribute('target'), rel: anchor.getAttribute('rel') })),
    );
    // Every link leads to an anchor of the page, the registration page or the chat: none to a file
    // (a tap on one would leave the site for a bare player).
    const external = links.filter((link) => !link.href.startsWith('#'));
    // Four register buttons (hero, monetize, products, testimonials) and the chat button at least.
    assert.ok(external.filter((link) => link.href === expectedRegisterHref).length >= 4);
    assert.ok(external.filter((link) => link.href === expectedChatHref).length >= 1);
    for (const link of external) {
      assert.ok([expectedRegisterHref, expectedChatHref].includes(link.href), `unexpected destination ${link.href}`);
      assert.is(link.target, '_blank');
      assert.is(link.rel, 'noopener noreferrer');
    }
    const internal = links.filter((link) => link.href.startsWith('#'));
    for (const link of internal) assert.ok(await page.locator(link.href).count(), `anchor ${link.href} has a target`);
  });

  if (viewport === phone) {
    landing('the registration link on the page carries the sponsor parameter', async (context) => {
      const { page } = await sharedPage(context, '/', viewport);
      // Read as the browser resolves it (anchor.href), then taken apart with URL: no project code.
      const href = await page.locator('#home').getByRole('link', { name: 'Cadastrar Agora!!' }).evaluate((anchor: HTMLAnchorElement) => anchor.href);
      const url = new URL(href);
      assert.is(url.origin + url.pathname, 'https://cadastro.ozonteck.example/register');
      assert.is(url.searchParams.get('sponsor'), 'demo');
      assert.equal([...url.searchParams.keys()], ['sponsor']);
    });

    landing('hero: badge, the earnings headline, intro and "Cadastrar Agora!!" to the registration page', async (context) => {
      const { page } = await sharedPage(context, '/', viewport);
      const hero = page.locator('#home');
      assert.match((await hero.locator('h1').textContent()) ?? '', /R\$970 até R\$4\.700k \+\+/);
      assert.ok(await hero.getByText('Representantes oficiais Ozonteck').isVisible());
      const cta = hero.getByRole('link', { name: 'Cadastrar Agora!!' });
      assert.is(await cta.getAttribute('href'), expectedRegisterHref);
    });

    landing('footer: blurb, menu links, the Lajeado – RS address, © 2025, and placeholder legal links that go nowhere', async (context) => {
      const { page } = await sharedPage(context, '/', viewport);
      const footer = page.locator('footer').last();
      assert.match((await footer.locator('address').textContent()) ?? '', /Lajeado – RS.*Brasil/s);
      assert.match((await footer.textContent()) ?? '', /© 2025/);
      assert.equal(await footer.getByRole('navigation').getByRole('link').allTextContents(), ['Home', 'Monetize Conosco', 'Produtos', 'Depoimentos']);
      for (const label of ['Termos de Uso', 'Política de Privacidade']) {
        const placeholder = footer.getByText(label);
        assert.is(await placeholder.evaluate((element) => element.tagName), 'A');
        assert.is(await placeholder.getAttribute('href'), null);
      }
    });

    landing('products: four product-line cards with image, title and description, and a register button', async (context) => {
      const { page } = await sharedPage(context, '/', viewport);
      const section = page.locator('#products');
      const titles = await section.locator('h3').allTextContents();
      assert.equal(titles, ['Bem-Estar', 'Capilar', 'Fragrância', 'Nutracêuticos']);
      const cards = section.locator('li');
      for (let index = 0; index < 4; index++) {
        const card = cards.nth(index);
        await card.scrollIntoViewIfNeeded();
        const image = card.locator('img');
        assert.ok((await image.getAttribute('alt'))!.length > 10);
        await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await image.elementHandle());
        assert.ok(((await card.locator('p').textContent()) ?? '').length > 20);
      }
      assert.ok(await section.getByRole('link', { name: /Cadastrar Agora!/ }).count());
    });
  } else {
    landing('testimonials: three testimonial images and a register button', async (context) => {
      const { page } = await sharedPage(context, '/', viewport);
      const section = page.locator('#depoimentos');
      const images = section.locator('img');
      assert.is(await images.count(), 3);
      await section.scrollIntoViewIfNeeded();
      for (let index = 0; index < 3; index++) {
        await page.waitForFunction((img) => (img as HTMLImageElement).naturalWidth > 0, await images.nth(index).elementHandle());
      }
      assert.ok(await section.getByRole('link', { name: /Cadastrar Agora!/ }).count());
    });
  }
}

landing('header: transparent at 50 px of scroll or less, blurred dark above it', async (context) => {
  const { page } = await reloadedPage(context, '/', desktop);
  const header = page.locator('header').first();
  const background = () => header.evaluate((element) => getComputedStyle(element, '::before').opacity);
  assert.is(await header.getAttribute('data-scrolled'), null);
  await scrollToY(page, 50);
  assert.is(await header.getAttribute('data-scrolled'), null);
  await scrollToY(page, 51);
  assert.is.not(await header.getAttribute('data-scrolled'), null);
  await page.waitForFunction(() => getComputedStyle(document.querySelector('header')!, '::before').opacity === '1');
  const filter = await header.evaluate((element) => getComputedStyle(element, '::before').backdropFilter);
  assert.match(filter, /blur/);
  await scrollToY(page, 0);
  assert.is(await header.getAttribute('data-scrolled'), null);
  await page.waitForFunction(() => getComputedStyle(document.querySelector('header')!, '::before').opacity === '0');
  assert.is(await background(), '0');
});

landing('header anchor links scroll to their sections (desktop)', async (context) => {
  const { page } = await reloadedPage(context, '/', desktop);
  for (const [label, id] of [['Produtos', 'products'], ['Depoimentos', 'depoimentos'], ['Monetize Conosco', 'monetize'], ['Home', 'home']] as const) {
    await page.locator('header nav').getByRole('link', { name: label }).click();
    await page.waitForFunction((sectionId) => {
      const top = document.getElementById(sectionId)!.getBoundingClientRect().top;
      return Math.abs(top - 64) < 4 || (sectionId === 'home' && window.scrollY === 0);
    }, id);
    assert.ok(page.url().endsWith(`#${id}`));
  }
});

landing('mobile menu: a toggle opens and closes the slide-in menu; picking a link closes it and scrolls', async (context) => {
  const { page } = await reloadedPage(context, '/', phone);
  const toggle = page.getByRole('button', { name: 'Abrir menu' });
  assert.is(await toggle.getAttribute('aria-expanded'), 'false');
  assert.not.ok(await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Produtos' }).isVisible());
  await toggle.click();
  const closeButton = page.getByRole('button', { name: 'Fechar menu' });
  assert.is(await closeButton.getAttribute('aria-expanded'), 'true');
  const menuLink = page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Produtos' });
  await menuLink.waitFor({ state: 'visible' });
  await closeButton.click();
  assert.is(await page.getByRole('button', { name: 'Abrir menu' }).getAttribute('aria-expanded'), 'false');

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await menuLink.click();
  await page.waitForFunction(() => Math.abs(document.getElementById('products')!.getBoundingClientRect().top - 64) < 4);
  assert.is(await page.getByRole('button', { name: 'Abrir menu' }).getAttribute('aria-expanded'), 'false');
});

landing('mobile menu: Escape and a tap outside close it, and focus returns to the toggle', async (context) => {
  const { page } = await reloadedPage(context, '/', phone);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.keyboard.press('Escape');
  assert.is(await page.getByRole('button', { name: 'Abrir menu' }).getAttribute('aria-expanded'), 'false');
  assert.ok(await page.getByRole('button', { name: 'Abrir menu' }).evaluate((button) => button === document.activeElement));

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.mouse.click(20, 500); // on the backdrop, outside the panel
  assert.is(await page.getByRole('button', { name: 'Abrir menu' }).getAttribute('aria-expanded'), 'false');
});

/** The play mark over the poster (decorative: the native controls carry the names). */
const playMark = (page: Page) => page.locator('#home figure > span[aria-hidden="true"]');

landing('the video has a poster and its native controls from the first paint; a click on the mark plays it in place, which hides the mark', async (context) => {
  const { page } = await reloadedPage(context, '/', desktop);
  const video = page.locator('#home video');
  assert.ok(await video.getAttribute('poster'));
  assert.equal(await video.evaluate((element: HTMLVideoElement) => [element.controls, element.playsInline]), [true, true], 'native controls shown');
  const size = await video.evaluate((element) => element.getBoundingClientRect().height);
  assert.ok(size > 100, 'the video box is sized before anything loads');
  assert.ok(await playMark(page).isVisible(), 'the play mark while not playing');
  // The mark takes no click of its own (pointer-events: none): the click lands on the surface under it.
  const mark = (await playMark(page).boundingBox())!;
  await page.mouse.click(mark.x + mark.width / 2, mark.y + mark.height / 2);
  await page.waitForFunction(() => !document.querySelector<HTMLVideoElement>('#home video')!.paused);
  await playMark(page).waitFor({ state: 'detached' });
  assert.is(new URL(page.url()).pathname, '/', 'played in place');
});

landing('clicking the video toggles play and pause exactly once per click', async (context) => {
  const { page } = await reloadedPage(context, '/', desktop);
  const video = page.locator('#home video');
  const box = (await video.boundingBox())!;
  const paused = () => video.evaluate((element: HTMLVideoElement) => element.paused);
  // Click on the picture away from the play mark's circle and the control bar.
  const spot = { x: box.x + box.width * 0.2, y: box.y + box.height * 0.3 };
  // Every play and pause event, in order: a double toggle queues both during the one click, so
  // once the expected event has arrived and a task and two frames have passed, any other is in.
  await video.evaluate((element: HTMLVideoElement) => {
    const events: string[] = [];
    (window as unknown as { videoEvents: string[] }).videoEvents = events;
    for (const type of ['play', 'pause']) element.addEventListener(type, () => events.push(type));
  });
  const events = () => page.evaluate(() => (window as unknown as { videoEvents: string[] }).videoEvents);
  const settleAfter = async (count: number) => {
    await page.waitForFunction((expected) => (window as unknown as { videoEvents: string[] }).videoEvents.length >= expected, count);
    await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 0)));
  };
  await page.mouse.click(spot.x, spot.y);
  await settleAfter(1);
  assert.equal(await events(), ['play'], 'one click plays (and is not undone by a second toggle)');
  assert.is(await paused(), false);
  await page.mouse.click(spot.x, spot.y);
  await settleAfter(2);
  assert.equal(await events(), ['play', 'pause'], 'the next click pauses, once');
  assert.is(await paused(), true, 'the next click pauses');
  assert.ok(await playMark(page).isVisible(), 'the play mark is back while paused');
});

landing('nothing is requested from another origin while the page loads and is scrolled through', async (context) => {
  const { page, close } = await openPage(context, phone, { fresh: true });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(context.server.url + '/');
  await waitForSettled(page);
  for (let y = 0; y < 6000; y += 700) await scrollToY(page, y);
  await page.waitForLoadState('networkidle');
  const foreign = requested.filter((url) => new URL(url).origin !== context.server.url);
  assert.equal(foreign, []);
  assert.ok(requested.length > 5);
  await close();
});

landing.run();
