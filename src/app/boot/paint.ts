// Waits for the page's first paint and its main picture's paint, so the script downloads never
// compete with, or get counted against, what the visitor sees first. Animation frames are only ever
// raced against a signal that is not a timer: the browser tests pause fake clocks, which stops
// frames, and a paused clock must never hold hydration back. Every race stops its losers (first-of.ts).
import { firstOf, type Wait } from './first-of';
import { mainPictureAttribute } from './markers';

const supports = (entryType: string) =>
  typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes(entryType);

/** Over when the browser reports the first contentful paint (at once if it is already past). */
const firstContentfulPaint: Wait = (done) => {
  const observer = new PerformanceObserver((list) => {
    // 'first-paint' may be a bare background, before any text or image: wait for content.
    if (list.getEntriesByName('first-contentful-paint').length > 0) done();
  });
  // buffered: a paint that happened before this script ran is reported at once.
  observer.observe({ type: 'paint', buffered: true });
  return () => observer.disconnect();
};

/** Over at the start of the n-th animation frame from now: the ones before have been rendered. */
const frames =
  (count: number): Wait =>
  (done) => {
    let request = 0;
    const next = (left: number) => {
      if (left === 0) done();
      else request = requestAnimationFrame(() => next(left - 1));
    };
    next(count);
    return () => cancelAnimationFrame(request);
  };

/**
 * How many frames to wait for a paint entry before going on without it: about a third of a second
 * at 60 Hz, well past any paint when the entry is merely late.
 */
const framesWithoutPaintEntry = 20;

/**
 * Resolves once the page has painted its content: when the first-contentful-paint entry is
 * reported. The order is then certain (the entry exists only once the frame is on screen), and it
 * works under a paused fake clock. A safety net of frames keeps a lost entry from holding hydration
 * back for ever: Chromium reports the paint only when the frame is presented, and a frame whose
 * presentation fails is reported with the next one, which a still page may never draw. Browsers
 * without paint timing wait two frames (the first is rendered by the start of the second).
 */
export function afterFirstPaint(): Promise<void> {
  return supports('paint') ? firstOf([firstContentfulPaint, frames(framesWithoutPaintEntry)]) : firstOf([frames(2)]);
}

/** Over when the browser reports an Element Timing entry (a paint) for one of `images`. */
const paintOf =
  (images: Element[]): Wait =>
  (done) => {
    const observer = new PerformanceObserver((list) => {
      if (
        list
          .getEntries()
          .some((entry) => images.includes((entry as PerformanceEntry & { element: Element | null }).element!))
      )
        done();
    });
    observer.observe({ type: 'element', buffered: true });
    return () => observer.disconnect();
  };

/**
 * Over if none of `images` is in the viewport at the next rendering update (a page opened at an
 * anchor further down, or reloaded scrolled): such a picture is not painted, so there is no paint to
 * wait for. Never over while one is in view: its paint entry is coming.
 */
const outOfView =
  (images: Element[]): Wait =>
  (done) => {
    if (typeof IntersectionObserver !== 'function') return () => {};
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect();
      if (entries.every((entry) => !entry.isIntersecting)) done();
    });
    for (const image of images) observer.observe(image);
    return () => observer.disconnect();
  };

/**
 * Resolves once the page's main picture (if it has one) has been painted. Lighthouse's simulation
 * counts a request that starts before the largest contentful paint (the hero poster, on a phone) as
 * needed for it, so the downloads wait for that paint. Pages without a main picture, and browsers
 * without Element Timing, go on at once, and so does a page whose picture is out of view; the same
 * safety net of frames keeps a picture that never paints (a failed download) from holding
 * hydration back.
 */
export function afterMainPicturePainted(): Promise<void> {
  const images = [...document.querySelectorAll(`img[${mainPictureAttribute}]`)];
  if (images.length === 0 || !supports('element')) return Promise.resolve();
  return firstOf([paintOf(images), outOfView(images), frames(framesWithoutPaintEntry)]);
}
