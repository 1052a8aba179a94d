// Hydrates the prerendered page. Part of every route's chunk (src/boot/routes/), evaluated only
// after React itself has been evaluated in a task of its own (see main.tsx). The site config is
// baked in by the build.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from '../App';
import type { SiteConfig } from '../config/links';
import type { PageTable } from '../pages/page-table';

declare const __SITE_CONFIG__: SiteConfig;

export function hydrate(root: HTMLElement, pages: PageTable, onHydrated: () => void): void {
  const markHydrated = () => {
    // Marks the moment the page is interactive: tests wait for the attribute, the benchmark reads the mark.
    root.setAttribute('data-hydrated', '');
    performance.mark('hydrated');
    onHydrated();
  };
  // Hydrating as a transition lets React work in short slices and yield to the browser between
  // them, instead of one long task that blocks input on a slow phone (total blocking time).
  startTransition(() => {
    hydrateRoot(root, <App config={__SITE_CONFIG__} pages={pages} onHydrated={markHydrated} />);
  });
}
