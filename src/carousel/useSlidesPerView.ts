import { useSyncExternalStore } from 'react';
import { carouselBreakpoints, type Breakpoint } from './engine';

/** Slides per view from the same min-width media queries the CSS uses; 1 in the prerendered HTML. */
export function useSlidesPerView(breakpoints: readonly Breakpoint[] = carouselBreakpoints): number {
  const queries = breakpoints.map((breakpoint) => ({ breakpoint, query: `(min-width: ${breakpoint.minWidthPx}px)` }));
  return useSyncExternalStore(
    (onChange) => {
      const lists = queries.map(({ query }) => window.matchMedia(query));
      for (const list of lists) list.addEventListener('change', onChange);
      return () => {
        for (const list of lists) list.removeEventListener('change', onChange);
      };
    },
    () => queries.reduce((perView, { breakpoint, query }) => (window.matchMedia(query).matches ? Math.max(perView, breakpoint.slidesPerView) : perView), 1),
    () => 1,
  );
}
