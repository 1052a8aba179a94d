// Which work makes a page's long frames, from a DevTools trace: for each cold load of a route on a
// phone profile, the long animation frames (with the scripts each ran, if any) and, inside each
// long main-thread task, the trace events that took its time, by name (style recalculation,
// layout, paint, image decoding, SVG image documents...). A diagnostic, not a bench: run it on the
// current dist/ as `node --import ./test/support/register.mjs test/bench/frame-trace.ts [route]
// [mobile|phone-wifi|slow-phone|3g] [loads]`.
import type { Browser } from 'playwright';
import { onBuiltSite } from './on-built-site';
import { throttle } from './page-load';
import { phoneProfiles, type Profile } from './profiles';
import { stopTracingEvents, type TraceEvent } from './trace-events';

interface Frame {
  start: number;
  duration: number;
  renderStart: number;
  scripts: string[];
}

const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading', 'blink', 'blink_style'];
const longTaskMs = 30;

const framesScript = () =>
  new Promise<Frame[]>((resolve) => {
    new PerformanceObserver((list) =>
      resolve(
        list.getEntries().map((entry) => {
          const frame = entry as PerformanceEntry & { renderStart: number; scripts: Array<{ invoker: string; duration: number }> };
          return { start: frame.startTime, duration: frame.duration, renderStart: frame.renderStart, scripts: frame.scripts.map((s) => `${s.invoker} ${Math.round(s.duration)} ms`) };
        }),
      ),
    ).observe({ type: 'long-animation-frame', buffered: true });
  });

/** The long tasks of the page's main thread, each with the time of the events inside it by name. */
function longTasks(events: TraceEvent[]): string[] {
  const navigation = events.find((e) => e.name === 'navigationStart' && /^http/.test(e.args?.data?.documentLoaderURL ?? ''));
  if (!navigation) return ['(no navigation in the trace)'];
  const main = events.filter((e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ph === 'X');
  return main
    .filter((task) => task.name === 'RunTask' && (task.dur ?? 0) / 1000 >= longTaskMs)
    .map((task) => {
      const byName = new Map<string, number>();
      for (const e of main) {
        if (e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > task.ts + task.dur!) continue;
        byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
      }
      const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([name, ms]) => `${name} ${ms.toFixed(1)}`);
      return `task at ${((task.ts - navigation.ts) / 1000).toFixed(0)} ms, ${(task.dur! / 1000).toFixed(1)} ms: ${top.join(', ')}`;
    });
}

async function traceOneLoad(browser: Browser, url: string, profile: Profile): Promise<void> {
  const context = await browser.newContext({ ...profile.context, locale: 'pt-BR' });
  try {
    const page = await context.newPage();
    if (profile.throttling) await throttle(page, profile.throttling);
    await browser.startTracing(page, { categories });
    await page.goto(url);
    await page.waitForTimeout(5000);
    const frames = await page.evaluate(framesScript);
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN);
    const events = await stopTracingEvents(browser);
    console.log(`\nFCP ${Math.round(fcp)} ms. Long animation frames:`);
    for (const f of frames) {
      console.log(`  ${Math.round(f.start)}–${Math.round(f.start + f.duration)} ms (rendering from ${Math.round(f.renderStart)}): ${f.scripts.join(', ') || 'no script'}`);
    }
    for (const line of longTasks(events)) console.log(`  ${line}`);
  } finally {
    await context.close();
  }
}

const [route = '/', profileName = 'phone-wifi', loads = '3'] = process.argv.slice(2);
const profile = phoneProfiles.find((p) => p.name === profileName);
if (!profile) throw new Error(`unknown profile ${profileName}: ${phoneProfiles.map((p) => p.name).join(', ')}`);
await onBuiltSite(async (browser, baseUrl) => {
  for (let i = 0; i < Number(loads); i++) await traceOneLoad(browser, new URL(route, baseUrl).href, profile);
});
