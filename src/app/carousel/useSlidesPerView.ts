import { useMemo, useSyncExternalStore } from 'react';
import { carouselBreakpoints, type Breakpoint } from './engine';

/** Slides per view from the same min-width media queries the CSS uses; 1 in the prerendered HTML. */
export function useSlidesPerView(breakpoints: readonly Breakpoint[] = carouselBreakpoints): number {
  // Stable subscribe/snapshot functions: a new subscribe on every render would re-register the
  // media query listeners each time.
  const store = useMemo(() => {
    const queries = breakpoints.map((breakpoint) => ({ breakpoint, query: `(min-width: ${breakpoint.minWidthEm}em)` }));
    return {
      subscribe(onChange: () => void) {
        const lists = queries.map(({ query }) => window.matchMedia(query));
        for (const list of lists) list.addEventListener('change', onChange);
        return () => {
          for (const list of lists) list.removeEventListener('change', onChange);
        };
      },
      snapshot: () =>
        queries.reduce(
          (perView, { breakpoint, query }) =>
            window.matchMedia(query).matches ? Math.max(perView, breakpoint.slidesPerView) : perView,
          1,
        ),
    };
  }, [breakpoints]);
  return useSyncExternalStore(store.subscribe, store.snapshot, () => 1);
}
