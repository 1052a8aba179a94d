// Where the app finds the page for a route. The prerender (and the tests) have every page at
// hand; the browser loads only the current route's page before hydrating and fetches the others
// when they are first needed, so /bio never evaluates the landing page's code.
import type { ComponentType } from 'react';
import type { RouteId } from '../content/pages';

export type PageComponent = ComponentType<{ path: string }>;

/** The page for a route: at once when it is loaded, or a promise of it (React suspends on it). */
export type PageTable = (route: RouteId) => PageComponent | Promise<PageComponent>;
