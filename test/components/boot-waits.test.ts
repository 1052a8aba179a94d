// The entry's wait for the main picture's paint (src/app/boot/paint.ts), with the browser's paint and
// view reports played by stand-in PerformanceObserver and IntersectionObserver: which pages wait,
// for which entry, and that a picture out of view or never painted holds nothing back for ever. (In Chromium, test/e2e/main-thread.test.ts
// checks the order against the real Element Timing entry.)
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { afterMainPicturePainted } from '../../src/app/boot/paint';

const waits = suite('the entry waits for the main picture to be painted');

type Listener = (list: { getEntries: () => Array<{ element: Element | null }> }) => void;

/** A PerformanceObserver that reports what the test tells it to, for the 'element' type only. */
function installObserver(supported: string[]) {
  const observers: Array<{ listener: Listener; type: string | undefined; connected: boolean }> = [];
  class StandInObserver {
    static supportedEntryTypes = supported;
    private record: { listener: Listener; type: string | undefined; connected: boolean };
    constructor(listener: Listener) {
      this.record = { listener, type: undefined, connected: true };
      observers.push(this.record);
    }
    observe(options: { type: string }) {
      this.record.type = options.type;
    }
    disconnect() {
      this.record.connected = false;
    }
  }
  // An IntersectionObserver whose first report (as at the next rendering update) the test sends.
  const viewWatchers: Array<{ listener: (entries: Array<{ isIntersecting: boolean }>) => void; targets: Element[] }> = [];
  class StandInIntersectionObserver {
    private record: { listener: (entries: Array<{ isIntersecting: boolean }>) => void; targets: Element[] };
    constructor(listener: (entries: Array<{ isIntersecting: boolean }>) => void) {
      this.record = { listener, targets: [] };
      viewWatchers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    disconnect() {
      this.record.targets = [];
    }
  }
  const globals = globalThis as Record<string, unknown>;
  const saved = { observer: globals.PerformanceObserver, frame: globals.requestAnimationFrame, cancel: globals.cancelAnimationFrame, intersection: globals.IntersectionObserver };
  globals.PerformanceObserver = StandInObserver;
  globals.IntersectionObserver = StandInIntersectionObserver;
  // Frames never come on their own: the test runs them, so the safety net is counted, not timed.
  let frames: Array<{ id: number; callback: () => void }> = [];
  let lastFrameId = 0;
  globals.requestAnimationFrame = (callback: () => void) => {
    frames.push({ id: ++lastFrameId, callback });
    return lastFrameId;
  };
  globals.cancelAnimationFrame = (id: number) => (frames = frames.filter((frame) => frame.id !== id));
  return {
    report(element: Element | null) {
      for (const observer of observers) if (observer.connected && observer.type === 'element') observer.listener({ getEntries: () => [{ element }] });
    },
    reportView(inView: (element: Element) => boolean) {
      for (const watcher of viewWatchers) if (watcher.targets.length > 0) watcher.listener(watcher.targets.map((target) => ({ isIntersecting: inView(target) })));
    },
    runFrames(count: number) {
      for (let i = 0; i < count; i++) frames.shift()?.callback();
    },
    /** What of the waits is still running: connected observers, watched pictures, requested frames. */
    stillWaiting() {
      return {
        observers: observers.filter((observer) => observer.connected).length,
        viewWatchers: viewWatchers.filter((watcher) => watcher.targets.length > 0).length,
        frames: frames.length,
      };
    },
    restore() {
      globals.PerformanceObserver = saved.observer;
      globals.requestAnimationFrame = saved.frame;
      globals.cancelAnimationFrame = saved.cancel;
      globals.IntersectionObserver = saved.intersection;
    },
  };
}

/** Whether the promise has settled once pending microtasks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
}

waits.after.each(() => {
  document.body.innerHTML = '';
});

waits('a page whose picture is marked waits for that picture\'s paint, not another element\'s', async () => {
  const browser = installObserver(['paint', 'element']);
  try {
    document.body.innerHTML = '<p elementtiming="text">Texto</p><img elementtiming="main-picture" src="/poster.avif" alt="">';
    const picture = document.querySelector('img')!;
    const waiting = afterMainPicturePainted();
    assert.is(await settled(waiting), false, 'went on before any paint');
    browser.reportView(() => true);
    assert.is(await settled(waiting), false, 'went on while the picture is in view and not yet painted');
    browser.report(document.querySelector('p'));
    assert.is(await settled(waiting), false, 'went on at another element\'s paint');
    browser.report(picture);
    assert.is(await settled(waiting), true, 'still waiting after the picture was painted');
    assert.equal(browser.stillWaiting(), { observers: 0, viewWatchers: 0, frames: 0 }, 'the waits that lost the race are still running');
  } finally {
    browser.restore();
  }
});

waits('a page without a marked picture, or a browser without Element Timing, goes on at once', async () => {
  const withTiming = installObserver(['paint', 'element']);
  try {
    document.body.innerHTML = '<img src="/logo.svg" alt="Negócios Ozonteck">';
    assert.is(await settled(afterMainPicturePainted()), true, 'a page without a main picture waited');
  } finally {
    withTiming.restore();
  }
  const withoutTiming = installObserver(['paint']);
  try {
    document.body.innerHTML = '<img elementtiming="main-picture" src="/poster.avif" alt="">';
    assert.is(await settled(afterMainPicturePainted()), true, 'waited for an entry the browser never reports');
  } finally {
    withoutTiming.restore();
  }
});

waits('a page opened with its picture out of view (an anchor further down) goes on at the first view report', async () => {
  const browser = installObserver(['paint', 'element']);
  try {
    document.body.innerHTML = '<img elementtiming="main-picture" src="/poster.avif" alt="">';
    const waiting = afterMainPicturePainted();
    assert.is(await settled(waiting), false, 'went on before the browser said where the picture is');
    browser.reportView(() => false);
    assert.is(await settled(waiting), true, 'waited for the paint of a picture out of view');
    assert.equal(browser.stillWaiting(), { observers: 0, viewWatchers: 0, frames: 0 }, 'the waits that lost the race are still running');
  } finally {
    browser.restore();
  }
});

waits('a picture that never paints holds the start back for 20 frames, not for ever', async () => {
  const browser = installObserver(['paint', 'element']);
  try {
    document.body.innerHTML = '<img elementtiming="main-picture" src="/missing.avif" alt="">';
    const waiting = afterMainPicturePainted();
    browser.runFrames(19);
    assert.is(await settled(waiting), false, 'went on before 20 frames');
    browser.runFrames(1);
    assert.is(await settled(waiting), true, 'still waiting after 20 frames');
    assert.equal(browser.stillWaiting(), { observers: 0, viewWatchers: 0, frames: 0 }, 'the waits that lost the race are still running');
  } finally {
    browser.restore();
  }
});

waits.run();
