import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { currentLocation, subscribeToLocation } from './history';

/** The location being prerendered; null in the browser. */
const PrerenderLocation = createContext<string | null>(null);

export function LocationProvider({ prerenderPath, children }: { prerenderPath?: string; children: ReactNode }) {
  return <PrerenderLocation.Provider value={prerenderPath ?? null}>{children}</PrerenderLocation.Provider>;
}

/** The current path + search + hash. Hydration reads the real location, which the server rendered. */
export function useLocation(): string {
  const prerenderPath = useContext(PrerenderLocation);
  return useSyncExternalStore(subscribeToLocation, currentLocation, () => prerenderPath ?? currentLocation());
}

export function pathnameOf(location: string): string {
  const end = location.search(/[?#]/);
  return end === -1 ? location : location.slice(0, end);
}
