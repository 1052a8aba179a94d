// The browser location as an external store for useSyncExternalStore, and in-app navigation.
// Only our own navigate() pushes entries, so history.pushState needs no patching; back/forward
// arrive as popstate.

type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * When the page on screen was entered, on the performance timeline: 0 (the document's own load)
 * until a move to another path, then the moment of that move. Hash changes do not count.
 */
let pageEnteredAtMs = 0;
/** The path of the page on screen: the document's own when this module is evaluated (the app's chunk). */
let enteredPath: string | null = typeof window === 'undefined' ? null : window.location.pathname;
let movedInApp = false;

function notify(): void {
  const path = window.location.pathname;
  enteredPath ??= path;
  if (path !== enteredPath) {
    movedInApp = true;
    enteredPath = path;
    pageEnteredAtMs = performance.now();
  }
  for (const listener of listeners) listener();
}

/**
 * How long the current page has been shown: since the document started loading for the page the
 * visitor landed on, since the move for a page reached by a link. Timings the spec counts from
 * page load (the toast's first delay) use this, so they do not depend on when hydration ends.
 */
export function msSincePageEntered(): number {
  return Math.max(0, performance.now() - pageEnteredAtMs);
}

/**
 * Whether the page on screen was reached by the router (a link or back/forward within the app),
 * rather than being the document the browser loaded: what a page's own script already did for the
 * document is not done again at hydration.
 */
export function reachedInApp(): boolean {
  return movedInApp;
}

export function subscribeToLocation(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('popstate', notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

/** The store's snapshot: path, search and hash, so a change of any of them re-renders. */
export function currentLocation(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}

/**
 * Where the next render should scroll: set by navigate() only, so back/forward (popstate) keep
 * the browser's own scroll restoration.
 */
let pendingScroll: { hash: string } | null = null;

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const url = new URL(to, window.location.href);
  if (options.replace) window.history.replaceState(null, '', url.href);
  else window.history.pushState(null, '', url.href);
  pendingScroll = { hash: url.hash };
  notify();
}

/** Called after a navigation has rendered: scrolls to the #anchor if there is one, else to the top. */
export function applyPendingScroll(): void {
  if (!pendingScroll) return;
  const { hash } = pendingScroll;
  pendingScroll = null;
  const target = hash ? document.getElementById(decodeHash(hash)) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1); // a malformed escape must not crash navigation
  }
}
