// A race between waits that cleans up after itself: when the first wait is over, every wait is
// stopped (its observer disconnected, its animation frame cancelled), so nothing of the race lives
// on in the page. Stops run in a microtask, after every wait has started (one may be over at once:
// a paint reported before the script ran); stopping twice is harmless.

/** Starts waiting, calls `done` when the wait is over, and returns what stops it. */
export type Wait = (done: () => void) => () => void;

/** Resolves when the first of `waits` is over, having stopped all of them. */
export const firstOf = (waits: Wait[]) =>
  new Promise<void>((resolve) => {
    const stops = waits.map((start) =>
      start(() => {
        resolve();
        queueMicrotask(() => stops.forEach((stop) => stop()));
      }),
    );
  });
