// The main-thread section of the report (issue 9): per route, with the CPU slowed 4x, when the
// first paint came against when our script work began, total blocking time, the longest task and
// time to hydrated, next to the React floor measured in the same run.
import { formatTable } from '../../src/build/output/sizes';
import type { BenchResults, PageSummary, TargetCheck } from './report';
import type { Spread } from './stats';

export const mainThreadTargets = { tbtMs: 50, longestTaskMs: 100, gapToFloorMs: 20, hydratedMs: 2000 } as const;

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value).toLocaleString('en-US')} ms` : 'n/a');
const status = (met: boolean) => (met ? 'met' : 'MISSED');

const phoneProfiles = ['mobile', 'phone-wifi'] as const;

/**
 * The targets, judged on medians, for both phone profiles (CPU 4x on a mobile network, and
 * with the scripts at hand), each against the React floor loaded with the same profile.
 */
export function mainThreadChecks(summaries: PageSummary[], floors: PageSummary[]): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const profile of phoneProfiles) {
    const floor = floors.find((s) => s.profile === profile);
    for (const summary of summaries.filter((s) => s.profile === profile)) {
      const at = `${profile} ${summary.route}`;
      checks.push({ figure: `${at} first paint before our evaluation`, value: `${summary.paintedFirst} of ${summary.loads} loads`, target: 'every load', met: summary.paintedFirst === summary.loads });
      checks.push({ figure: `${at} TBT (median)`, value: ms(summary.tbt.median), target: `≤ ${ms(mainThreadTargets.tbtMs)}`, met: summary.tbt.median <= mainThreadTargets.tbtMs });
      checks.push({ figure: `${at} longest task (median)`, value: ms(summary.longestTask.median), target: `≤ ${ms(mainThreadTargets.longestTaskMs)}`, met: summary.longestTask.median <= mainThreadTargets.longestTaskMs });
      if (floor) {
        const gap = summary.tbt.median - floor.tbt.median;
        checks.push({ figure: `${at} TBT above the React floor (medians)`, value: ms(gap), target: `≤ ${ms(mainThreadTargets.gapToFloorMs)}`, met: gap <= mainThreadTargets.gapToFloorMs });
      }
      if (summary.route === '/' && profile === 'mobile') {
        checks.push({ figure: `${at} hydrated (median)`, value: ms(summary.hydrated.median), target: `≤ ${ms(mainThreadTargets.hydratedMs)}`, met: summary.hydrated.median <= mainThreadTargets.hydratedMs });
      }
    }
  }
  return checks;
}

export function mainThreadSection(results: BenchResults): string[] {
  const heading = 'Main thread (phone: CPU 4x): median (min–max) of each route\'s loads';
  const cell = (value: Spread) => `${ms(value.median)} (${ms(value.min)}–${ms(value.max)})`;
  const { summary, floor } = results.pageLoad;
  const rows: string[][] = [];
  for (const profile of phoneProfiles) {
    for (const row of [...summary, ...floor].filter((s) => s.profile === profile)) {
      rows.push([profile, row.route, cell(row.fcp), cell(row.evaluationStart), `${row.paintedFirst}/${row.loads}`, cell(row.tbt), cell(row.longestTask), cell(row.hydrated)]);
    }
  }
  const checks = mainThreadChecks(summary, floor);
  return [
    `\n${heading}\n${'='.repeat(heading.length)}`,
    'mobile: 150 ms RTT, 1.6 Mbps; phone-wifi: no network throttling (the scripts arrive with the document, as on Wi-Fi or from a warm cache).',
    'evaluation start: the "evaluation-start" mark, where our script work (React first) begins; painted first: loads with FCP before it.',
    'React floor: a page hydrating one empty React 19 component, bundled and served like ours (test/bench/react-floor/).',
    formatTable(['profile', 'route', 'FCP', 'evaluation start', 'painted first', 'TBT', 'longest task', 'hydrated'], rows),
    formatTable(['figure', 'value', 'target', 'status'], checks.map((check) => [check.figure, check.value, check.target, status(check.met)])),
  ];
}
