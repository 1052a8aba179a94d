// The app's chunk: every page and the code that hydrates them, evaluated after React (which the
// entry has evaluated in a task of its own, see main.tsx). One file for all three routes: the
// pages that are not current cost about 9 KB of compressed download and almost no evaluation, and
// a move between routes renders at once, with no chunk to fetch. The site config is baked in by
// the build (site:config).
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
