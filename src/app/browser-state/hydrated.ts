import { useEffect, useState } from 'react';

/**
 * False in the prerendered HTML and the first client render (hydration must match them), true from
 * the effect after: for what only works once the app is there (a click handler's surface, state
 * that mirrors the platform's own).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
