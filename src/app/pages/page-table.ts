// Where the app finds the page for a route (src/app/pages/all-pages.ts has them all; tests may pass
// their own).
import type { ComponentType } from 'react';
import type { RouteId } from '../../contracts/routes';

export type PageComponent = ComponentType<{ path: string }>;

export type PageTable = (route: RouteId) => PageComponent;
