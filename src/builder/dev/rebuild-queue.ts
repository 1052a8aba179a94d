// Saves arrive in bursts and during rebuilds: one save often fires two or three file system events
// (write, rename), and a save during a rebuild must not start a second one beside it. The queue
// waits for a burst to end, runs one rebuild at a time, and folds every request made meanwhile
// into exactly one more.

/** How long a burst of file system events may last before the rebuild starts. */
export const burstQuietMs = 50;

export interface RebuildQueue {
  /** Rebuild soon (after the burst), or once more after the running rebuild. */
  request(): void;
  /** Rebuild now (or once more after the running one) and resolve when the queue is idle. */
  runNow(): Promise<void>;
}

export function createRebuildQueue(
  rebuild: () => Promise<void>,
  setTimer = setTimeout,
  clearTimer = clearTimeout,
): RebuildQueue {
  let running: Promise<void> | null = null;
  let again = false;
  let pending: ReturnType<typeof setTimeout> | undefined;

  const runNow = async (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await rebuild();
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  };

  return {
    runNow,
    request() {
      clearTimer(pending);
      pending = setTimer(() => void runNow(), burstQuietMs);
    },
  };
}
