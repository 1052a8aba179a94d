// Every page, for the prerender (every route is rendered at build time) and the tests. The
// browser's app carries only the pages that hydrate (hydrated-pages.ts).
import type { RouteId } from '../routes';
import { BioPage } from './bio/BioPage';
import { LandingPage } from './landing/LandingPage';
import { NotFoundPage } from './not-found/NotFoundPage';
import type { PageComponent, PageTable } from './page-table';

const pages: Record<RouteId, PageComponent> = {
  landing: LandingPage,
  bio: BioPage,
  'not-found': NotFoundPage,
};

export const allPages: PageTable = (route) => pages[route];
