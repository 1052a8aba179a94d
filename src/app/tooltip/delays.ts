// Tooltip timing shared by every tooltip on the page (the spec's defaults: 700 ms before a tooltip
// opens; after one closes, 300 ms during which the next opens at once, so a user sliding along a
// row of icons is not made to wait at each one).
import type { Clock } from '../clock/clock';

export const tooltipOpenDelayMs = 700;
export const tooltipSkipDelayMs = 300;

export interface TooltipDelayGroup {
  /** Open after the delay (or at once inside the skip window); returns a cancel function. */
  requestOpen(open: () => void): () => void;
  /** A tooltip of the group has closed: starts the skip window. */
  closed(): void;
  /** A tooltip of the group opened: while one is open, others open at once. */
  opened(): void;
}

export function createTooltipDelayGroup(
  clock: Clock,
  openDelayMs = tooltipOpenDelayMs,
  skipDelayMs = tooltipSkipDelayMs,
): TooltipDelayGroup {
  let skipping = false;
  let skipTimer: unknown = null;

  const stopSkipTimer = () => {
    if (skipTimer !== null) clock.clearTimeout(skipTimer);
    skipTimer = null;
  };

  return {
    requestOpen(open) {
      if (skipping) {
        open();
        return () => {};
      }
      const timer = clock.setTimeout(open, openDelayMs);
      return () => clock.clearTimeout(timer);
    },
    opened() {
      stopSkipTimer();
      skipping = true;
    },
    closed() {
      stopSkipTimer();
      skipping = true;
      skipTimer = clock.setTimeout(() => {
        skipping = false;
        skipTimer = null;
      }, skipDelayMs);
    },
  };
}
