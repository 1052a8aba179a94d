import { useEffect } from 'react';
import { SiteConfigProvider, useSiteConfig } from './ui/SiteConfigContext';
import type { SiteConfig } from '../settings/links';
import type { PageTable } from './pages/page-table';
import { applyPendingScroll } from './router/history';
import { LocationProvider, pathnameOf, useLocation } from './router/location';
import { RouteErrorBoundary } from './router/RouteErrorBoundary';
import { pageTitles } from './content/pages';
import { routeIn } from '../contracts/routes';
import { SkipLink } from './ui/SkipLink';

/** Scrolls after a navigation once the new page is on screen. */
function ScrollOnNavigation({ location }: { location: string }) {
  useEffect(applyPendingScroll, [location]);
  return null;
}

function RoutePage({ pages, path, location }: { pages: PageTable; path: string; location: string }) {
  const Page = pages(routeIn(path, useSiteConfig().member?.paths));
  return (
    <>
      <Page path={path} />
      <ScrollOnNavigation location={location} />
    </>
  );
}

function CurrentPage({ pages }: { pages: PageTable }) {
  const location = useLocation();
  const path = pathnameOf(location);
  const { member } = useSiteConfig();
  const route = routeIn(path, member?.paths);

  useEffect(() => {
    document.title = member?.titles[route] ?? pageTitles[route];
  }, [route, member]);

  return (
    <>
      <SkipLink />
      <RouteErrorBoundary key={path}>
        <RoutePage pages={pages} path={path} location={location} />
      </RouteErrorBoundary>
    </>
  );
}

export interface AppProps {
  /** On a team member's page, the member's (src/app/member/member-page.tsx: memberSiteConfig). */
  config: SiteConfig;
  /** Each route's page. */
  pages: PageTable;
  /** The path being prerendered at build time; absent in the browser. */
  prerenderPath?: string;
  /** Called once after hydration: marks the page as interactive (tests and the benchmark wait for it). */
  onHydrated?: () => void;
}

function HydrationMark({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}

export function App({ config, pages, prerenderPath, onHydrated }: AppProps) {
  return (
    <SiteConfigProvider config={config}>
      <HydrationMark onHydrated={onHydrated} />
      <LocationProvider prerenderPath={prerenderPath}>
        <CurrentPage pages={pages} />
      </LocationProvider>
    </SiteConfigProvider>
  );
}
