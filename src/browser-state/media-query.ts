import { useSyncExternalStore } from 'react';

/** A CSS media query as state; false in the prerendered HTML. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
