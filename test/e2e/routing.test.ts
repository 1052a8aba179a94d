// The router on every page, in Chromium. /bio and the 404 page paint with their own small script
// only, fetch and compile the app once loaded and idle without running any of it
// (src/app/boot/on-demand.ts): then a click on the link to / runs the app, which renders / in the same
// window (a value set on `window` survives), and back and forward move between them. Nothing of the app is requested before the first paint, and with the
// browser saving data (DevTools' data saver: navigator.connection.saveData, Save-Data: on) none of
// it is fetched and the links stay plain links.
import type { Page } from 'playwright';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { desktop, openPage, phone, setUpE2E, tearDownE2E, waitForSettled, type E2EContext } from '../support/e2e';

const routing = suite<E2EContext>('routing from every page');
routing.before(setUpE2E);
routing.after(tearDownE2E);

const isAppScript = (path: string) => /\/assets\/(react|app|main)-[A-Z0-9]+\.js$/.test(path);

const pages = [
  { path: '/bio', link: 'Seja um Revendedor', own: 'Somos representantes Oficiais Ozonteck' },
  { path: '/nao-existe', link: 'Return to Home', own: 'Oops! Page not found' },
];

const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker);
const landingShown = (page: Page) => page.getByText('Renda extra de', { exact: false }).count();

for (const { path, link, own } of pages) {
  for (const viewport of [phone, desktop]) {
    routing(`${path} at ${viewport.width}px: once settled, "${link}" changes the route in the same window; back and forward return`, async (context) => {
      const { page, problems, close } = await openPage(context, viewport);
      await page.goto(context.server.url + path);
      await waitForSettled(page);
      await page.waitForLoadState('networkidle');
      const evaluated = await page.evaluate(() => ({
        ours: performance.getEntriesByName('evaluation-start').length,
        hydrated: document.querySelector('#root[data-hydrated]') !== null,
      }));
      assert.equal(evaluated, { ours: 0, hydrated: false }, 'nothing of the app has run before the click');
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
      await page.getByRole('link', { name: link }).click();
      await page.waitForURL(context.server.url + '/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      assert.is(await marker(page), 42, 'the same window: no document load');
      assert.is(await page.evaluate(() => window.scrollY), 0, 'the new page from its top');
      assert.not.ok(await page.getByText(own, { exact: true }).isVisible(), 'the landing page replaced it');
      await page.goBack();
      await page.waitForURL(context.server.url + path);
      await page.getByText(own, { exact: true }).waitFor();
      assert.is(await marker(page), 42, 'back: the same window');
      await page.goForward();
      await page.waitForURL(context.server.url + '/');
      await page.getByText(own, { exact: true }).waitFor({ state: 'detached' });
      assert.is(await marker(page), 42, 'forward: the same window');
      const ours = problems.filter((problem) => !problem.includes('status of 404') && !problem.includes('User attempted to access non-existent route'));
      assert.equal(ours, []);
      await close();
    });
  }

  routing(`${path}: nothing of the app is requested before the first paint; it comes after`, async (context) => {
    const { page, close } = await openPage(context, phone, { fresh: true });
    await page.goto(context.server.url + path);
    await waitForSettled(page);
    const { fcp, scripts } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    assert.ok(fcp !== null, 'a first contentful paint');
    const app = scripts.filter((script) => isAppScript(script.path));
    assert.is(app.length, 3, `the entry, React and the app: ${JSON.stringify(scripts)}`);
    for (const script of app) assert.ok(script.start > fcp!, `${script.path} requested at ${script.start} ms, first paint at ${fcp} ms`);
    const others = scripts.filter((script) => !isAppScript(script.path)).map((script) => script.path.replace(/-[A-Z0-9]+\.js$/, ''));
    assert.equal(others.sort(), ['/assets/field-speed', `/assets/page-${path === '/bio' ? 'bio' : 'not-found'}`], 'and the page\'s own script, and the field-speed script');
    await close();
  });

  routing(`${path} saving data: no React is fetched, and "${link}" is a plain link`, async (context) => {
    const { page, problems, close } = await openPage(context, phone, { fresh: true });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setDataSaverOverride' as never, { dataSaverEnabled: true } as never);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(context.server.url + path, { waitUntil: 'networkidle' });
    assert.ok(await page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true), 'the browser saves data');
    await page.getByRole('link', { name: link }).hover();
    await page.waitForLoadState('networkidle');
    assert.equal(requested.filter(isAppScript), [], 'no app script');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByRole('link', { name: link }).click();
    await page.waitForURL(context.server.url + '/');
    await page.waitForFunction(() => (window as unknown as { marker?: number }).marker === undefined);
    assert.ok(await landingShown(page), 'the landing page, loaded as a document');
    assert.equal(problems.filter((problem) => !problem.includes('status of 404') && !problem.includes('User attempted')), []);
    await close();
  });
}

routing.run();
