import { useEffect, type ComponentType } from 'react';
import { SiteConfigProvider } from './config/SiteConfigContext';
import type { SiteConfig } from './config/links';
import { pageMeta, type RouteId } from './content/pages';
import { LandingPage } from './pages/landing/LandingPage';
import { BioPage } from './pages/bio/BioPage';
import { NotFoundPage } from './pages/not-found/NotFoundPage';
import { applyPendingScroll } from './router/history';
import { LocationProvider, pathnameOf, useLocation } from './router/location';
import { RouteErrorBoundary } from './router/RouteErrorBoundary';
import { routeFor } from './routes';
import { SkipLink } from './ui/SkipLink';

const pages: Record<RouteId, ComponentType<{ path: string }>> = {
  landing: LandingPage,
  bio: BioPage,
  'not-found': NotFoundPage,
};

function CurrentPage() {
  const location = useLocation();
  const path = pathnameOf(location);
  const route = routeFor(path);
  const Page = pages[route];

  useEffect(() => {
    document.title = pageMeta[route].title;
  }, [route]);
  useEffect(applyPendingScroll, [location]);

  return (
    <>
      <SkipLink />
      <RouteErrorBoundary key={path}>
        <Page path={path} />
      </RouteErrorBoundary>
    </>
  );
}

export interface AppProps {
  config: SiteConfig;
  /** The path being prerendered at build time; absent in the browser. */
  prerenderPath?: string;
  /** Called once after hydration: marks the page as interactive (tests and the benchmark wait for it). */
  onHydrated?: () => void;
}

function HydrationMark({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}

export function App({ config, prerenderPath, onHydrated }: AppProps) {
  return (
    <SiteConfigProvider config={config}>
      <HydrationMark onHydrated={onHydrated} />
      <LocationProvider prerenderPath={prerenderPath}>
        <CurrentPage />
      </LocationProvider>
    </SiteConfigProvider>
  );
}
