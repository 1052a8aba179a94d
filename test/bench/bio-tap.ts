// What a tap on /bio's "Seja um Revendedor" costs a visitor on a throttled phone, two ways, the
// samples interleaved: in place (the app, fetched and compiled while /bio was idle, runs on the tap
// and renders / where /bio was: src/app/boot/on-demand.ts) and as a document load of / (the same tap
// with the app's scripts unavailable, so the link stays a plain link). For each: the time from the
// tap to the landing page's heading on screen (in place: the frame after it enters the DOM; a
// document load: its first contentful paint), and the main thread's blocking time (beyond 50 ms a
// task) from the tap until then, at 4x and 8x CPU: `npm run bench:tap` (on the current dist/; set
// BENCH_LOADS for more taps than 5 each way).
import type { Browser } from 'playwright';
import { throttle } from './page-load';
import { mobileProfile, type Profile } from './profiles';
import { onBuiltSite } from './on-built-site';
import { median } from './stats';

export type TapWay = 'in place' | 'document load';

export interface TapSample {
  way: TapWay;
  cpuSlowdown: number;
  /** From the tap to the landing page's heading on screen, ms. */
  toLandingMs: number;
  /** Blocking time (beyond 50 ms) of the long tasks from the tap to then, ms; a document load's own from its start. */
  blockingMs: number;
}

const appScripts = /\/assets\/(main|react|app)-[A-Z0-9]+\.js$/;
const landingHeading = 'Renda extra de';

type Task = { start: number; duration: number };
type Shown = { tapAt: number; shownAt: number; timeOrigin: number; longTasks: Task[] };

/** In the page before the tap: the tap's time (kept across a document load) and the landing heading's first frame. */
function recordTap(heading: string): void {
  const page = window as unknown as { __landingShown: Promise<number> };
  document.addEventListener('click', (event) => sessionStorage.setItem('tapAt', String(performance.timeOrigin + event.timeStamp)), { capture: true });
  page.__landingShown = new Promise((resolve) => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('h1')?.textContent?.includes(heading)) return;
      seen.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.timeOrigin + performance.now())));
    });
    seen.observe(document.body, { childList: true, subtree: true });
  });
}

/** After the tap, in whichever document shows the landing page: when it was shown, and the long tasks of this document. */
async function whenShown(way: TapWay): Promise<Shown> {
  const page = window as unknown as { __landingShown: Promise<number>; __longTasks: Task[] };
  let shownAt: number;
  if (way === 'in place') shownAt = await page.__landingShown;
  else {
    while (performance.getEntriesByName('first-contentful-paint').length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    shownAt = performance.timeOrigin + performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
  }
  return { tapAt: Number(sessionStorage.getItem('tapAt')), shownAt, timeOrigin: performance.timeOrigin, longTasks: page.__longTasks ?? [] };
}

/** Every long task of each document, from its start. */
const recordLongTasks = `new PerformanceObserver((list) => (window.__longTasks ??= []).push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration })))).observe({ type: 'longtask', buffered: true });`;

async function tapOnce(browser: Browser, baseUrl: string, way: TapWay, profile: Profile): Promise<TapSample> {
  const context = await browser.newContext({ ...profile.context, locale: 'pt-BR' });
  try {
    await context.addInitScript({ content: recordLongTasks });
    const page = await context.newPage();
    await throttle(page, profile.throttling!);
    if (way === 'document load') await page.route(appScripts, (route) => route.abort());
    await page.goto(`${baseUrl}/bio`, { waitUntil: 'networkidle', timeout: 120_000 });
    if (way === 'in place') await page.waitForSelector('#root[data-app-preloaded]', { state: 'attached', timeout: 60_000 });
    await page.evaluate(recordTap, landingHeading);
    await page.getByRole('link', { name: 'Seja um Revendedor' }).click({ noWaitAfter: true });
    await page.waitForURL(`${baseUrl}/`, { waitUntil: 'commit', timeout: 60_000 });
    const shown = await page.evaluate(whenShown, way);
    // The tap's and the heading's times are on the epoch; each document's tasks on its own timeline.
    const from = Math.max(0, shown.tapAt - shown.timeOrigin);
    const to = shown.shownAt - shown.timeOrigin;
    const blocking = shown.longTasks.filter((task) => task.start >= from && task.start < to).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    return { way, cpuSlowdown: profile.throttling!.cpuSlowdown, toLandingMs: Math.round(shown.shownAt - shown.tapAt), blockingMs: Math.round(blocking) };
  } finally {
    await context.close();
  }
}

/** `loads` taps each way at each CPU slowdown, interleaved. */
export async function measureBioTap(browser: Browser, baseUrl: string, loads: number, slowdowns: readonly number[] = [4, 8]): Promise<TapSample[]> {
  const samples: TapSample[] = [];
  for (const cpuSlowdown of slowdowns) {
    const profile: Profile = { ...mobileProfile, throttling: { ...mobileProfile.throttling!, cpuSlowdown } };
    for (let i = 0; i < loads; i++) {
      for (const way of (i % 2 === 0 ? ['in place', 'document load'] : ['document load', 'in place']) as TapWay[]) samples.push(await tapOnce(browser, baseUrl, way, profile));
    }
  }
  return samples;
}

/** Median per way and slowdown, as report lines. */
export function bioTapSection(samples: readonly TapSample[]): string[] {
  const lines = ['Tap on /bio\'s "Seja um Revendedor" (mobile profile; medians): tap → landing heading on screen, and blocking time until then'];
  for (const cpuSlowdown of [...new Set(samples.map((sample) => sample.cpuSlowdown))]) {
    for (const way of ['in place', 'document load'] as const) {
      const mine = samples.filter((sample) => sample.way === way && sample.cpuSlowdown === cpuSlowdown);
      if (mine.length === 0) continue;
      lines.push(`  CPU ${cpuSlowdown}x, ${way.padEnd(13)}: ${median(mine.map((s) => s.toLandingMs))} ms to the landing page, ${median(mine.map((s) => s.blockingMs))} ms blocking (${mine.length} taps: ${mine.map((s) => s.toLandingMs).join(', ')})`);
    }
  }
  return lines;
}

const loads = Number(process.env.BENCH_LOADS ?? 5);
await onBuiltSite(async (browser, baseUrl) => console.log(bioTapSection(await measureBioTap(browser, baseUrl, loads)).join('\n')));
