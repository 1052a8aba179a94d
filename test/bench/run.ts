// npm run bench: the performance benchmark. Prints one report and writes the same figures to
// test/bench/results.json (ignored by git). On a fresh build it measures:
//   1. bytes of every file the browser loads for / and /bio (bytes.ts),
//   2. page load in Chromium, throttled like Lighthouse's mobile profile and unthrottled desktop,
//      5 cold loads per route (page-load.ts),
//   3. the production server (node dist/server.mjs) under 50 keep-alive connections, against a bare
//      node:http server answering the same bytes (server-load.ts, bare-server.mjs),
//   4. build wall time and package counts (build-and-deps.ts),
//   5. a deploy under load: rebuild + SIGHUP, failures, reload time, RSS with retained builds (deploy.ts),
//   6. / throughput with the access log written to a file, as a ratio to off (access-log-cost.ts),
//   7. / latency without and during a flood of 10,000 pings in 10 s, one line per ping (ping-flood.ts),
//   8. npm run report over a 100 MB log, plain and gzipped: MB/s and memory (report-throughput.ts).
// Each figure is printed next to its target with met/MISSED. Missed targets never fail the run
// (timings are noisy on shared machines); the exit status is 1 only when the run is invalid: load
// errors or dropped connections, console errors, a page that never hydrates, a crash.
//
// Environment:
//   BENCH_ONLY=pages  page loads only (our routes and the React floor, one build first): a quick run
//                  for main-thread work; prints the page and main-thread sections, writes nothing.
//   BENCH_ONLY=server      the server load only (section 3, on the current dist/), writes nothing.
//   BENCH_ONLY=access-log  the access log cost only (section 6, on the current dist/), writes nothing.
//   BENCH_ONLY=ping-flood  the ping flood only (section 7, on the current dist/), writes nothing.
//   BENCH_ONLY=report      the report's throughput only (section 8, on the current dist/), writes nothing.
//   BENCH_LOADS    cold loads per route and profile (default 5).
//   BENCH_SECONDS  measured seconds per server load run (default 10; e.g. BENCH_SECONDS=2 for a
//                  quick run). A warm-up of a fifth of it (at most 1 s) runs first, uncounted.
// Needs Chromium (see test/support/chromium.ts: CHROMIUM_PATH, /usr/bin/chromium, Playwright's).
// Takes about 5 minutes with the defaults (the deploy figure makes 12 builds); a watchdog stops it after 10.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, platform, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright';
import { launchChromium } from '../support/chromium';
import { accessLogProblems, accessLogSection, measureAccessLogCost } from './access-log-cost';
import { packageCounts, timeBuild, type BuildRun } from './build-and-deps';
import { readHeaderRules, routeBytes } from './bytes';
import { imageFileSizes, summariseDelivery } from './image-waste';
import { desktopProfile, loadPage, mobileProfile, phoneOnWifiProfile, slow3gProfile, type LoadSample, type Profile } from './page-load';
import { cpuSecondsOf, killAllServers, memoryOf, startServerProcess, type ServerProcess } from './processes';
import { checkTargets, pageSection, renderReport, renderReportSections, serverSection, type BenchResults, type PageSummary, type ServerRun, type ServerTarget } from './report';
import { mainThreadSection } from './main-thread-report';
import { startReactFloor } from './react-floor';
import { runLoad, type LoadTarget } from './server-load';
import { measureDeploy } from './deploy';
import { measurePingFlood, pingFloodProblems, pingFloodSection } from './ping-flood';
import { measureReportThroughput, reportThroughputSection } from './report-throughput';
import { mostCommon, spread } from './stats';

const root = join(import.meta.dirname, '..', '..');
const distDir = join(root, 'dist');
const resultsFile = join(import.meta.dirname, 'results.json');

function secondsFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > 120) {
    console.error(`${name} must be a number of seconds between 0 and 120 (got "${raw}").`);
    process.exit(2);
  }
  return value;
}

const serverSeconds = secondsFromEnv('BENCH_SECONDS', 10);
const serverWarmupSeconds = Math.min(1, serverSeconds / 5);
const connections = 50;
const pageLoadsPerRoute = Math.round(secondsFromEnv('BENCH_LOADS', 5));
const pagesOnly = process.env.BENCH_ONLY === 'pages';
const serverOnly = process.env.BENCH_ONLY === 'server';
const accessLogOnly = process.env.BENCH_ONLY === 'access-log';
const pingFloodOnly = process.env.BENCH_ONLY === 'ping-flood';
const reportOnly = process.env.BENCH_ONLY === 'report';
// The figures: 10,000 pings from one address in 10 s; a 100 MB log.
const floodPings = 10_000;
const floodSeconds = 10;
const reportLogBytes = 100e6;
const profiles = [mobileProfile, phoneOnWifiProfile, slow3gProfile, desktopProfile];
/** The 3G profile is slow: it loads / (the page that hydrates) and the React floor only. */
const routesFor = (profile: Profile) => (profile === slow3gProfile ? ['/'] : routes);
/** The React floor's samples carry this in place of a route. */
const floorRoute = 'React floor';
const buildRuns = 3;
// Access log cost: more, shorter runs than the server load (half of BENCH_SECONDS each, at least
// 1 s), alternating off and on, so the medians outlast a noisy spell on the shared machine.
const accessLogRounds = 5;
const accessLogSeconds = Math.max(1, serverSeconds / 2);
const routes = ['/', '/bio'];
const notFoundPath = '/pagina-que-nao-existe';

const progress = (message: string) => process.stderr.write(`[bench] ${message}\n`);

const watchdog = setTimeout(() => {
  console.error('[bench] stopped: the benchmark took more than 10 minutes.');
  killAllServers();
  process.exit(1);
}, 10 * 60_000);
watchdog.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    killAllServers();
    process.exit(130);
  });
}

async function measureBuild() {
  const runs: BuildRun[] = [];
  for (let i = 1; i <= buildRuns; i++) {
    progress(`npm run build (${i}/${buildRuns})`);
    runs.push(await timeBuild(root));
  }
  progress('npm ls --all (with and without --omit=dev)');
  const packages = await packageCounts(root);
  return {
    runs,
    wallMs: spread(runs.map((run) => run.wallMs)),
    reportedMs: spread(runs.map((run) => run.reportedMs ?? Number.NaN)),
    packages,
  };
}

async function measurePageLoads(): Promise<{ samples: LoadSample[]; chromium: string }> {
  const server = await startServerProcess(join(distDir, 'server.mjs'), [], { cwd: root });
  const floor = await startReactFloor(root);
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const samples: LoadSample[] = [];
    for (const profile of profiles) {
      // Routes interleaved (and the React floor with them), so a slow spell on the machine does not
      // land on one route only.
      for (let i = 1; i <= pageLoadsPerRoute; i++) {
        for (const route of routesFor(profile)) {
          progress(`page load ${profile.name} ${route} (${i}/${pageLoadsPerRoute})`);
          samples.push(await loadPage(browser, server.url, route, profile));
        }
        if (profile !== desktopProfile) {
          progress(`page load ${profile.name} ${floorRoute} (${i}/${pageLoadsPerRoute})`);
          samples.push({ ...(await loadPage(browser, floor.url, '/', profile)), route: floorRoute });
        }
      }
    }
    return { samples, chromium: browser.version() };
  } finally {
    await browser?.close();
    await server.stop();
    await floor.close();
  }
}

function summarise(samples: LoadSample[]): PageSummary[] {
  const summaries: PageSummary[] = [];
  for (const profile of profiles) {
    for (const route of [...routes, floorRoute]) {
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
        longestTask: values((s) => Math.max(0, ...s.metrics.longTasks.map((task) => task.duration))),
        paintedFirst: loads.filter((s) => s.metrics.fcp !== null && s.metrics.evaluationStart !== null && s.metrics.fcp < s.metrics.evaluationStart).length,
        requestsBeforeIdle: values((s) => s.requestsBeforeIdle),
        lcpElement: mostCommon(elements).value ?? null,
        lcpElements: [...new Set(elements)],
      });
    }
  }
  return summaries;
}

interface NamedTarget extends LoadTarget {
  name: string;
  /** dist/ file the answer comes from (the bare server reads it). */
  file: string;
  contentType: string;
}

async function serverTargetsFromBuild(): Promise<NamedTarget[]> {
  const rules = await readHeaderRules(distDir);
  const accept = { 'Accept-Encoding': 'br', 'User-Agent': 'bench' };
  const scripts = Object.entries(rules.publicFiles).filter(([path]) => path.startsWith('/assets/') && path.endsWith('.js'));
  if (scripts.length === 0) throw new Error('dist/headers.json lists no /assets/*.js file');
  const [scriptPath, scriptFile] = scripts.sort(([, a], [, b]) => rules.files[b]!.identity.size - rules.files[a]!.identity.size)[0]!;
  const make = async (name: string, path: string, file: string, status: number): Promise<NamedTarget> => {
    const rule = rules.files[file];
    if (!rule) throw new Error(`dist/headers.json has no rule for ${file}`);
    const variant = rule.br ?? rule.identity; // the request accepts br
    return {
      name,
      path,
      headers: accept,
      file: variant.file,
      contentType: rule.contentType,
      expect: { status, encoding: rule.br ? 'br' : null, body: await readFile(join(distDir, variant.file)) },
    };
  };
  return [
    await make('/', '/', rules.pages['/']!, 200),
    await make(`JS ${scriptPath}`, scriptPath, scriptFile, 200),
    await make(`404 ${notFoundPath}`, notFoundPath, rules.notFoundPage, 404),
  ];
}

async function loadOnce(server: ServerProcess, target: NamedTarget): Promise<ServerRun> {
  const cpuBefore = cpuSecondsOf(server.pid);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const result = await runLoad({ url: server.url, target, connections, durationMs: serverSeconds * 1000, warmupMs: serverWarmupSeconds * 1000 });
  const elapsedSeconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuSecondsOf(server.pid);
  const client = process.cpuUsage(clientBefore);
  return {
    ...result,
    serverCpuPercent: cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) / elapsedSeconds) * 100,
    serverCpuPerResponseUs: cpuBefore === null || cpuAfter === null || result.answered === 0 ? null : ((cpuAfter - cpuBefore) / result.answered) * 1e6,
    clientCpuPercent: ((client.user + client.system) / 1e6 / elapsedSeconds) * 100,
  };
}

async function measureServer() {
  const targets = await serverTargetsFromBuild();
  const scratch = await mkdtemp(join(tmpdir(), 'bench-bare-'));
  const routesFile = join(scratch, 'routes.json');
  const bareRoutes = Object.fromEntries(
    targets.map((target) => [
      target.path,
      {
        status: target.expect.status,
        file: join(distDir, target.file),
        headers: { 'Content-Type': target.contentType, ...(target.expect.encoding ? { 'Content-Encoding': target.expect.encoding } : {}) },
      },
    ]),
  );
  await writeFile(routesFile, JSON.stringify({ routes: bareRoutes }, null, 2));
  const ours = await startServerProcess(join(distDir, 'server.mjs'), [], { cwd: root });
  const bare = await startServerProcess(join(import.meta.dirname, 'bare-server.mjs'), [routesFile], { cwd: root });
  try {
    const oursStart = memoryOf(ours.pid);
    const bareStart = memoryOf(bare.pid);
    const results: ServerTarget[] = [];
    for (const target of targets) {
      progress(`server load ${target.name}: ours (${serverWarmupSeconds} + ${serverSeconds} s)`);
      const oursRun = await loadOnce(ours, target);
      progress(`server load ${target.name}: bare node:http (${serverWarmupSeconds} + ${serverSeconds} s)`);
      const bareRun = await loadOnce(bare, target);
      results.push({
        name: target.name,
        path: target.path,
        requestHeaders: target.headers,
        expect: { status: target.expect.status, encoding: target.expect.encoding, bytes: target.expect.body.byteLength },
        ours: oursRun,
        bare: bareRun,
        throughputRatio: oursRun.requestsPerSecond / bareRun.requestsPerSecond,
      });
    }
    const memory = {
      ours: { startRss: oursStart?.rss ?? null, peakRss: memoryOf(ours.pid)?.peakRss ?? null },
      bare: { startRss: bareStart?.rss ?? null, peakRss: memoryOf(bare.pid)?.peakRss ?? null },
    };
    return { targets: results, memory };
  } finally {
    await ours.stop();
    await bare.stop();
    await rm(scratch, { recursive: true, force: true });
  }
}

function findProblems(samples: LoadSample[], server: { targets: ServerTarget[] }): string[] {
  const problems: string[] = [];
  for (const sample of samples) {
    const at = `${sample.profile} ${sample.route}`;
    for (const problem of sample.problems) problems.push(`${at}: ${problem}`);
    // Only / loads React (routes.ts): the other pages have no hydration to record.
    const expected = { FCP: sample.metrics.fcp, LCP: sample.metrics.lcp, ...(sample.route === '/' || sample.route === floorRoute ? { hydrated: sample.metrics.hydrated } : {}) };
    for (const [name, value] of Object.entries(expected)) {
      if (value === null) problems.push(`${at}: no ${name} recorded`);
    }
    for (const request of sample.requests) {
      if (request.failure) problems.push(`${at}: request for ${request.path} failed (${request.failure})`);
      else if (request.status !== null && request.status >= 400) problems.push(`${at}: ${request.path} answered ${request.status}`);
    }
  }
  for (const target of server.targets) {
    for (const [label, run] of [['ours', target.ours], ['bare', target.bare]] as const) {
      if (run.errors > 0 || run.droppedConnections > 0) {
        problems.push(`server ${target.name} (${label}): ${run.errors} errors ${JSON.stringify(run.errorKinds)}, ${run.droppedConnections} dropped connections`);
      }
    }
  }
  return [...new Set(problems)];
}

function splitFloor(summaries: PageSummary[]): { summary: PageSummary[]; floor: PageSummary[] } {
  const floor = summaries.filter((summary) => summary.route === floorRoute);
  if (floor.length === 0) throw new Error('the React floor was not measured');
  return { summary: summaries.filter((summary) => summary.route !== floorRoute), floor };
}

function machineNow(loadAverageAtStart: number[], chromium: string): BenchResults['machine'] {
  return {
    node: process.version,
    platform: `${platform()} ${process.arch}`,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryBytes: totalmem(),
    loadAverageAtStart,
    loadAverageAtEnd: loadavg(),
    chromium,
  };
}

/** BENCH_ONLY=pages: one build, then the page loads; prints the page and main-thread sections. */
async function mainPagesOnly(): Promise<number> {
  const started = performance.now();
  const loadAverageAtStart = loadavg();
  progress('npm run build');
  await timeBuild(root);
  const { samples, chromium } = await measurePageLoads();
  const results = {
    generatedAt: new Date().toISOString(),
    machine: machineNow(loadAverageAtStart, chromium),
    settings: { serverSeconds, serverWarmupSeconds, connections, pageLoadsPerRoute, buildRuns: 1 },
    pageLoad: { profiles, ...splitFloor(summarise(samples)), samples },
    problems: findProblems(samples, { targets: [] }),
    durationSeconds: (performance.now() - started) / 1000,
  } as unknown as BenchResults; // no build, bytes or server figures: only the two sections below read it
  console.log(renderReportSections(results, [pageSection, mainThreadSection]).replace('Figures written to test/bench/results.json.', 'Nothing written (BENCH_ONLY=pages).'));
  return results.problems.length > 0 ? 1 : 0;
}

/** BENCH_ONLY=server: section 3 alone, on the dist/ already built. */
async function serverOnlyRun(): Promise<number> {
  const server = await measureServer();
  const results = { settings: { serverSeconds, serverWarmupSeconds, connections }, server } as unknown as BenchResults; // only serverSection reads it
  console.log(serverSection(results).join('\n'));
  return report(findProblems([], server));
}

/** BENCH_ONLY=access-log: section 6 alone, on the dist/ already built. */
async function accessLogCostOnly(): Promise<number> {
  const cost = await measureAccessLogCost(accessLogCostOptions(await serverTargetsFromBuild()));
  console.log(accessLogSection(cost, (text) => `\n${text}\n${'='.repeat(text.length)}`).join('\n'));
  const problems = accessLogProblems(cost);
  for (const problem of problems) console.error(problem);
  return problems.length > 0 ? 1 : 0;
}

const sectionTitle = (text: string) => `\n${text}\n${'='.repeat(text.length)}`;

async function pingFlood(targets: NamedTarget[]) {
  const home = targets.find((target) => target.path === '/')!;
  const options = { root, serverScript: join(distDir, 'server.mjs'), target: home, connections: 4, pings: floodPings, seconds: floodSeconds, rounds: 2, progress };
  return measurePingFlood(options);
}

const reportThroughput = () => measureReportThroughput({ reportScript: join(distDir, 'report.mjs'), bytes: reportLogBytes, runs: 3, progress });

/** BENCH_ONLY=ping-flood or report: one section alone, on the dist/ already built. */
async function oneSectionOnly(): Promise<number> {
  if (pingFloodOnly) {
    const result = await pingFlood(await serverTargetsFromBuild());
    console.log(pingFloodSection(result, sectionTitle).join('\n'));
    return report(pingFloodProblems(result));
  }
  const result = await reportThroughput();
  console.log(reportThroughputSection(result, sectionTitle).join('\n'));
  return report(result.problems);
}

function report(problems: string[]): number {
  for (const problem of problems) console.error(problem);
  return problems.length > 0 ? 1 : 0;
}

function accessLogCostOptions(targets: NamedTarget[]) {
  return {
    root,
    serverScript: join(distDir, 'server.mjs'),
    target: targets.find((target) => target.path === '/')!,
    connections,
    durationMs: accessLogSeconds * 1000,
    warmupMs: serverWarmupSeconds * 1000,
    rounds: accessLogRounds,
    progress,
  };
}

async function main(): Promise<number> {
  if (pagesOnly) return mainPagesOnly();
  if (serverOnly) return serverOnlyRun();
  if (accessLogOnly) return accessLogCostOnly();
  if (pingFloodOnly || reportOnly) return oneSectionOnly();
  const started = performance.now();
  const loadAverageAtStart = loadavg();
  const build = await measureBuild();
  const { samples, chromium } = await measurePageLoads();
  progress('measuring bytes');
  const rules = await readHeaderRules(distDir);
  const bytes = [];
  for (const route of routes) bytes.push(await routeBytes(distDir, rules, route, samples));
  const server = await measureServer();
  const deploy = await measureDeploy(progress);
  const accessLog = await measureAccessLogCost(accessLogCostOptions(await serverTargetsFromBuild()));
  const flood = await pingFlood(await serverTargetsFromBuild());
  const reportRun = await reportThroughput();

  const partial: Omit<BenchResults, 'targets'> = {
    generatedAt: new Date().toISOString(),
    machine: machineNow(loadAverageAtStart, chromium),
    settings: { serverSeconds, serverWarmupSeconds, connections, pageLoadsPerRoute, buildRuns },
    build,
    bytes,
    pageLoad: {
      profiles: profiles.map(({ name, description, throttling }) => ({ name, description, throttling })),
      ...splitFloor(summarise(samples)),
      samples,
    },
    delivery: summariseDelivery(samples, await imageFileSizes(samples, (path) => (rules.publicFiles[path] ? join(distDir, rules.publicFiles[path]!) : null))),
    server,
    deploy,
    accessLog,
    pingFlood: flood,
    reportThroughput: reportRun,
    problems: [
      ...findProblems(samples, server),
      ...(deploy.failures + deploy.asset404s > 0 ? [`deploy: ${deploy.failures} failed requests ${JSON.stringify(deploy.failureKinds)}, ${deploy.asset404s} asset 404s`] : []),
      ...accessLogProblems(accessLog),
      ...pingFloodProblems(flood),
      ...reportRun.problems,
    ],
    durationSeconds: (performance.now() - started) / 1000,
  };
  const { generatedAt, machine, settings, problems, ...figures } = partial;
  // Key order for a reader of the JSON: context, verdicts, then the figures.
  const results: BenchResults = { generatedAt, machine, settings, targets: checkTargets(partial), problems, ...figures };
  await writeFile(resultsFile, JSON.stringify(results, null, 2) + '\n');
  console.log(renderReport(results));
  return results.problems.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[bench] failed:', error instanceof Error ? (error.stack ?? error.message) : error);
    killAllServers();
    process.exit(1);
  },
);
