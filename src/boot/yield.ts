// Ways to hand the main thread back to the browser between pieces of start-up work, so that the
// first paint and any early tap never wait behind a long task. No setTimeout: fake clocks replace
// timers and animation frames (the browser tests pause them), and a paused clock must never hold
// hydration back, so animation frames are only ever raced against a signal that is not a timer.

/** Resolves in a new task, after anything the browser already has queued (input, rendering). */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  // scheduler.yield() (Chromium 129+) resumes ahead of other queued script work but after input.
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

function paintTimingSupported(): boolean {
  return typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
}

/** Resolves when the browser reports the first contentful paint (at once if it is already past). */
function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      // 'first-paint' may be a bare background, before any text or image: wait for content.
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    // buffered: a paint that happened before this script ran is reported at once.
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Resolves at the start of the n-th animation frame from now: the ones before have been rendered. */
function frames(count: number): Promise<void> {
  return new Promise((resolve) => {
    const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
    next(count);
  });
}

/**
 * How many frames to wait for the paint entry before going on without it: about a third of a
 * second at 60 Hz, well past any first paint when the entry is merely late.
 */
const framesWithoutPaintEntry = 20;

/**
 * Resolves once the page has painted its content: when the first-contentful-paint entry is
 * reported. The order is then certain (the entry exists only once the frame is on screen), and it
 * works under a paused fake clock, which stops animation frames. A safety net of a few frames
 * keeps a lost entry from holding hydration back for ever: Chromium reports the paint only when
 * the frame is presented, and a frame whose presentation fails is reported with the next one,
 * which a still page may never draw. Browsers without paint timing wait two frames (the first
 * is rendered by the start of the second). In a tab opened in the background nothing comes until
 * it is shown: nothing is painted before either.
 */
export function afterFirstPaint(): Promise<void> {
  return paintTimingSupported() ? Promise.race([firstContentfulPaint(), frames(framesWithoutPaintEntry)]) : frames(2);
}

/**
 * The page's main picture, if it has one (the hero poster): the build marks it for Element Timing
 * (`elementtiming`, src/images/Picture.tsx), so the browser reports when it is painted.
 */
const mainPicturesSelector = 'img[elementtiming]';

/** Resolves when the browser reports an Element Timing entry (a paint) for one of `images`. */
function paintOf(images: Element[]): Promise<void> {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => images.includes((entry as PerformanceEntry & { element: Element | null }).element!))) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'element', buffered: true });
  });
}

/**
 * Resolves if none of `images` is in the viewport at the next rendering update (a page opened at
 * an anchor further down, or reloaded scrolled): such a picture is not painted, so there is no
 * paint to wait for. Never resolves while one is in view: its paint entry is coming.
 */
function outOfView(images: Element[]): Promise<void> {
  return new Promise((resolve) => {
    if (typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect();
      if (entries.every((entry) => !entry.isIntersecting)) resolve();
    });
    for (const image of images) observer.observe(image);
  });
}

function elementTimingSupported(): boolean {
  return typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('element');
}

/**
 * Resolves once the page's main picture (if it has one) has been painted. Lighthouse's simulation
 * counts a request that starts before the largest contentful paint (the hero poster, on a phone)
 * as needed for it: its LCP for `/` went from about 1.0 to 1.9 s in runs where React's download
 * began between the first paint and the poster's. Pages without a main picture, and browsers
 * without Element Timing (Lighthouse runs Chromium, which has it), go on at once, and so does a
 * page whose picture is out of view; the same safety net of frames as afterFirstPaint keeps a
 * picture that never paints (a failed download) from holding hydration back.
 */
export function afterMainPicturePainted(): Promise<void> {
  const images = [...document.querySelectorAll(mainPicturesSelector)];
  if (images.length === 0 || !elementTimingSupported()) return Promise.resolve();
  return Promise.race([paintOf(images), outOfView(images), frames(framesWithoutPaintEntry)]);
}
