// The browser's page table. Each route is one chunk (src/boot/routes/), imported on first use and
// kept; the build lists the current route's chunks in its HTML and the entry preloads them all
// right after the first paint, and only the current route is evaluated before hydration.
import type { RouteId } from '../content/pages';
import type { PageComponent, PageTable } from '../pages/page-table';

/** What a route chunk exports. */
export interface RouteModule {
  page: PageComponent;
  hydrate: (root: HTMLElement, pages: PageTable, onHydrated: () => void) => void;
}

const loaders: Record<RouteId, () => Promise<RouteModule>> = {
  landing: () => import('./routes/landing'),
  bio: () => import('./routes/bio'),
  'not-found': () => import('./routes/not-found'),
};

const loaded = new Map<RouteId, PageComponent>();
const loading = new Map<RouteId, Promise<RouteModule>>();

/** Starts loading a route's chunk (once) and resolves with it. */
export function loadRoute(route: RouteId): Promise<RouteModule> {
  let promise = loading.get(route);
  if (!promise) {
    promise = loaders[route]().then((module) => {
      loaded.set(route, module.page);
      return module;
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
  loadRoute(route).then(
    (module) => module.page,
    (error: unknown) => {
      window.location.reload();
      throw error;
    },
  );

/** Loads every route not loaded yet, so a later move between routes renders at once. */
export function prefetchOtherRoutes(): void {
  for (const route of Object.keys(loaders) as RouteId[]) void loadRoute(route).catch(() => {});
}
