// The main-thread section of the report: per route, with the CPU slowed 4x (and 8x on the slow
// phone), when the first paint came against when our script work began, total blocking time (its
// difference and ratio to the React floor measured in the same run), the blocking of frames that
// ran no script after the first paint, the longest task and time to hydrated.
import { formatTable } from '../../src/builder/output/sizes';
import { ms, status } from './format';
import type { BenchResults, PageSummary, TargetCheck } from './results';
import { phoneProfiles } from './profiles';
import type { Spread } from './stats';

export const mainThreadTargets = { tbtMs: 50, longestTaskMs: 100, gapToFloorMs: 20, hydratedMs: 2500, renderBlockingMs: 30 } as const;

/**
 * /bio and the 404 page run no app until the visitor follows an internal link: their TBT, and any
 * script before their first paint, stay short.
 */
export const onDemandTargets = { tbtMs: 20, scriptBeforePaintMs: 30 } as const;

const phoneProfileNames = phoneProfiles.map((profile) => profile.name);
/** Judged against the targets: the phones at 4x. The slow phone (8x) is shown against the floor. */
const judgedProfiles = phoneProfiles.filter((profile) => profile.throttling?.cpuSlowdown === 4).map((profile) => profile.name);

/**
 * The targets, judged on medians, for both phone profiles (CPU 4x on a mobile network, and
 * with the scripts at hand), each against the React floor loaded with the same profile.
 */
export function mainThreadChecks(summaries: PageSummary[], floors: PageSummary[]): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const check = (figure: string, value: number, target: number) => checks.push({ figure, value: ms(value), target: `≤ ${ms(target)}`, met: value <= target });
  for (const profile of judgedProfiles) {
    const floor = floors.find((s) => s.profile === profile);
    for (const summary of summaries.filter((s) => s.profile === profile)) {
      const at = `${profile} ${summary.route}`;
      if (summary.route !== '/') {
        check(`${at} TBT, no app before a tap (median)`, summary.tbt.median, onDemandTargets.tbtMs);
        const beforePaint = summary.longestScriptBeforePaint.median;
        checks.push({ figure: `${at} longest script before the first paint (median)`, value: ms(beforePaint), target: `< ${ms(onDemandTargets.scriptBeforePaintMs)}`, met: beforePaint < onDemandTargets.scriptBeforePaintMs });
      }
      // Only / loads React; /bio has no script work to put after its first paint.
      if (summary.route === '/') {
        checks.push({ figure: `${at} first paint before our evaluation`, value: `${summary.paintedFirst} of ${summary.loads} loads`, target: 'every load', met: summary.paintedFirst === summary.loads });
        check(`${at} scriptless frames' blocking after FCP (median)`, summary.renderBlocking.median, mainThreadTargets.renderBlockingMs);
        // Judged on the mobile profile, the visitors' usual phone; the 3G figure is shown in the table and the line below.
        if (profile === 'mobile') check(`${at} hydrated (median)`, summary.hydrated.median, mainThreadTargets.hydratedMs);
      }
      check(`${at} TBT (median)`, summary.tbt.median, mainThreadTargets.tbtMs);
      check(`${at} longest task (median)`, summary.longestTask.median, mainThreadTargets.longestTaskMs);
      if (floor) check(`${at} TBT above the React floor (medians)`, summary.tbt.median - floor.tbt.median, mainThreadTargets.gapToFloorMs);
    }
  }
  return checks;
}

/** The floor's TBT, ours, their difference and ratio, per phone profile (medians). */
function floorComparison(summaries: PageSummary[], floors: PageSummary[]): string[] {
  return phoneProfileNames.flatMap((profile) => {
    const floor = floors.find((s) => s.profile === profile);
    const home = summaries.find((s) => s.profile === profile && s.route === '/');
    if (!floor || !home) return [];
    const ratio = floor.tbt.median > 0 ? `${(home.tbt.median / floor.tbt.median).toFixed(2)}×` : 'n/a (floor 0 ms)';
    return [`${profile}: React floor TBT ${ms(floor.tbt.median)}, / TBT ${ms(home.tbt.median)}, difference ${ms(home.tbt.median - floor.tbt.median)}, ratio ${ratio}; / hydrated ${ms(home.hydrated.median)} (floor ${ms(floor.hydrated.median)})`];
  });
}

export function mainThreadSection(results: BenchResults): string[] {
  const heading = 'Main thread (phone: CPU 4x, slow phone 8x): median (min–max) of each route\'s loads';
  const cell = (value: Spread) => `${ms(value.median)} (${ms(value.min)}–${ms(value.max)})`;
  const { summary, floor } = results.pageLoad;
  const rows: string[][] = [];
  for (const profile of phoneProfileNames) {
    for (const row of [...summary, ...floor].filter((s) => s.profile === profile)) {
      rows.push([profile, row.route, cell(row.fcp), cell(row.evaluationStart), `${row.paintedFirst}/${row.loads}`, cell(row.tbt), cell(row.renderBlocking), cell(row.longestTask), cell(row.hydrated)]);
    }
  }
  const checks = mainThreadChecks(summary, floor);
  return [
    `\n${heading}\n${'='.repeat(heading.length)}`,
    'mobile: 150 ms RTT, 1.6 Mbps; phone-wifi: no network throttling (the scripts arrive with the document, as on Wi-Fi or from a warm cache); slow-phone: mobile at CPU 8x; 3g: 400 ms RTT, 400 Kbps.',
    'scriptless: blocking time (beyond 50 ms) of the long animation frames after FCP that ran no script (style, layout, paint, decoding); hydrated: n/a on pages that load no React.',
    'evaluation start: the "evaluation-start" mark, where our script work (React first) begins; painted first: loads with FCP before it.',
    'React floor: a page hydrating one empty React 19 component, bundled and served like ours (test/bench/react-floor/).',
    formatTable(['profile', 'route', 'FCP', 'evaluation start', 'painted first', 'TBT', 'scriptless', 'longest task', 'hydrated'], rows),
    ...floorComparison(summary, floor),
    formatTable(['figure', 'value', 'target', 'status'], checks.map((check) => [check.figure, check.value, check.target, status(check.met)])),
  ];
}
