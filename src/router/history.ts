// The browser location as an external store for useSyncExternalStore, and in-app navigation.
// Only our own navigate() pushes entries, so history.pushState needs no patching; back/forward
// arrive as popstate.

type Listener = () => void;

const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
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
