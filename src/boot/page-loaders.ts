// The browser's page table: each page is its own chunk, imported on first use and kept. The build
// lists each route's chunks as modulepreload tags in that route's HTML, so the current page
// downloads with the document, and only the current page is evaluated before hydration.
import type { RouteId } from '../content/pages';
import type { PageComponent, PageTable } from '../pages/page-table';

const loaders: Record<RouteId, () => Promise<PageComponent>> = {
  landing: () => import('../pages/landing/LandingPage').then((module) => module.LandingPage),
  bio: () => import('../pages/bio/BioPage').then((module) => module.BioPage),
  'not-found': () => import('../pages/not-found/NotFoundPage').then((module) => module.NotFoundPage),
};

const loaded = new Map<RouteId, PageComponent>();
const loading = new Map<RouteId, Promise<PageComponent>>();

/** Starts loading a page (once) and resolves with it. */
export function loadPage(route: RouteId): Promise<PageComponent> {
  let promise = loading.get(route);
  if (!promise) {
    promise = loaders[route]().then((page) => {
      loaded.set(route, page);
      return page;
    });
    // A failed download may be retried on the next navigation.
    promise.catch(() => loading.delete(route));
    loading.set(route, promise);
  }
  return promise;
}

/**
 * The page for a move to another route. If its chunk cannot be fetched (offline for a moment, or a
 * deploy has replaced the files this page was built with), the browser loads the new address as
 * a whole page instead: the server renders it, as for a plain link.
 */
export const lazyPages: PageTable = (route) =>
  loaded.get(route) ??
  loadPage(route).catch((error: unknown) => {
    window.location.reload();
    throw error;
  });

/** Loads every page not loaded yet, so a later move between routes renders at once. */
export function prefetchOtherPages(): void {
  for (const route of Object.keys(loaders) as RouteId[]) void loadPage(route).catch(() => {});
}
