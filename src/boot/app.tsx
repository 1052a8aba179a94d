// The app's chunk: every page (pages/all-pages.ts: the router moves between all three in place) and
// the code that hydrates them, evaluated after React (which the entry has evaluated in a task of its own,
// see start.ts). The site config is baked in by the build (site:config).
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from '../App';
import { allPages } from '../pages/all-pages';
import { siteConfig } from 'site:config';

/** Hydrates the prerendered page in `root`; `onHydrated` runs once it is interactive. */
export function hydrate(root: HTMLElement, onHydrated: () => void): void {
  // Hydrating as a transition lets React work in short slices and yield to the browser between
  // them, instead of one long task that blocks input on a slow phone (total blocking time).
  startTransition(() => {
    hydrateRoot(root, <App config={siteConfig} pages={allPages} onHydrated={onHydrated} />);
  });
}
