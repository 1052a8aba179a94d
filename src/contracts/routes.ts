// The one route table: every page, its URL, the file the build prerenders it to, and whether the
// sitemap lists it. The router (routeFor), the prerender, the sitemap, the server (through the
// build's header rules) and the dev server all take their routes from here. The page components
// are matched to ids in src/app/pages/all-pages.ts, so this file stays free of React and Node.
export type RouteId = 'landing' | 'bio' | 'not-found';

export interface Route {
  id: RouteId;
  /** The URL path; null for the 404 page, which answers any other path. */
  path: string | null;
  /** The prerendered file in dist/. */
  file: string;
  inSitemap: boolean;
  /**
   * When the page starts the app (React, every page, the router). Every page can, so the router
   * moves between all three without a document load; what differs is when:
   *   - 'after-first-paint': the landing page's entry starts the downloads as soon as the page
   *     (and its main picture) has painted, and hydrates (src/app/boot/start.ts);
   *   - 'on-demand': a page with little to do loads only its own small script
   *     (src/builder/bundle/page-scripts.ts), which fetches and compiles the app once the page is
   *     idle, evaluates it only when the visitor follows an internal link, and never when the
   *     visitor asked to save data (src/app/boot/on-demand.ts).
   */
  startsApp: 'after-first-paint' | 'on-demand';
}

export const routes: readonly Route[] = [
  { id: 'landing', path: '/', file: 'index.html', inSitemap: true, startsApp: 'after-first-paint' },
  { id: 'bio', path: '/bio', file: 'bio.html', inSitemap: true, startsApp: 'on-demand' },
  { id: 'not-found', path: null, file: '404.html', inSitemap: false, startsApp: 'on-demand' },
];

/** The routes with a URL of their own. */
export const routedPages = /* @__PURE__ */ routes.filter(
  (route): route is Route & { path: string } => route.path !== null,
);

export const notFoundRoute = /* @__PURE__ */ routes.find((route) => route.path === null)!;

/** The path the prerender renders the 404 page at (any unrouted path would do). */
export const notFoundRenderPath = '/404';

/** The URL path of a routed page. */
export const pathOf = (id: Exclude<RouteId, 'not-found'>): string => routedPages.find((route) => route.id === id)!.path;

/** URL path → prerendered file, for the routed pages (what build.json and headers.json record). */
export const pageFilesByPath = (): Record<string, string> =>
  Object.fromEntries(routedPages.map((route) => [route.path, route.file]));

/** What a Save-Data twin's name adds before `.html` (nginx.conf builds the name from it). */
export const saveDataInfix = '.save-data';

/**
 * The lean twin of a page that starts the app on demand: the same document without
 * `<meta name="app-entry">` (nothing of the app), sent to a request that says `Save-Data: on`
 * (src/server/http/save-data.ts). The landing page has none: it is the app page itself.
 */
export const saveDataFileOf = (route: Route): string | null =>
  route.startsApp === 'on-demand' ? route.file.replace(/\.html$/, `${saveDataInfix}.html`) : null;

/** Page file → its Save-Data twin, for the pages that have one (what headers.json records). */
export function saveDataFilesByFile(): Record<string, string> {
  const pairs = routes.map((route) => [route.file, saveDataFileOf(route)] as const);
  return Object.fromEntries(pairs.filter((pair): pair is readonly [string, string] => pair[1] !== null));
}

/** The prerendered files (every page, its Save-Data twin): answered by URL path, never under their own names. */
export const prerenderedFiles = (): ReadonlySet<string> =>
  new Set(routes.flatMap((route) => [route.file, saveDataFileOf(route) ?? route.file]));

/** A path as its near misses mean it: lower-case, without one trailing slash or dot (see pageRedirectFor). */
export const nearMissOf = (path: string): string =>
  (/^\/.+[/.]$/.test(path) ? path.slice(0, -1) : path).toLowerCase();

/**
 * The page a near miss of its path means: typed in another case ('/Bio', '/BIO', from a flyer or a
 * caption), or with a trailing slash or dot ('/bio/', '/bio.': a link at the end of a sentence).
 * The server answers it with a 301 to the page's own path (nginx.conf says the same as a regex);
 * null for a page's own path and for any other path.
 */
export function pageRedirectFor(path: string): string | null {
  const page = routedPages.find((route) => route.path === nearMissOf(path));
  return page && page.path !== path ? page.path : null;
}

/**
 * The page a path shows in a document whose pages are at `own` paths (a team member's: their landing
 * and bio pages, src/contracts/members.ts), near misses included; any other path is the 404 page.
 * Without `own`, the operator's pages (routeFor).
 */
export function routeIn(pathname: string, own?: Partial<Record<RouteId, string>>): RouteId {
  if (!own) return routeFor(pathname);
  const path = nearMissOf(pathname);
  return (Object.keys(own) as RouteId[]).find((id) => own[id] === path) ?? notFoundRoute.id;
}

export function routeFor(pathname: string): RouteId {
  // A near miss is the same page (the server redirects it; the client must agree).
  const path = pageRedirectFor(pathname) ?? pathname;
  return routedPages.find((route) => route.path === path)?.id ?? notFoundRoute.id;
}
