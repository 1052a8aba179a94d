// The browser's pages: only those whose route hydrates (routes.ts). /bio and the 404 page load no
// React, so the app chunk does not carry them: the router never moves to them in the page
// (Link lets the browser load them), and if the app ever finds itself on one (a history entry
// pushed by other code), it asks the server for the prerendered page.
import { useEffect } from 'react';
import { routes, type RouteId } from '../routes';
import { LandingPage } from './landing/LandingPage';
import type { PageComponent, PageTable } from './page-table';
// Their styles stay: every page inlines the one stylesheet of the browser build, and the prerender
// must see the same class names (src/build/output/render-site.ts checks it).
import './bio/BioPage.module.css';
import './not-found/NotFoundPage.module.css';

/** Loads the current URL as a document: the server has every page prerendered. */
function LoadFromServer() {
  useEffect(() => window.location.reload(), []);
  return null;
}

const pages: Partial<Record<RouteId, PageComponent>> = { landing: LandingPage };

export const hydratedPages: PageTable = (route) => pages[route] ?? LoadFromServer;

/** Whether every route that hydrates has its page here (checked by a test). */
export const coversHydratingRoutes = () => routes.every((route) => !route.hydrates || route.id in pages);
