import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { desktop, openPage, phone, reloadedPage, setUpE2E, sharedPage, tearDownE2E, waitForSettled, type E2EContext } from '../support/e2e';

const routes = suite<E2EContext>('routes in the browser');
routes.before(setUpE2E);
routes.after(tearDownE2E);

// One tab, loaded at each path and width; its console is recorded from each load on.
for (const viewport of [phone, desktop]) {
  for (const path of ['/', '/bio']) {
    routes(`${path} at ${viewport.width}px loads (and / hydrates) without any console error or warning`, async (context) => {
      const { page, problems } = await sharedPage(context, path, viewport);
      // Let what follows hydration finish (lazy chunks, effects, two frames): a late hydration
      // warning would land here. Conditions, not a fixed pause.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      assert.equal(problems, []);
    });
  }
}

routes('an unknown path shows the 404 page (status 404) and logs the attempted path to the console', async (context) => {
  const { page, problems, close } = await openPage(context, phone);
  const response = await page.goto(context.server.url + '/nao-existe');
  assert.is(response?.status(), 404);
  await waitForSettled(page);
  assert.ok(await page.getByText('Oops! Page not found').isVisible());
  // Chromium itself reports the document's 404 status; besides that, only the spec's log line.
  const ours = problems.filter((problem) => !problem.includes('Failed to load resource: the server responded with a status of 404'));
  assert.equal(ours, ['error: 404 Error: User attempted to access non-existent route: /nao-existe']);
  await close();
});

// As typed from a flyer or a caption: another case, or a sentence's full stop after the address.
routes('/Bio, /BIO?c=qr and /bio. land on the /bio page, with the campaign kept', async (context) => {
  const { page, close } = await openPage(context, phone);
  for (const [path, landing] of [['/Bio', '/bio'], ['/BIO?c=qr', '/bio?c=qr'], ['/bio.', '/bio']]) {
    const response = await page.goto(context.server.url + path);
    assert.is(response?.status(), 200, path);
    assert.is(page.url(), context.server.url + landing, path);
    assert.ok(await page.getByRole('link', { name: 'Fale Comigo' }).isVisible(), `${path}: the bio page`);
  }
  await close();
});

routes('"Return to Home" on the 404 page goes to /', async (context) => {
  const { page } = await reloadedPage(context, '/perdido', desktop);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await page.waitForURL(context.server.url + '/');
  await waitForSettled(page);
  assert.not.ok(await page.getByText('Oops! Page not found').isVisible());
});

routes('each route sets its own document title, also on in-app navigation', async (context) => {
  const { page } = await reloadedPage(context, '/bio', desktop);
  const bioTitle = await page.title();
  await page.getByRole('link', { name: 'Seja um Revendedor' }).click();
  await page.waitForURL(context.server.url + '/');
  await page.waitForFunction((previous) => document.title !== previous, bioTitle);
  const landingTitle = await page.title();
  const response = await fetch(context.server.url + '/');
  assert.ok((await response.text()).includes(`<title>${landingTitle}</title>`), 'the same title as the prerendered page');
  assert.match(bioTitle, /Links/);
});

routes('a link scrolls to the top of the new page; back and forward keep the browser\'s scroll restoration', async (context) => {
  const { page, close } = await openPage(context, phone);
  await page.goto(context.server.url + '/bio');
  await waitForSettled(page);
  await page.getByRole('link', { name: 'Seja um Revendedor' }).click();
  await page.waitForURL(context.server.url + '/');
  assert.is(await page.evaluate(() => window.scrollY), 0);
  await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
  await page.goBack();
  await page.waitForURL(context.server.url + '/bio');
  await page.goForward();
  await page.waitForURL(context.server.url + '/');
  await page.waitForFunction(() => Math.abs(window.scrollY - 1500) < 2);
  await close();
});

routes.run();
