// Ways to hand the main thread back to the browser between pieces of start-up work, so that the
// first paint and any early tap never wait behind a long task. None of them uses timers:
// setTimeout and requestAnimationFrame are what fake clocks replace (the browser tests pause
// them), and a paused timer must never hold hydration back.

/** Resolves in a new task, after anything the browser already has queued (input, rendering). */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  // scheduler.yield() (Chromium 129+) resumes ahead of other queued script work but after input.
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

function paintTimingSupported(): boolean {
  return typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
}

/**
 * Resolves once the page has painted: when the browser has reported its first (contentful) paint.
 * Observing the paint entry, rather than counting animation frames, makes the order certain (the
 * entry exists only once the frame is on screen) and keeps working under a paused fake clock.
 * Browsers without paint timing fall back to two animation frames: the first runs before a paint,
 * the second after it.
 */
export function afterFirstPaint(): Promise<void> {
  if (!paintTimingSupported()) {
    return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().length === 0) return;
      observer.disconnect();
      resolve();
    });
    // buffered: a paint that happened before this script ran is reported at once.
    observer.observe({ type: 'paint', buffered: true });
  });
}
