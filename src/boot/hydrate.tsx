// Hydrates the prerendered page. Evaluated only after React itself has been evaluated, in a task
// of its own (see main.tsx). The site config is baked in by the build.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from '../App';
import type { SiteConfig } from '../config/links';
import { lazyPages, prefetchOtherPages } from './page-loaders';

declare const __SITE_CONFIG__: SiteConfig;

export function hydrate(root: HTMLElement): void {
  // Marks the moment the page is interactive: tests wait for the attribute, the benchmark reads the mark.
  const markHydrated = () => {
    root.setAttribute('data-hydrated', '');
    performance.mark('hydrated');
    // The other routes' pages, fetched when the browser is idle, so a move between routes renders
    // at once. requestIdleCallback is missing in Safari; a second's wait does the same there.
    const idle = (globalThis as { requestIdleCallback?: (callback: () => void) => void }).requestIdleCallback;
    if (idle) idle(prefetchOtherPages);
    else setTimeout(prefetchOtherPages, 1000);
  };
  // Hydrating as a transition lets React work in short slices and yield to the browser between
  // them, instead of one long task that blocks input on a slow phone (total blocking time).
  startTransition(() => {
    hydrateRoot(root, <App config={__SITE_CONFIG__} pages={lazyPages} onHydrated={markHydrated} />);
  });
}
