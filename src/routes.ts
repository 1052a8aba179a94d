import type { RouteId } from './content/pages';

/** The site's pages by path. Anything else is the 404 page. */
export const routePaths: Record<Exclude<RouteId, 'not-found'>, string> = {
  landing: '/',
  bio: '/bio',
};

export function routeFor(pathname: string): RouteId {
  // '/bio/' is the same page as '/bio' (the server redirects it; the client must agree).
  const normalized = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (normalized === routePaths.landing) return 'landing';
  if (normalized === routePaths.bio) return 'bio';
  return 'not-found';
}
