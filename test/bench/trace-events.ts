// A Chromium trace as the bench's diagnostics read it: the events Playwright's tracing returns.
import type { Browser } from 'playwright';

export interface TraceEvent {
  name: string;
  /** 'X' for a complete event (with `dur`). */
  ph: string;
  /** Microseconds. */
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; scriptName?: string; documentLoaderURL?: string }; url?: string; fileName?: string };
}

/** Stops the browser's tracing and returns its events. */
export async function stopTracingEvents(browser: Browser): Promise<TraceEvent[]> {
  return (JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
}
