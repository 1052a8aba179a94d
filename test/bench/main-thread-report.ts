// The main-thread section of the report (issue 9): per route, with the CPU slowed 4x, when the
// first paint came against when our script work began, total blocking time, the longest task and
// time to hydrated, next to the React floor measured in the same run.
import { formatTable } from '../../src/build/sizes';
import type { BenchResults, PageSummary, TargetCheck } from './report';
import type { Spread } from './stats';

export const mainThreadTargets = { tbtMs: 50, longestTaskMs: 100, gapToFloorMs: 20, hydratedMs: 2000 } as const;

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value).toLocaleString('en-US')} ms` : 'n/a');
const status = (met: boolean) => (met ? 'met' : 'MISSED');

/** The targets, judged on medians of the mobile loads. */
export function mainThreadChecks(summaries: PageSummary[], floor: PageSummary): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const summary of summaries.filter((s) => s.profile === 'mobile')) {
    const at = `mobile ${summary.route}`;
    checks.push({ figure: `${at} first paint before our evaluation`, value: `${summary.paintedFirst} of ${summary.loads} loads`, target: 'every load', met: summary.paintedFirst === summary.loads });
    checks.push({ figure: `${at} TBT (median)`, value: ms(summary.tbt.median), target: `≤ ${ms(mainThreadTargets.tbtMs)}`, met: summary.tbt.median <= mainThreadTargets.tbtMs });
    checks.push({ figure: `${at} longest task (worst load)`, value: ms(summary.longestTask.max), target: `≤ ${ms(mainThreadTargets.longestTaskMs)}`, met: summary.longestTask.max <= mainThreadTargets.longestTaskMs });
    const gap = summary.tbt.median - floor.tbt.median;
    checks.push({ figure: `${at} TBT above the React floor (medians)`, value: ms(gap), target: `≤ ${ms(mainThreadTargets.gapToFloorMs)}`, met: gap <= mainThreadTargets.gapToFloorMs });
    if (summary.route === '/') {
      checks.push({ figure: `${at} hydrated (median)`, value: ms(summary.hydrated.median), target: `≤ ${ms(mainThreadTargets.hydratedMs)}`, met: summary.hydrated.median <= mainThreadTargets.hydratedMs });
    }
  }
  return checks;
}

export function mainThreadSection(results: BenchResults): string[] {
  const heading = 'Main thread (mobile profile, CPU 4x): median (min–max) of each route\'s loads';
  const cell = (value: Spread) => `${ms(value.median)} (${ms(value.min)}–${ms(value.max)})`;
  const floor = results.pageLoad.floor;
  const rows = [...results.pageLoad.summary.filter((s) => s.profile === 'mobile'), floor].map((summary) => [
    summary === floor ? 'React floor' : summary.route,
    cell(summary.fcp),
    cell(summary.evaluationStart),
    `${summary.paintedFirst}/${summary.loads}`,
    cell(summary.tbt),
    cell(summary.longestTask),
    cell(summary.hydrated),
  ]);
  const checks = mainThreadChecks(results.pageLoad.summary, floor);
  return [
    `\n${heading}\n${'='.repeat(heading.length)}`,
    'evaluation start: the "evaluation-start" mark, where our script work (React first) begins; painted first: loads with FCP before it.',
    'React floor: a page hydrating one empty React 19 component, bundled and served like ours (test/bench/react-floor/).',
    formatTable(['route', 'FCP', 'evaluation start', 'painted first', 'TBT', 'longest task', 'hydrated'], rows),
    formatTable(['figure', 'value', 'target', 'status'], checks.map((check) => [check.figure, check.value, check.target, status(check.met)])),
  ];
}
