// One passive scroll (and resize) listener for the whole page, shared by every component that
// reacts to scrolling (header, chat bubble, back-to-top), instead of one listener each.
import { useSyncExternalStore } from 'react';

type Listener = () => void;
const listeners = new Set<Listener>();

function notifyAll(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` on every scroll and resize of the window; returns its remover. */
export function onScrollOrResize(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('scroll', notifyAll, { passive: true });
    window.addEventListener('resize', notifyAll, { passive: true });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('scroll', notifyAll);
      window.removeEventListener('resize', notifyAll);
    }
  };
}

/** A threshold in px, or one computed from the viewport height (e.g. 70% of it). */
export type ScrollThreshold = number | ((viewportHeightPx: number) => number);

export function isScrolledPast(threshold: ScrollThreshold, scrollYPx: number, viewportHeightPx: number): boolean {
  const limit = typeof threshold === 'number' ? threshold : threshold(viewportHeightPx);
  return scrollYPx > limit;
}

/**
 * True once the page is scrolled strictly more than the threshold. Components re-render only when
 * the answer flips, not on every scroll event. The prerendered HTML assumes the top of the page.
 */
export function useScrolledPast(threshold: ScrollThreshold): boolean {
  return useSyncExternalStore(
    onScrollOrResize,
    () => isScrolledPast(threshold, window.scrollY, window.innerHeight),
    () => false,
  );
}
