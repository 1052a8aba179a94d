// /bio and the 404 page paint with only their own tiny script for what HTML cannot do (the footer's
// current year; the attempted path in the console); the app comes once they are idle
// (test/e2e/routing.test.ts). A visitor saving data gets that script alone: sizes counted from what
// Chromium actually fetched.
import type { Page, Request } from 'playwright';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, phone, setUpE2E, tearDownE2E, waitForSettled, type E2EContext } from '../support/e2e';

const staticPages = suite<E2EContext>('pages without React');
staticPages.before(setUpE2E);
staticPages.after(tearDownE2E);

/** Every request the page makes, and the bytes that came over the wire for each. */
function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on('requestfinished', (request) => requests.push(request));
  return {
    paths: () => requests.map((request) => new URL(request.url()).pathname),
    async transferredBytes() {
      const sizes = await Promise.all(requests.map(async (request) => (await request.sizes()).responseBodySize + (await request.sizes()).responseHeadersSize));
      return sizes.reduce((sum, size) => sum + size, 0);
    },
  };
}

const isReactOrApp = (path: string) => /\/assets\/(react|app|main)-[A-Z0-9]+\.js$/.test(path);

for (const path of ['/bio', '/nao-existe']) {
  staticPages(`${path} saving data: no React, one script of its own, at most 30 KB in all`, async (context) => {
    const { page, close } = await openPage(context, phone, { extraHTTPHeaders: { 'Accept-Encoding': 'br, gzip' }, fresh: true });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setDataSaverOverride' as never, { dataSaverEnabled: true } as never);
    const recorded = recordRequests(page);
    await page.goto(context.server.url + path, { waitUntil: 'networkidle' });
    const scripts = recorded.paths().filter((requested) => requested.endsWith('.js'));
    assert.is(scripts.length, 1, scripts.join(' '));
    assert.not.ok(scripts.some(isReactOrApp), `React or the app was fetched: ${scripts.join(' ')}`);
    assert.ok(await page.evaluate(() => document.querySelector('#root[data-hydrated]') === null), 'nothing hydrated');
    const bytes = await recorded.transferredBytes();
    assert.ok(bytes <= 30 * 1000, `${bytes} B transferred for ${path}: ${recorded.paths().join(' ')}`);
    await close();
  });
}

staticPages('/bio: the footer shows the year of the visitor\'s clock, not the build\'s (after New Year, no rebuild)', async (context) => {
  const { page, close } = await openPage(context, phone, { fresh: true });
  // A visit two years after any build this test can run against.
  const later = new Date(Date.UTC(new Date().getUTCFullYear() + 2, 0, 1, 12));
  await page.clock.setFixedTime(later);
  await page.goto(context.server.url + '/bio');
  await waitForSettled(page);
  assert.match((await page.locator('footer').textContent()) ?? '', new RegExp(`© ${later.getUTCFullYear()} `));
  await close();
});

staticPages('/bio without JavaScript still shows a year: the build\'s', async (context) => {
  const { page, close } = await openPage(context, phone, { javaScriptEnabled: false });
  await page.goto(context.server.url + '/bio');
  assert.match((await page.locator('footer').textContent()) ?? '', /© 20\d\d /);
  await close();
});

staticPages('the 404 page logs the attempted path with its own script', async (context) => {
  const { page, problems, close } = await openPage(context, phone);
  await page.goto(context.server.url + '/perdido/aqui');
  await waitForSettled(page);
  const ours = problems.filter((problem) => !problem.includes('Failed to load resource: the server responded with a status of 404'));
  assert.equal(ours, ['error: 404 Error: User attempted to access non-existent route: /perdido/aqui']);
  await close();
});

staticPages.run();
