// The social-proof toast as the spec schedules it, at the common screen sizes, by a visitor who
// stays at the top of the page: the first one in view at the bottom left for its whole 5 s, over no
// control of the page (where the hero's button would be under it, the toast sits above it).
import type { Page } from 'playwright';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { animationsFinished, installPausedClock, openPage, setUpE2E, tearDownE2E, waitForSettled, type E2EContext } from '../support/e2e';

const onScreen = suite<E2EContext>('the toast on screen');
onScreen.before(setUpE2E);
onScreen.after(tearDownE2E);

const sizes = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
  { width: 390, height: 844 },
  { width: 360, height: 640 },
];
// Math.random() = 0.5: the spec's 15–25 s puts the first toast at 20 s after page load.
const firstToastMs = 20_000;

interface Seen {
  visible: boolean;
  box: { left: number; top: number; right: number; bottom: number };
  /** The page's controls in view that a tap at their centre would not reach. */
  covered: string[];
}

/** The toast as the visitor sees it now. */
function look(page: Page): Promise<Seen> {
  return page.evaluate(() => {
    const toast = document.querySelector('[data-phase]')!;
    const { left, top, right, bottom } = toast.getBoundingClientRect();
    const headerBottom = document.querySelector('header')!.getBoundingClientRect().bottom;
    const covered: string[] = [];
    for (const control of document.querySelectorAll('main a[href], main button')) {
      const box = control.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      if (box.width === 0 || y <= headerBottom || y >= innerHeight || x <= 0 || x >= innerWidth) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit === null || !control.contains(hit)) covered.push(`"${control.textContent || control.getAttribute('aria-label')}" under ${hit?.closest('[role="status"]') ? 'the toast' : hit?.tagName}`);
    }
    const visible = toast.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && getComputedStyle(toast).opacity === '1';
    return { visible, box: { left, top, right, bottom }, covered };
  });
}

for (const size of sizes) {
  onScreen(`${size.width}×${size.height}, not scrolled: the first toast at 20 s, in view at the bottom left for 5 s, over no control`, async (context) => {
    const { page, problems, close } = await openPage(context, size, { fresh: true, reducedMotion: 'reduce' });
    await page.addInitScript('Math.random = () => 0.5;');
    await installPausedClock(page);
    await page.goto(context.server.url + '/');
    await waitForSettled(page);
    await page.clock.runFor(firstToastMs - (await page.evaluate(() => performance.now())));
    await page.locator('[data-phase="visible"]').waitFor({ timeout: 10_000 });
    // Its entrance (a short fade in) runs on the document's timeline, which the paused clock does not hold.
    await animationsFinished(page, '[data-phase]');
    for (const [at, step] of [['at 20 s', 0], ['at 22.5 s', 2_500], ['1 ms before 25 s', 2_499]] as const) {
      await page.clock.runFor(step);
      const seen = await look(page);
      const where = `${size.width}×${size.height} ${at}`;
      assert.ok(seen.visible, `${where}: the toast is visible`);
      const { left, top, right, bottom } = seen.box;
      assert.ok(left >= 0 && top >= 0 && right <= size.width && bottom <= size.height, `${where}: inside the screen (${JSON.stringify(seen.box)})`);
      assert.ok(left < size.width / 2 && bottom > size.height / 2, `${where}: at the bottom left (${JSON.stringify(seen.box)})`);
      assert.equal(seen.covered, [], `${where}: controls under it`);
    }
    await page.clock.runFor(1);
    assert.is(await page.locator('[data-phase]').getAttribute('data-phase'), 'leaving', 'fading out at 25 s');
    assert.equal(problems, []);
    await close();
  });
}

onScreen.run();
