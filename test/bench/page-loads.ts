// The page loads of `npm run bench`: every route of this build (and of the build named by
// BENCH_BEFORE, when there is one) and the React floor, with each profile, interleaved so a slow
// spell on the shared machine lands on all alike; then their medians per route and profile, and
// what makes a run invalid (console errors, failed requests, a page that never hydrates).
import type { Browser } from 'playwright';
import { launchChromium } from '../support/chromium';
import { loadPage, longestScriptBeforePaintOf, longestTaskOf, type LoadSample } from './page-load';
import { allRoutes, desktopProfile, type Profile } from './profiles';
import { startServerProcess, type ServerProcess } from './processes';
import { startReactFloor } from './react-floor';
import type { PageSummary } from './results';
import { notFoundPath } from './server-bench';
import { mostCommon, spread } from './stats';

/** The React floor's samples carry this in place of a route. */
export const floorRoute = 'React floor';

/** A build to load: this one (no label) or an earlier one, by the label its samples carry. */
export interface BuildUnderTest {
  label?: string;
  serverScript: string;
  cwd: string;
}

export interface PageLoadPlan {
  root: string;
  builds: BuildUnderTest[];
  profiles: Profile[];
  loadsPerRoute: number;
  progress: (message: string) => void;
}

export async function measurePageLoads(plan: PageLoadPlan): Promise<{ samples: LoadSample[]; chromium: string }> {
  const servers: Array<{ build: BuildUnderTest; server: ServerProcess }> = [];
  const floor = await startReactFloor(plan.root);
  let browser: Browser | undefined;
  try {
    for (const build of plan.builds) servers.push({ build, server: await startServerProcess(build.serverScript, [], { cwd: build.cwd }) });
    browser = await launchChromium();
    const samples: LoadSample[] = [];
    for (const profile of plan.profiles) {
      for (let i = 1; i <= plan.loadsPerRoute; i++) {
        for (const route of profile.routes) {
          for (const { build, server } of servers) {
            plan.progress(`page load ${profile.name} ${route}${build.label ? ` (${build.label})` : ''} (${i}/${plan.loadsPerRoute})`);
            const sample = await loadPage(browser, server.url, route, profile);
            samples.push(build.label ? { ...sample, build: build.label } : sample);
          }
        }
        if (profile !== desktopProfile) {
          plan.progress(`page load ${profile.name} ${floorRoute} (${i}/${plan.loadsPerRoute})`);
          samples.push({ ...(await loadPage(browser, floor.url, '/', profile)), route: floorRoute });
        }
      }
    }
    return { samples, chromium: browser.version() };
  } finally {
    await browser?.close();
    for (const { server } of servers) await server.stop();
    await floor.close();
  }
}

/** The medians (and min–max) of each route and profile, for the samples of one build. */
export function summarise(samples: LoadSample[], profiles: Profile[]): PageSummary[] {
  const summaries: PageSummary[] = [];
  for (const profile of profiles) {
    for (const route of [...allRoutes, floorRoute]) {
      const loads = samples.filter((sample) => sample.route === route && sample.profile === profile.name);
      if (loads.length === 0) continue;
      const values = (pick: (sample: LoadSample) => number | null) => spread(loads.map((sample) => pick(sample) ?? Number.NaN));
      const elements = loads.map((sample) => sample.metrics.lcpElement ?? 'none');
      summaries.push({
        route,
        profile: profile.name,
        loads: loads.length,
        ttfb: values((s) => s.metrics.ttfb),
        fcp: values((s) => s.metrics.fcp),
        lcp: values((s) => s.metrics.lcp),
        cls: values((s) => s.metrics.cls),
        tbt: values((s) => s.metrics.tbt),
        renderBlocking: values((s) => s.metrics.renderBlockingAfterFcp),
        hydrated: values((s) => s.metrics.hydrated),
        evaluationStart: values((s) => s.metrics.evaluationStart),
        longestTask: values(longestTaskOf),
        longestScriptBeforePaint: values(longestScriptBeforePaintOf),
        paintedFirst: loads.filter((s) => s.metrics.fcp !== null && s.metrics.evaluationStart !== null && s.metrics.fcp < s.metrics.evaluationStart).length,
        requestsBeforeIdle: values((s) => s.requestsBeforeIdle),
        lcpElement: mostCommon(elements).value ?? null,
        lcpElements: [...new Set(elements)],
      });
    }
  }
  return summaries;
}

export function splitFloor(summaries: PageSummary[]): { summary: PageSummary[]; floor: PageSummary[] } {
  const floor = summaries.filter((summary) => summary.route === floorRoute);
  if (floor.length === 0) throw new Error('the React floor was not measured');
  return { summary: summaries.filter((summary) => summary.route !== floorRoute), floor };
}

/** What the 404 page says in the console by design (the spec's log line, and the 404 status). */
const expectedOnNotFoundPage = [/the server responded with a status of 404/, /User attempted to access non-existent route/];

/** Problems that make the page loads invalid: console errors, failed requests, missing paints. */
export function pageLoadProblems(samples: LoadSample[]): string[] {
  const problems: string[] = [];
  for (const sample of samples) {
    const at = `${sample.profile} ${sample.route}${sample.build ? ` (${sample.build})` : ''}`;
    for (const problem of sample.problems) {
      if (!(sample.route === notFoundPath && expectedOnNotFoundPage.some((expected) => expected.test(problem)))) problems.push(`${at}: ${problem}`);
    }
    // / and the floor hydrate at load; /bio and the 404 page run the app only when an internal link is followed.
    const expected = { FCP: sample.metrics.fcp, LCP: sample.metrics.lcp, ...(sample.route === '/' || sample.route === floorRoute ? { hydrated: sample.metrics.hydrated } : {}) };
    for (const [name, value] of Object.entries(expected)) {
      if (value === null) problems.push(`${at}: no ${name} recorded`);
    }
    for (const request of sample.requests) {
      const expectedNotFound = sample.route === notFoundPath && request.path === notFoundPath && request.status === 404;
      if (request.failure) problems.push(`${at}: request for ${request.path} failed (${request.failure})`);
      else if (request.status !== null && request.status >= 400 && !expectedNotFound) problems.push(`${at}: ${request.path} answered ${request.status}`);
    }
  }
  return problems;
}
