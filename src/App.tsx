import { Suspense, use, useEffect } from 'react';
import { SiteConfigProvider } from './config/SiteConfigContext';
import type { SiteConfig } from './config/links';
import { pageMeta } from './content/pages';
import type { PageTable } from './pages/page-table';
import { applyPendingScroll } from './router/history';
import { LocationProvider, pathnameOf, useLocation } from './router/location';
import { RouteErrorBoundary } from './router/RouteErrorBoundary';
import { routeFor } from './routes';
import { SkipLink } from './ui/SkipLink';

/** Scrolls after a navigation once the new page is on screen (it may have had to load first). */
function ScrollOnNavigation({ location }: { location: string }) {
  useEffect(applyPendingScroll, [location]);
  return null;
}

function RoutePage({ pages, path, location }: { pages: PageTable; path: string; location: string }) {
  const found = pages(routeFor(path));
  // A page not loaded yet (a move to another route) suspends until its chunk has arrived.
  const Page = found instanceof Promise ? use(found) : found;
  return (
    <>
      <Page path={path} />
      <ScrollOnNavigation location={location} />
    </>
  );
}

function CurrentPage({ pages, pageSuspense }: { pages: PageTable; pageSuspense: boolean }) {
  const location = useLocation();
  const path = pathnameOf(location);
  const route = routeFor(path);

  useEffect(() => {
    document.title = pageMeta[route].title;
  }, [route]);

  return (
    <>
      <SkipLink />
      <RouteErrorBoundary key={path}>
        {pageSuspense ? (
          <Suspense fallback={null}>
            <RoutePage pages={pages} path={path} location={location} />
          </Suspense>
        ) : (
          <RoutePage pages={pages} path={path} location={location} />
        )}
      </RouteErrorBoundary>
    </>
  );
}

export interface AppProps {
  config: SiteConfig;
  /** Each route's page: all at hand (prerender, tests) or loaded on demand (browser). */
  pages: PageTable;
  /** The path being prerendered at build time; absent in the browser. */
  prerenderPath?: string;
  /**
   * The page sits in a Suspense boundary, for routes whose code is still loading (default). The
   * prerender turns it off only to surface a page's error: renderToString would client-render it.
   */
  pageSuspense?: boolean;
  /** Called once after hydration: marks the page as interactive (tests and the benchmark wait for it). */
  onHydrated?: () => void;
}

function HydrationMark({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}

export function App({ config, pages, prerenderPath, pageSuspense = true, onHydrated }: AppProps) {
  return (
    <SiteConfigProvider config={config}>
      <HydrationMark onHydrated={onHydrated} />
      <LocationProvider prerenderPath={prerenderPath}>
        <CurrentPage pages={pages} pageSuspense={pageSuspense} />
      </LocationProvider>
    </SiteConfigProvider>
  );
}
