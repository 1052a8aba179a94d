// The benchmark's figures (also written as results.json), its targets, and the printed report.
import { formatBytes, formatTable } from '../../src/build/output/sizes';
import { accessLogSection, accessLogTargetRatio, type AccessLogCost } from './access-log-cost';
import { pingFloodSection, type PingFlood } from './ping-flood';
import { reportTargetMBps, reportThroughputSection, type ReportThroughput } from './report-throughput';
import type { BuildRun, PackageCounts } from './build-and-deps';
import { deliveryChecks, deliverySection, type DeliverySummary } from './image-waste';
import type { RouteBytes } from './bytes';
import type { LoadSample, Profile } from './page-load';
import type { LoadResult } from './server-load';
import type { Spread } from './stats';
import { deploySection, type DeployFigures } from './deploy';
import { mainThreadChecks, mainThreadSection } from './main-thread-report';

export interface PageSummary {
  route: string;
  profile: Profile['name'];
  loads: number;
  ttfb: Spread;
  fcp: Spread;
  lcp: Spread;
  cls: Spread;
  tbt: Spread;
  /** Blocking time of the long frames after the first paint that ran no script (page-load.ts). */
  renderBlocking: Spread;
  hydrated: Spread;
  /** The 'evaluation-start' mark (see page-load.ts). */
  evaluationStart: Spread;
  /** The longest task of each load, whenever it ran. */
  longestTask: Spread;
  /** Loads whose first contentful paint came before the evaluation started. */
  paintedFirst: number;
  requestsBeforeIdle: Spread;
  /** The LCP element seen most often, and every distinct one. */
  lcpElement: string | null;
  lcpElements: string[];
}

export interface ServerRun extends LoadResult {
  /** CPU time of the server process during the run, as % of one core. */
  serverCpuPercent: number | null;
  /** CPU time of the load generator (this process), as % of one core. */
  clientCpuPercent: number;
  /** Server CPU time per response answered (warm-up included), in µs: steadier than req/s on a shared machine. */
  serverCpuPerResponseUs: number | null;
}

export interface ServerTarget {
  name: string;
  path: string;
  requestHeaders: Record<string, string>;
  expect: { status: number; encoding: string | null; bytes: number };
  ours: ServerRun;
  bare: ServerRun;
  /** ours.requestsPerSecond / bare.requestsPerSecond */
  throughputRatio: number;
}

export interface ProcessMemory {
  /** Resident set right after start-up, bytes. */
  startRss: number | null;
  /** VmHWM at the end of the load: the process's peak resident set, bytes. */
  peakRss: number | null;
}

export interface TargetCheck {
  figure: string;
  value: string;
  target: string;
  met: boolean;
}

export interface BenchResults {
  generatedAt: string;
  machine: {
    node: string;
    platform: string;
    cpus: number;
    cpuModel: string;
    memoryBytes: number;
    loadAverageAtStart: number[];
    loadAverageAtEnd: number[];
    chromium: string;
  };
  settings: { serverSeconds: number; serverWarmupSeconds: number; connections: number; pageLoadsPerRoute: number; buildRuns: number };
  build: { runs: BuildRun[]; wallMs: Spread; reportedMs: Spread; packages: PackageCounts };
  bytes: RouteBytes[];
  pageLoad: {
    profiles: Array<Pick<Profile, 'name' | 'description' | 'throttling'>>;
    summary: PageSummary[];
    /** The React floor page (one empty component), loaded with each phone profile in the same run. */
    floor: PageSummary[];
    samples: LoadSample[];
  };
  /** Bytes and requests to idle, image waste (image-waste.ts). */
  delivery: DeliverySummary[];
  server: { targets: ServerTarget[]; memory: { ours: ProcessMemory; bare: ProcessMemory } };
  deploy: DeployFigures;
  accessLog: AccessLogCost;
  pingFlood: PingFlood;
  reportThroughput: ReportThroughput;
  targets: TargetCheck[];
  /** Anything that makes the run invalid (load errors, console errors): the exit status is 1. */
  problems: string[];
  durationSeconds: number;
}

const int = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : 'n/a');
const ms = (value: number) => (Number.isFinite(value) ? `${int(value)} ms` : 'n/a');
const ms1 = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
const cls = (value: number) => (Number.isFinite(value) ? value.toFixed(3) : 'n/a');
const mb = (bytes: number | null) => (bytes === null || !Number.isFinite(bytes) ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
const pct = (value: number | null) => (value === null || !Number.isFinite(value) ? 'n/a' : `${Math.round(value)}%`);
const status = (met: boolean) => (met ? 'met' : 'MISSED');

export const pageTargets = { fcp: 1500, lcp: 1500, tbt: 50, hydrated: 2500 } as const;
export const serverTargets = { throughputRatio: 0.5, p99Ms: 20 } as const;
export const buildTargetMs = 1500;

/**
 * Timings are judged on their median; CLS (layout, not time) on the worst load, shown to two
 * decimals as the target is written (0.00).
 */
export function checkTargets(results: Omit<BenchResults, 'targets'>): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const summary of results.pageLoad.summary.filter((s) => s.profile === 'mobile')) {
    const at = `mobile ${summary.route}`;
    checks.push({ figure: `${at} FCP (median)`, value: ms(summary.fcp.median), target: `≤ ${ms(pageTargets.fcp)}`, met: summary.fcp.median <= pageTargets.fcp });
    checks.push({ figure: `${at} LCP (median)`, value: ms(summary.lcp.median), target: `≤ ${ms(pageTargets.lcp)}`, met: summary.lcp.median <= pageTargets.lcp });
    checks.push({ figure: `${at} CLS (worst load)`, value: summary.cls.max.toFixed(2), target: '0.00', met: Number(summary.cls.max.toFixed(2)) === 0 });
    checks.push({ figure: `${at} TBT (median)`, value: ms(summary.tbt.median), target: `< ${ms(pageTargets.tbt)}`, met: summary.tbt.median < pageTargets.tbt });
    // /bio loads no React: nothing hydrates there (its readiness is its load).
    if (summary.route === '/') checks.push({ figure: `${at} hydrated (median)`, value: ms(summary.hydrated.median), target: `< ${ms(pageTargets.hydrated)}`, met: summary.hydrated.median < pageTargets.hydrated });
  }
  checks.push(...mainThreadChecks(results.pageLoad.summary, results.pageLoad.floor));
  const mobileHome = results.pageLoad.summary.find((s) => s.profile === 'mobile' && s.route === '/');
  checks.push(...deliveryChecks(results.delivery, mobileHome ? mobileHome.lcp.median : null));
  for (const target of results.server.targets) {
    checks.push({
      figure: `server ${target.name} throughput vs bare node:http`,
      value: target.throughputRatio.toFixed(2),
      target: `≥ ${serverTargets.throughputRatio.toFixed(2)}`,
      met: target.throughputRatio >= serverTargets.throughputRatio,
    });
    checks.push({ figure: `server ${target.name} p99`, value: ms1(target.ours.latencyMs.p99), target: `< ${ms(serverTargets.p99Ms)}`, met: target.ours.latencyMs.p99 < serverTargets.p99Ms });
  }
  const { accessLog } = results;
  checks.push({
    figure: `server ${accessLog.path} throughput, access log on vs off`,
    value: accessLog.throughputRatio.toFixed(2),
    target: `≥ ${accessLogTargetRatio.toFixed(2)}`,
    met: accessLog.throughputRatio >= accessLogTargetRatio,
  });
  // The same ratio from server CPU per response: steadier than throughput on a shared machine.
  checks.push({
    figure: `server ${accessLog.path} CPU per response, access log off / on`,
    value: accessLog.cpuRatio.toFixed(2),
    target: `≥ ${accessLogTargetRatio.toFixed(2)}`,
    met: accessLog.cpuRatio >= accessLogTargetRatio,
  });
  const { pingFlood, reportThroughput } = results;
  // "Pages keep their usual latency": p99 during the flood within the server's own p99 target.
  checks.push({
    figure: `server / p99 during ${pingFlood.floods[0]?.sent ?? 0} pings in ${pingFlood.seconds} s (without: ${ms1(pingFlood.quiet.p99Ms.median)})`,
    value: ms1(pingFlood.flooded.p99Ms.median),
    target: `< ${ms(serverTargets.p99Ms)}`,
    met: pingFlood.flooded.p99Ms.median < serverTargets.p99Ms,
  });
  checks.push({
    figure: 'npm run report over a 100 MB log',
    value: `${reportThroughput.plain.mbPerSecond.toFixed(0)} MB/s`,
    target: `≥ ${reportTargetMBps} MB/s`,
    met: reportThroughput.plain.mbPerSecond >= reportTargetMBps,
  });
  const runs = results.server.targets.flatMap((target) => [target.ours, target.bare]);
  const errors = runs.reduce((sum, run) => sum + run.errors, 0);
  const dropped = runs.reduce((sum, run) => sum + run.droppedConnections, 0);
  checks.push({ figure: 'server errors / dropped connections (all runs)', value: `${errors} / ${dropped}`, target: '0 / 0', met: errors === 0 && dropped === 0 });
  const { deploy } = results;
  checks.push({ figure: 'deploy under load: failed requests / asset 404s', value: `${deploy.failures} / ${deploy.asset404s}`, target: '0 / 0', met: deploy.failures === 0 && deploy.asset404s === 0 });
  checks.push({ figure: 'npm run build wall time (median)', value: ms(results.build.wallMs.median), target: `< ${ms(buildTargetMs)}`, met: results.build.wallMs.median < buildTargetMs });
  return checks;
}

function title(text: string): string {
  return `\n${text}\n${'='.repeat(text.length)}`;
}

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
    title(`3. Server: ${settings.connections} keep-alive connections, ${settings.serverSeconds} s per target (after ${settings.serverWarmupSeconds} s warm-up), loopback`),
    '"ours" is node dist/server.mjs; "bare" is a bare node:http server answering the same bytes from memory (bare-server.mjs).',
    'The load generator runs in the bench process ("client CPU"); CPU is % of one core over the run.',
  ];
  const rows: string[][] = [];
  for (const target of results.server.targets) {
    for (const [label, run] of [['ours', target.ours], ['bare', target.bare]] as const) {
      const ours = label === 'ours';
      const judgements = ours
        ? [
            `ratio ≥ ${serverTargets.throughputRatio.toFixed(2)} ${status(target.throughputRatio >= serverTargets.throughputRatio)}`,
            `p99 < ${serverTargets.p99Ms} ms ${status(run.latencyMs.p99 < serverTargets.p99Ms)}`,
          ]
        : [];
      judgements.push(`0 errors ${status(run.errors === 0 && run.droppedConnections === 0)}`);
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
        ours ? target.throughputRatio.toFixed(2) : '(limit)',
        pct(run.serverCpuPercent),
        run.serverCpuPerResponseUs === null ? 'n/a' : `${run.serverCpuPerResponseUs.toFixed(1)} µs`,
        pct(run.clientCpuPercent),
        judgements.join('; '),
      ]);
    }
  }
  lines.push(formatTable(['target', 'server', 'req/s', 'p50', 'p99', 'max', 'requests', 'errors', 'dropped', 'vs bare', 'srv CPU', 'CPU/resp', 'client CPU', 'targets'], rows));
  for (const target of results.server.targets) {
    const kinds = { ...target.ours.errorKinds, ...target.bare.errorKinds };
    if (Object.keys(kinds).length) lines.push(`errors for ${target.name}: ${JSON.stringify({ ours: target.ours.errorKinds, bare: target.bare.errorKinds })}`);
  }
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

function targetsSection(results: BenchResults): string[] {
  const met = results.targets.filter((check) => check.met).length;
  return [
    title(`Targets: ${met} of ${results.targets.length} met`),
    formatTable(
      ['figure', 'value', 'target', 'status'],
      results.targets.map((check) => [check.figure, check.value, check.target, status(check.met)]),
    ),
  ];
}

export function renderReport(results: BenchResults): string {
  return renderReportSections(results, [bytesSection, pageSection, mainThreadSection, (all) => deliverySection(all.delivery, formatTable), serverSection, buildSection, (all) => deploySection(all.deploy), (all) => accessLogSection(all.accessLog, title), (all) => pingFloodSection(all.pingFlood, title), (all) => reportThroughputSection(all.reportThroughput, title), targetsSection]);
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
