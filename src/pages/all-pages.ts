// Every page, imported up front: the browser's app chunk (src/boot/app.tsx), the prerender and the
// tests all render any route at once.
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
