// Hands the main thread back to the browser between pieces of start-up work, so that the first
// paint and any early tap never wait behind a long task. No setTimeout: the browser tests pause
// fake timers, and a paused clock must never hold hydration back.

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
