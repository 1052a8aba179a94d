// The printed report: one section per part of the run (others live beside what they measure),
// the targets at the end (targets.ts). The figures' types: results.ts.
import { formatBytes, formatTable } from '../../src/builder/output/sizes';
import { accessLogSection } from './access-log-cost';
import { comparisonSection } from './compare-builds';
import { deploySection } from './deploy';
import { cls, int, mb, ms, ms1, pct, ratioAgainst, status, title } from './format';
import { deliverySection } from './image-waste';
import { mainThreadSection } from './main-thread-report';
import { pingFloodSection } from './ping-flood';
import { reportThroughputSection } from './report-throughput';
import type { BenchResults, PageSummary } from './results';
import { serverRunsOf } from './server-bench';
import type { Spread } from './stats';
import { buildTargetMs, pageTargets, serverTargets, targetsSection, throughputTargetOf } from './targets';

function bytesSection(results: BenchResults): string[] {
  const lines = [title('1. Bytes: files the browser loads before the page is idle')];
  lines.push(
    'raw, gzip -9 and brotli -11 of the file in dist/ (build\'s `measure`); "sent" is what Chromium received (encoding, body bytes);',
    '"loads" counts the mobile / desktop loads that requested it (lazy images depend on the viewport).',
  );
  for (const route of results.bytes) {
    const summaries = results.pageLoad.summary.filter((s) => s.route === route.route);
    const requests = summaries.map((s) => `${s.profile} ${int(s.requestsBeforeIdle.median)} (${int(s.requestsBeforeIdle.min)}–${int(s.requestsBeforeIdle.max)})`).join(', ');
    lines.push('', `${route.route}   requests before idle, median (min–max): ${requests}`);
    const load = (counts: Record<string, number>) => `${counts.mobile ?? 0}/${route.loadCounts.mobile ?? 0} · ${counts.desktop ?? 0}/${route.loadCounts.desktop ?? 0}`;
    const rows = route.files.map((file) => [
      file.file ?? `${file.path} (${file.status ?? 'failed'}, not in dist/)`,
      file.type,
      file.raw === null ? '–' : formatBytes(file.raw),
      file.gzip === null ? '–' : formatBytes(file.gzip),
      file.brotli === null ? '–' : formatBytes(file.brotli),
      file.sentBytes === null ? '–' : `${file.sentEncoding ?? 'identity'} ${formatBytes(file.sentBytes)}`,
      load(file.loads),
    ]);
    for (const total of [...route.totals, route.total]) {
      rows.push([`total ${total.type} (${total.files} file${total.files === 1 ? "" : "s"})`, '', formatBytes(total.raw), formatBytes(total.gzip), formatBytes(total.brotli), formatBytes(total.sent), '']);
    }
    lines.push(formatTable(['file', 'type', 'raw B', 'gzip -9 B', 'brotli -11 B', 'sent B', 'loads m · d'], rows));
    if (!route.files.some((file) => file.type === 'media')) {
      lines.push('media: none loaded (the hero video is preload="none"; the toast chime is fetched only when a toast plays, 15–25 s in).');
    }
  }
  return lines;
}

export function pageSection(results: BenchResults): string[] {
  const lines = [title(`2. Page load in Chromium ${results.machine.chromium}: median and min–max of ${results.settings.pageLoadsPerRoute} cold loads`)];
  for (const profile of results.pageLoad.profiles) lines.push(profile.description);
  lines.push('Times from navigation start. TBT: long-task time beyond 50 ms per task after FCP. CLS: sum of shifts without recent input.');
  const rows: string[][] = [];
  const metric = (name: string, summary: PageSummary, value: Spread, format: (n: number) => string, target: string, met: boolean | null) =>
    rows.push([name, summary.route, summary.profile, format(value.median), `${format(value.min)} – ${format(value.max)}`, target, met === null ? '' : status(met)]);
  for (const profile of ['mobile', 'desktop'] as const) {
    for (const summary of results.pageLoad.summary.filter((s) => s.profile === profile)) {
      const judged = profile === 'mobile';
      metric('TTFB', summary, summary.ttfb, ms, '', null);
      metric('FCP', summary, summary.fcp, ms, judged ? `≤ ${ms(pageTargets.fcp)}` : '', judged ? summary.fcp.median <= pageTargets.fcp : null);
      metric('LCP', summary, summary.lcp, ms, judged ? `≤ ${ms(pageTargets.lcp)}` : '', judged ? summary.lcp.median <= pageTargets.lcp : null);
      metric('CLS', summary, summary.cls, cls, judged ? '0.00 (worst)' : '', judged ? Number(summary.cls.max.toFixed(2)) === 0 : null);
      metric('TBT', summary, summary.tbt, ms, judged ? `< ${ms(pageTargets.tbt)}` : '', judged ? summary.tbt.median < pageTargets.tbt : null);
      if (summary.route === '/') metric('hydrated', summary, summary.hydrated, ms, judged ? `< ${ms(pageTargets.hydrated)}` : '', judged ? summary.hydrated.median < pageTargets.hydrated : null);
      metric('requests before idle', summary, summary.requestsBeforeIdle, int, '', null);
    }
  }
  lines.push(formatTable(['metric', 'route', 'profile', 'median', 'min – max', 'target', 'status'], rows));
  lines.push('LCP element (most frequent; others seen):');
  for (const summary of results.pageLoad.summary) {
    const others = summary.lcpElements.filter((element) => element !== summary.lcpElement);
    lines.push(`  ${summary.profile} ${summary.route}: ${summary.lcpElement ?? 'none'}${others.length ? `; also ${others.join('; ')}` : ''}`);
  }
  return lines;
}

export function serverSection(results: BenchResults): string[] {
  const { settings } = results;
  const lines = [
    title(`3. Server: ${settings.connections} keep-alive connections, ${settings.serverRounds} interleaved rounds of ${(settings.serverSeconds / settings.serverRounds).toFixed(1)} s per server and target (after ${settings.serverWarmupSeconds} s warm-up each), loopback; each row is the median round`),
    '"ours" is node dist/server.mjs; "bare" is a bare node:http server answering the same bytes from memory (bare-server.mjs);',
    '"bare, our headers" is that server sending every header ours sends for / (not a target: what node:http charges for them);',
    '"before <commit>" is the build BENCH_BEFORE names, serving its own / (not a target: is this build slower than it?).',
    'The load generator runs in the bench process ("client CPU"); CPU is % of one core over the run.',
  ];
  const rows: string[][] = [];
  for (const target of results.server.targets) {
    for (const [label, run, oursAgainstIt] of serverRunsOf(target)) {
      const ours = label === 'ours';
      const judgements = ours
        ? [
            `ratio ≥ ${throughputTargetOf(target.path).toFixed(2)} ${status(target.throughputRatio >= throughputTargetOf(target.path))}`,
            `p99 < ${serverTargets.p99Ms} ms ${status(run.latencyMs.p99 < serverTargets.p99Ms)}`,
          ]
        : [];
      judgements.push(`0 errors ${status(run.errors === 0 && run.droppedConnections === 0)}`);
      const versus = ours ? ratioAgainst(target.throughputRatio, throughputTargetOf(target.path)) : label === 'bare' ? '(limit)' : `ours/this ${oursAgainstIt!.toFixed(2)}`;
      rows.push([
        ours ? target.name : '',
        label,
        int(run.requestsPerSecond),
        ms1(run.latencyMs.p50),
        ms1(run.latencyMs.p99),
        ms1(run.latencyMs.max),
        int(run.requests),
        String(run.errors),
        String(run.droppedConnections),
        versus,
        pct(run.serverCpuPercent),
        run.serverCpuPerResponseUs === null ? 'n/a' : `${run.serverCpuPerResponseUs.toFixed(1)} µs`,
        pct(run.clientCpuPercent),
        judgements.join('; '),
      ]);
    }
  }
  lines.push(formatTable(['target', 'server', 'req/s', 'p50', 'p99', 'max', 'requests', 'errors', 'dropped', 'vs bare', 'srv CPU', 'CPU/resp', 'client CPU', 'targets'], rows));
  for (const target of results.server.targets) {
    const runs = serverRunsOf(target);
    lines.push(`${target.name} req/s by round: ${runs.map(([label, run]) => `${label} ${(run.roundsRequestsPerSecond ?? [run.requestsPerSecond]).map(int).join(', ')}`).join('; ')}`);
    if (runs.some(([, run]) => Object.keys(run.errorKinds).length)) lines.push(`errors for ${target.name}: ${JSON.stringify(Object.fromEntries(runs.map(([label, run]) => [label, run.errorKinds])))}`);
  }
  const home = results.server.targets.find((target) => target.sameHeaders);
  if (home?.sameHeaders) lines.push(`"bare, our headers" sent the ${home.sameHeaders.headerCount} headers ours sends for ${home.path}; ours is at ${home.sameHeaders.throughputRatio.toFixed(2)} of it.`);
  if (home?.before) lines.push(`The build before (${home.before.commit}) on its own ${home.path}: ours is at ${home.before.throughputRatio.toFixed(2)} of it.`);
  const { ours, bare } = results.server.memory;
  lines.push(`Peak RSS (VmHWM) over start-up and all runs: ours ${mb(ours.peakRss)} (${mb(ours.startRss)} after start-up); bare ${mb(bare.peakRss)} (${mb(bare.startRss)} after start-up).`);
  return lines;
}

function buildSection(results: BenchResults): string[] {
  const { build } = results;
  const wall = build.wallMs;
  return [
    title('4. Build and dependencies'),
    formatTable(
      ['figure', 'median', 'min – max', 'target', 'status'],
      [
        [`npm run build, wall time (${build.runs.length} runs)`, ms(wall.median), `${ms(wall.min)} – ${ms(wall.max)}`, `< ${ms(buildTargetMs)}`, status(wall.median < buildTargetMs)],
        ['  of which the build\'s own timer ("Built dist/ in")', ms(build.reportedMs.median), `${ms(build.reportedMs.min)} – ${ms(build.reportedMs.max)}`, '', ''],
        ['packages, npm ls --all', String(build.packages.all), '', '', ''],
        ['packages, npm ls --all --omit=dev', String(build.packages.production), '', '', ''],
      ],
    ),
    ...build.packages.npmLsProblems.map((problem) => `note: ${problem}`),
  ];
}

export function renderReport(results: BenchResults): string {
  return renderReportSections(results, [bytesSection, pageSection, mainThreadSection, comparisonSection, (all) => deliverySection(all.delivery, formatTable), serverSection, buildSection, (all) => deploySection(all.deploy), (all) => accessLogSection(all.accessLog, title), (all) => pingFloodSection(all.pingFlood, title), (all) => reportThroughputSection(all.reportThroughput, title), targetsSection]);
}

/** The report's header, the given sections and the footer (npm run bench prints them all). */
export function renderReportSections(results: BenchResults, sections: Array<(results: BenchResults) => string[]>): string {
  const { machine } = results;
  const header = [
    `npm run bench · ${results.generatedAt} · Node ${machine.node} · ${machine.cpus} × ${machine.cpuModel} · ` +
      `load average ${machine.loadAverageAtStart.map((n) => n.toFixed(2)).join(' ')} at start, ${machine.loadAverageAtEnd.map((n) => n.toFixed(2)).join(' ')} at end`,
    'Timings on a shared machine are noisy: read medians and ratios, not single samples.',
  ];
  const footer = [
    '',
    ...(results.problems.length ? ['PROBLEMS (the run is not valid):', ...results.problems.map((problem) => `  - ${problem}`)] : []),
    `Finished in ${Math.round(results.durationSeconds)} s. Figures written to test/bench/results.json.`,
  ];
  return [...header, ...sections.flatMap((section) => section(results)), ...footer].join('\n');
}
