// What the field-speed script (src/app/field-speed/send-field-speed.ts) costs a visitor on / and /bio, on the
// throttled phone (the mobile profile, 4x CPU), from a DevTools trace of a cold load: the bytes it
// transferred, when it was requested against the load event, and the longest main-thread task that
// holds work for it (its compile and evaluation, and each callback it runs: the observers, the
// beacon on hiding), against the target of no task of 5 ms or more of its own. `npm run
// bench:field-speed`, on the current dist/ (BENCH_LOADS loads per page, default 3).
import type { Browser } from 'playwright';
import { throttle } from './page-load';
import { mobileProfile } from './profiles';
import { onBuiltSite } from './on-built-site';
import { median } from './stats';
import { stopTracingEvents, type TraceEvent } from './trace-events';

interface FieldSpeedCost {
  path: string;
  transferBytes: number;
  requestedAfterLoadMs: number;
  longestWorkMs: number;
}

/** Main-thread trace events that name the script they work for (compiling it, calling into it). */
const scriptWork = new Set(['EvaluateScript', 'v8.compileModule', 'v8.compile', 'FunctionCall', 'TimerFire']);
const urlOf = (event: TraceEvent) => event.args?.data?.url ?? event.args?.data?.scriptName ?? event.args?.url ?? event.args?.fileName ?? '';

/**
 * The longest main-thread task holding work for the script: each such event's enclosing RunTask
 * (a module's evaluation names no URL, but runs in the task that compiled it). Streaming
 * compilation on a background thread blocks nothing and is left out.
 */
function longestTaskMs(events: TraceEvent[]): number {
  const work = events.filter((event) => event.ph === 'X' && scriptWork.has(event.name) && /\/assets\/field-speed-/.test(urlOf(event)));
  const tasks = events.filter((event) => event.ph === 'X' && event.name === 'RunTask');
  const enclosing = work.map((item) => tasks.find((task) => task.tid === item.tid && task.ts <= item.ts && item.ts + (item.dur ?? 0) <= task.ts + (task.dur ?? 0)) ?? item);
  return Math.max(0, ...enclosing.map((task) => (task.dur ?? 0) / 1000));
}

async function loadOnce(browser: Browser, baseUrl: string, path: string): Promise<FieldSpeedCost> {
  const context = await browser.newContext({ ...mobileProfile.context, locale: 'pt-BR' });
  try {
    const page = await context.newPage();
    await throttle(page, mobileProfile.throttling!);
    await browser.startTracing(page, { categories: ['devtools.timeline', 'v8', 'disabled-by-default-devtools.timeline'] });
    await page.goto(baseUrl + path, { waitUntil: 'load', timeout: 120_000 });
    const timing = await page.waitForFunction(() => {
      const entry = performance.getEntriesByType('resource').find((each) => /\/assets\/field-speed-[A-Z0-9]+\.js$/.test(each.name)) as PerformanceResourceTiming | undefined;
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return entry && entry.responseEnd > 0 ? { bytes: entry.transferSize, afterLoad: entry.startTime - navigation.loadEventStart } : null;
    }, undefined, { timeout: 60_000 });
    const { bytes, afterLoad } = (await timing.jsonValue())!;
    await page.waitForTimeout(1_500);
    // Hidden, as when the visitor leaves: the beacon's work is the script's too.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForTimeout(500);
    const longest = longestTaskMs(await stopTracingEvents(browser));
    return { path, transferBytes: bytes, requestedAfterLoadMs: Math.round(afterLoad), longestWorkMs: Math.round(longest * 10) / 10 };
  } finally {
    await context.close();
  }
}

const loads = Number(process.env.BENCH_LOADS ?? 3);
await onBuiltSite(async (browser, baseUrl) => {
  console.log(`The field-speed script on the mobile profile (CPU ${mobileProfile.throttling!.cpuSlowdown}x), medians of ${loads} cold loads; target: no work of 5 ms or more of its own`);
  for (const path of ['/', '/bio']) {
    const samples: FieldSpeedCost[] = [];
    for (let i = 0; i < loads; i++) samples.push(await loadOnce(browser, baseUrl, path));
    const of = (pick: (sample: FieldSpeedCost) => number) => median(samples.map(pick));
    console.log(`  ${path.padEnd(5)} ${of((s) => s.transferBytes)} B transferred, requested ${of((s) => s.requestedAfterLoadMs)} ms after the load event, longest work ${of((s) => s.longestWorkMs)} ms (each load: ${samples.map((s) => s.longestWorkMs).join(', ')} ms) ${of((s) => s.longestWorkMs) < 5 ? 'met' : 'MISSED'}`);
  }
});
