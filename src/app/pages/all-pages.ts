// Every page, for the prerender (every route is rendered at build time), the browser's app (every
// page hydrates, and the router moves between them in place) and the tests.
import type { RouteId } from '../../contracts/routes';
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
