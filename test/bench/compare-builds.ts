// This build beside the one BENCH_BEFORE names (before-build.ts), from page loads interleaved in
// the same run: on /, the bytes and requests until the network is idle, LCP and hydration on the
// throttled phone (4x and 8x) and on 3G, and the main thread after the first paint on a phone on
// Wi-Fi; /bio's and the 404 page's on the phone. Judged against the targets the page is held to: no more than the build before the
// native scroller on the phone (132 KB, 9 requests) and on 3G (155 KB, 12 requests, hydrated within
// twice the React floor's time); the frames that run no script after the first paint ≤ 30 ms of
// blocking (median), the longest task ≤ 100 ms.
import { formatTable } from '../../src/builder/output/sizes';
import { kb, ms, title } from './format';
import { longestTaskOf, type LoadSample } from './page-load';
import type { BenchResults, PageSummary, TargetCheck } from './results';
import { notFoundPath } from './server-bench';
import { median } from './stats';

export const comparisonTargets = {
  mobile: { bytesToIdle: 132_000, requestsToIdle: 9 },
  '3g': { bytesToIdle: 155_000, requestsToIdle: 12, hydratedToFloor: 2 },
  'phone-wifi': { renderBlockingMs: 30, longestTaskMs: 100 },
} as const;

/** The medians the comparison reads, for one build, route and profile. */
export interface BuildFigures {
  build: string;
  route: string;
  profile: LoadSample['profile'];
  loads: number;
  bytesToIdle: number;
  requestsToIdle: number;
  fcp: number;
  lcp: number;
  hydrated: number;
  tbt: number;
  renderBlocking: number;
  longestTask: number;
  earningsPictures: number;
}

export interface BuildComparison {
  before: { commit: string; subject: string };
  rows: BuildFigures[];
  /** The React floor's hydration per phone profile, from the same run. */
  floorHydrated: Record<string, number>;
}

export const thisBuild = 'this build';
const compared = [
  { profile: 'mobile', route: '/' },
  { profile: '3g', route: '/' },
  { profile: 'phone-wifi', route: '/' },
  { profile: 'slow-phone', route: '/' },
  { profile: 'mobile', route: '/bio' },
  { profile: 'mobile', route: notFoundPath },
] as const;

function figures(build: string, loads: LoadSample[]): BuildFigures {
  const of = (pick: (sample: LoadSample) => number | null) => median(loads.map((sample) => pick(sample) ?? Number.NaN).filter(Number.isFinite));
  const toIdle = (sample: LoadSample) => sample.requests.filter((request) => request.beforeIdle);
  return {
    build,
    route: loads[0]!.route,
    profile: loads[0]!.profile,
    loads: loads.length,
    bytesToIdle: of((s) => toIdle(s).reduce((sum, request) => sum + (request.transferBodyBytes ?? 0), 0)),
    requestsToIdle: of((s) => s.requestsBeforeIdle),
    fcp: of((s) => s.metrics.fcp),
    lcp: of((s) => s.metrics.lcp),
    hydrated: of((s) => s.metrics.hydrated),
    tbt: of((s) => s.metrics.tbt),
    renderBlocking: of((s) => s.metrics.renderBlockingAfterFcp),
    longestTask: of(longestTaskOf),
    earningsPictures: of((s) => toIdle(s).filter((request) => /\/earnings-\d/.test(request.path)).length),
  };
}

export function compareBuilds(samples: LoadSample[], before: { label: string; commit: string; subject: string }, floor: PageSummary[]): BuildComparison {
  const rows: BuildFigures[] = [];
  for (const { profile, route } of compared) {
    for (const [label, build] of [[before.label, before.label], [thisBuild, undefined]] as const) {
      const loads = samples.filter((sample) => sample.profile === profile && sample.route === route && sample.build === build);
      if (loads.length > 0) rows.push(figures(label, loads));
    }
  }
  const floorHydrated = Object.fromEntries(floor.map((summary) => [summary.profile, summary.hydrated.median]));
  return { before: { commit: before.commit, subject: before.subject }, rows, floorHydrated };
}

const rowOf = (comparison: BuildComparison, profile: string, route: string) => comparison.rows.find((row) => row.build === thisBuild && row.profile === profile && row.route === route);

export function compareChecks(comparison: BuildComparison): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const profile of ['mobile', '3g'] as const) {
    const row = rowOf(comparison, profile, '/');
    if (!row) continue;
    const target = comparisonTargets[profile];
    checks.push({ figure: `${profile} / bytes to idle (median, this build)`, value: kb(row.bytesToIdle), target: `≤ ${kb(target.bytesToIdle)}`, met: row.bytesToIdle <= target.bytesToIdle });
    checks.push({ figure: `${profile} / requests to idle (median, this build)`, value: String(row.requestsToIdle), target: `≤ ${target.requestsToIdle}`, met: row.requestsToIdle <= target.requestsToIdle });
  }
  const slow = rowOf(comparison, '3g', '/');
  const floor3g = comparison.floorHydrated['3g'];
  if (slow && floor3g !== undefined) {
    const limit = comparisonTargets['3g'].hydratedToFloor * floor3g;
    checks.push({ figure: `3g / hydrated (median; React floor ${ms(floor3g)})`, value: ms(slow.hydrated), target: `≤ ${ms(limit)}`, met: slow.hydrated <= limit });
  }
  const wifi = rowOf(comparison, 'phone-wifi', '/');
  if (wifi) {
    const target = comparisonTargets['phone-wifi'];
    checks.push({ figure: 'phone-wifi / scriptless blocking after FCP (median)', value: ms(wifi.renderBlocking), target: `≤ ${ms(target.renderBlockingMs)}`, met: wifi.renderBlocking <= target.renderBlockingMs });
    checks.push({ figure: 'phone-wifi / longest task (median)', value: ms(wifi.longestTask), target: `≤ ${ms(target.longestTaskMs)}`, met: wifi.longestTask <= target.longestTaskMs });
  }
  return checks;
}

export function comparisonSection(results: BenchResults): string[] {
  const comparison = results.comparison;
  if (!comparison) return [];
  const rows = comparison.rows.map((row) => [
    row.profile,
    row.route,
    row.build,
    String(row.loads),
    kb(row.bytesToIdle),
    String(row.requestsToIdle),
    String(row.earningsPictures),
    ms(row.fcp),
    ms(row.lcp),
    ms(row.hydrated),
    ms(row.tbt),
    ms(row.renderBlocking),
    ms(row.longestTask),
  ]);
  const floors = Object.entries(comparison.floorHydrated).map(([profile, value]) => `${profile} ${ms(value)}`);
  return [
    title(`Before and after: ${comparison.before.commit} (${comparison.before.subject}) beside this build, loads interleaved`),
    'Medians. Bytes: response bodies as sent, until the network is idle; earnings: carousel pictures requested by then.',
    `React floor hydrated (same run): ${floors.join(', ')}.`,
    formatTable(['profile', 'route', 'build', 'loads', 'bytes to idle', 'requests', 'earnings', 'FCP', 'LCP', 'hydrated', 'TBT', 'scriptless', 'longest task'], rows),
    'Judged in the targets at the end.',
  ];
}
