// The one route table: every page, its URL, the file the build prerenders it to, and whether the
// sitemap lists it. The router (routeFor), the prerender, the sitemap, the server (through the
// build's header rules) and the dev server all take their routes from here. The page components
// are matched to ids in src/pages/all-pages.ts, so this file stays free of React and Node.
export type RouteId = 'landing' | 'bio' | 'not-found';

export interface Route {
  id: RouteId;
  /** The URL path; null for the 404 page, which answers any other path. */
  path: string | null;
  /** The prerendered file in dist/. */
  file: string;
  inSitemap: boolean;
  /**
   * Whether the page loads React and hydrates. Pages with nothing interactive do not: they load at
   * most one small script of their own (src/build/bundle/page-scripts.ts), and their links are
   * plain navigations.
   */
  hydrates: boolean;
}

export const routes: readonly Route[] = [
  { id: 'landing', path: '/', file: 'index.html', inSitemap: true, hydrates: true },
  { id: 'bio', path: '/bio', file: 'bio.html', inSitemap: true, hydrates: false },
  { id: 'not-found', path: null, file: '404.html', inSitemap: false, hydrates: false },
];

/** The routes with a URL of their own. */
export const routedPages = routes.filter((route): route is Route & { path: string } => route.path !== null);

export const notFoundRoute = routes.find((route) => route.path === null)!;

/** The path the prerender renders the 404 page at (any unrouted path would do). */
export const notFoundRenderPath = '/404';

/** The URL path of a routed page. */
export const pathOf = (id: Exclude<RouteId, 'not-found'>): string => routedPages.find((route) => route.id === id)!.path;

/** URL path → prerendered file, for the routed pages (what build.json and headers.json record). */
export const pageFilesByPath = (): Record<string, string> => Object.fromEntries(routedPages.map((route) => [route.path, route.file]));

/** Paths with a trailing slash that redirect to the page without it ('/bio/' → '/bio'). */
export const slashRedirects = routedPages.filter((route) => route.path !== '/').map((route) => ({ from: `${route.path}/`, to: route.path }));

/** Whether the page at `pathname` hydrates: the router moves only between such pages in place. */
export const hydratesAt = (pathname: string): boolean => routes.find((route) => route.id === routeFor(pathname))!.hydrates;

export function routeFor(pathname: string): RouteId {
  // '/bio/' is the same page as '/bio' (the server redirects it; the client must agree).
  const normalized = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return routedPages.find((route) => route.path === normalized)?.id ?? notFoundRoute.id;
}
