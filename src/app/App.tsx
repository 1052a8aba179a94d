import { useEffect, useMemo } from 'react';
import { SiteConfigProvider } from './ui/SiteConfigContext';
import type { SiteConfig } from '../settings/links';
import type { PageTable } from './pages/page-table';
import { applyPendingScroll } from './router/history';
import { LocationProvider, pathnameOf, useLocation } from './router/location';
import { RouteErrorBoundary } from './router/RouteErrorBoundary';
import type { MemberProfile } from '../contracts/members';
import { pageMetaIn } from './content/member';
import { MemberData } from './member/MemberData';
import { memberConfig, MemberProvider, routeIn, useMember } from './member/member-context';
import { SkipLink } from './ui/SkipLink';

/** Scrolls after a navigation once the new page is on screen. */
function ScrollOnNavigation({ location }: { location: string }) {
  useEffect(applyPendingScroll, [location]);
  return null;
}

function RoutePage({ pages, path, location }: { pages: PageTable; path: string; location: string }) {
  const Page = pages(routeIn(path, useMember()));
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
  const member = useMember();
  const route = routeIn(path, member);

  useEffect(() => {
    document.title = pageMetaIn(route, member).title;
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
  config: SiteConfig;
  /**
   * The team member whose pages these are (src/contracts/members.ts): their links replace the
   * operator's, the router keeps to their pages, and the page carries the profile to the browser.
   */
  member?: MemberProfile | null;
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

export function App({ config, member = null, pages, prerenderPath, onHydrated }: AppProps) {
  const shown = useMemo(() => (member ? memberConfig(config, member) : config), [config, member]);
  return (
    <SiteConfigProvider config={shown}>
      <MemberProvider value={member}>
        <HydrationMark onHydrated={onHydrated} />
        <LocationProvider prerenderPath={prerenderPath}>
          <CurrentPage pages={pages} />
        </LocationProvider>
        {member && <MemberData member={member} />}
      </MemberProvider>
    </SiteConfigProvider>
  );
}
