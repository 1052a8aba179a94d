// `Save-Data: on` sent by something other than the browser's own setting (a proxy, an extension;
// a browser without navigator.connection): the page cannot know, navigator.connection.saveData is
// false, so the server's answer alone must keep React away. /bio and the 404 page then come
// without the app: after load, idle time and intent on the link to /, the only script requested
// is the page's own, and that link is a plain link (a document load). With the browser's own data
// saver instead: routing.test.ts.
import type { Page } from 'playwright';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, phone, setUpE2E, tearDownE2E, type E2EContext } from '../support/e2e';

const saveDataHeader = suite<E2EContext>('Save-Data: on from the network, not from the browser');
saveDataHeader.before(setUpE2E);
saveDataHeader.after(tearDownE2E);

const pages = [
  { path: '/bio', link: 'Seja um Revendedor', ownScript: /^\/assets\/page-bio-[A-Z0-9]+\.js$/ },
  { path: '/nao-existe', link: 'Return to Home', ownScript: /^\/assets\/page-not-found-[A-Z0-9]+\.js$/ },
];

/** Resolves once the browser has run a background-priority task: what the page's script waits for. */
const idle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const scheduler = (globalThis as { scheduler?: { postTask(task: () => void, options: { priority: string }): unknown } }).scheduler;
        if (scheduler) scheduler.postTask(resolve, { priority: 'background' });
        else requestIdleCallback(() => resolve());
      }),
  );

for (const { path, link, ownScript } of pages) {
  saveDataHeader(`${path}: Save-Data on without navigator.connection.saveData: no React after load, idle and intent; "${link}" is a plain link`, async (context) => {
    const { page, problems, close } = await openPage(context, phone, { extraHTTPHeaders: { 'Save-Data': 'on' } });
    const scripts: string[] = [];
    const documents: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
      if (request.resourceType() === 'document') documents.push(pathname);
    });
    await page.goto(context.server.url + path, { waitUntil: 'networkidle' });
    assert.not.ok(
      await page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true),
      'the browser itself does not say it saves data',
    );
    await idle(page);
    const anchor = page.getByRole('link', { name: link });
    await anchor.hover();
    await anchor.focus();
    await idle(page);
    await page.waitForLoadState('networkidle');
    assert.is(scripts.length, 1, `only the page's own script: ${scripts.join(' ')}`);
    assert.match(scripts[0]!, ownScript);
    assert.ok(await page.evaluate(() => document.querySelector('#root[data-hydrated]') === null), 'nothing hydrated');

    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await anchor.click();
    await page.waitForURL(context.server.url + '/');
    await page.waitForFunction(() => (window as unknown as { marker?: number }).marker === undefined);
    assert.equal(documents, [path, '/'], 'the link loaded / as a document');
    await page.getByText('Renda extra de', { exact: false }).first().waitFor();
    assert.equal(problems.filter((problem) => !problem.includes('status of 404') && !problem.includes('User attempted')), []);
    await close();
  });
}

saveDataHeader.run();
