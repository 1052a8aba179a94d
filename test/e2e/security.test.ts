// Every page under the real server's headers, strict Content-Security-Policy included: any
// violation (reported as a console message or a securitypolicyviolation event) fails the test.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { desktop, installPausedClock, openPage, phone, setUpE2E, tearDownE2E, waitForSettled, type E2EContext, type RecordedPage } from '../support/e2e';

const security = suite<E2EContext>('content security policy in the browser');
security.before(setUpE2E);

const recordViolations = `
  window.__violations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__violations.push(event.violatedDirective + ' ' + event.blockedURI);
  });`;

/**
 * One context of its own per width, recording violations from the first script of every document
 * under a paused fake clock; its tab goes from page to page (the 404 page, /bio, then /, which the
 * test changes), as a visitor's would, and is closed with the next width.
 */
let tab: (RecordedPage & { viewport: typeof phone | typeof desktop }) | null = null;

async function tabAt(context: E2EContext, viewport: typeof phone | typeof desktop): Promise<RecordedPage> {
  if (tab?.viewport === viewport) return tab;
  await tab?.close();
  const opened = await openPage(context, viewport, { fresh: true });
  await opened.page.addInitScript(recordViolations);
  await installPausedClock(opened.page);
  tab = { ...opened, viewport };
  return tab;
}

security.after(async (context) => {
  await tab?.close();
  tab = null;
  await tearDownE2E(context);
});

for (const viewport of [phone, desktop]) {
  for (const path of ['/pagina-que-nao-existe', '/bio', '/']) {
    security(`${path} at ${viewport.width}px runs under the strict CSP with no violation`, async (context) => {
      const { page, problems } = await tabAt(context, viewport);
      problems.length = 0;
      const response = await page.goto(context.server.url + path);
      const csp = response?.headers()['content-security-policy'] ?? '';
      assert.match(csp, /default-src 'self'/);
      assert.not.match(csp, /unsafe-inline|unsafe-eval/);
      await waitForSettled(page);

      if (path === '/') {
        // Exercise what runs scripts, styles and media: menu, carousel drag (styles set from
        // script), the video, the chat bubble and the toast with its sound.
        if (viewport === phone) {
          await page.getByRole('button', { name: 'Abrir menu' }).click();
          await page.keyboard.press('Escape');
        }
        const carousel = page.locator('[aria-roledescription="carousel"] > div').first();
        await carousel.scrollIntoViewIfNeeded();
        const box = (await carousel.boundingBox())!;
        await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 8 });
        await page.mouse.up();
        const video = (await page.locator('#home video').boundingBox())!;
        await page.mouse.click(video.x + video.width / 2, video.y + video.height / 3);
        // (scrollToY waits for animation frames, which a paused fake clock never runs.)
        await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
        await page.clock.runFor(26_000);
      }

      const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
      assert.equal(violations, []);
      const cspConsole = problems.filter((problem) => /Content Security Policy|Refused to/i.test(problem));
      assert.equal(cspConsole, []);
    });
  }
}

security('the prerendered HTML has no inline script and no style attribute', async (context) => {
  for (const path of ['/', '/bio', '/x']) {
    const html = await (await fetch(context.server.url + path)).text();
    const inlineScripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes, body]) => !/\bsrc=/.test(attributes!) || body!.trim() !== '');
    const executable = inlineScripts.filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!));
    assert.equal(executable.map(([tag]) => tag), [], `${path}: inline scripts`);
    assert.not.match(html, /\sstyle="/, `${path}: style attribute`);
  }
});

security.run();
