// npm run bench: the performance benchmark. Prints one report and writes the same figures to
// test/bench/results.json (ignored by git). On a fresh build it measures:
//   1. bytes of every file the browser loads for / and /bio (bytes.ts),
//   2. page load in Chromium, throttled like Lighthouse's mobile profile and unthrottled desktop,
//      5 cold loads per route (page-load.ts),
//   3. the production server under 50 keep-alive connections against a bare node:http server
//      (server-bench.ts), in 3 interleaved rounds, the servers on one core where taskset allows,
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
//   BENCH_LOADS    cold loads per route and profile (default 5); BENCH_PROFILES=mobile,3g: those only.
//   BENCH_BEFORE   the commit whose build the page loads and the server's / compare this one with,
//                  interleaved in the same run (default: before-build.ts); BENCH_BEFORE=none skips it.
//   BENCH_SECONDS  measured seconds per server and target, split in 3 rounds (default 10; e.g. 2 for
//                  a quick run). Each run has a warm-up of a fifth of it (at most 1 s), uncounted.
// Needs Chromium (test/support/chromium.ts). Takes about 10 minutes with the defaults (the deploy
// figure makes 12 builds, the build before one more); a watchdog stops it after 20.
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg, platform, totalmem } from 'node:os';
import { join } from 'node:path';
import { accessLogProblems, accessLogSection, measureAccessLogCost } from './access-log-cost';
import { beforeCommitFromEnv, prepareBeforeBuild, type BeforeBuild } from './before-build';
import { packageCounts, timeBuild, type BuildRun } from './build-and-deps';
import { readHeaderRules, routeBytes } from './bytes';
import { compareBuilds, compareChecks, comparisonSection } from './compare-builds';
import { measureDeploy } from './deploy';
import { title } from './format';
import { imageFileSizes, summariseDelivery } from './image-waste';
import { mainThreadSection } from './main-thread-report';
import type { LoadSample } from './page-load';
import { allRoutes, profilesNamed } from './profiles';
import { measurePageLoads, pageLoadProblems, splitFloor, summarise } from './page-loads';
import { measurePingFlood, pingFloodProblems, pingFloodSection } from './ping-flood';
import { killAllServers } from './processes';
import { pageSection, renderReport, renderReportSections, serverSection } from './report';
import { measureReportThroughput, reportThroughputSection } from './report-throughput';
import type { BenchResults } from './results';
import { measureServer, serverProblems, serverTargetsFromBuild, type NamedTarget } from './server-bench';
import { spread } from './stats';
import { checkLines, checkTargets } from './targets';

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
const serverRounds = 3;
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
const profiles = profilesNamed(process.env.BENCH_PROFILES);
const beforeCommit = beforeCommitFromEnv(process.env.BENCH_BEFORE);
const buildRuns = 3;
// Access log cost: more, shorter runs than the server load (half of BENCH_SECONDS each, at least
// 1 s), alternating off and on, so the medians outlast a noisy spell on the shared machine.
const accessLogRounds = 5;
const accessLogSeconds = Math.max(1, serverSeconds / 2);

const progress = (message: string) => process.stderr.write(`[bench] ${message}\n`);

const watchdog = setTimeout(() => {
  console.error('[bench] stopped: the benchmark took more than 20 minutes.');
  killAllServers();
  process.exit(1);
}, 20 * 60_000);
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

const prepareBefore = () => (beforeCommit === null ? null : prepareBeforeBuild(root, beforeCommit, progress));
/** The page loads of this build, and of the build before when BENCH_BEFORE names one (the caller removes it). */
async function pageLoads(): Promise<{ samples: LoadSample[]; chromium: string; before: BeforeBuild | null }> {
  const before = await prepareBefore();
  try {
    const builds = [...(before ? [before] : []), { serverScript: join(distDir, 'server.mjs'), cwd: root }];
    const { samples, chromium } = await measurePageLoads({ root, builds, profiles, loadsPerRoute: pageLoadsPerRoute, progress });
    return { samples, chromium, before };
  } catch (error) {
    await before?.remove();
    throw error;
  }
}

/** This build's figures (its own samples and the floor's), and the comparison with the build before. */
function pageFigures(all: LoadSample[], before: BeforeBuild | null) {
  const samples = all.filter((sample) => sample.build === undefined);
  const split = splitFloor(summarise(samples, profiles));
  return { samples, split, comparison: before ? compareBuilds(all, before, split.floor) : null };
}

const serverOptions = (before: BeforeBuild | null) => ({ root, distDir, connections, seconds: serverSeconds / serverRounds, rounds: serverRounds, warmupSeconds: serverWarmupSeconds, progress, before });

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
  const { samples: all, chromium, before } = await pageLoads();
  await before?.remove();
  const { samples, split, comparison } = pageFigures(all, before);
  const results = {
    generatedAt: new Date().toISOString(),
    machine: machineNow(loadAverageAtStart, chromium),
    settings: { serverSeconds, serverRounds, serverWarmupSeconds, connections, pageLoadsPerRoute, buildRuns: 1 },
    pageLoad: { profiles, ...split, samples },
    comparison,
    problems: [...new Set(pageLoadProblems(all))],
    durationSeconds: (performance.now() - started) / 1000,
  } as unknown as BenchResults; // no build, bytes or server figures: only the sections below read them
  const sections = [pageSection, mainThreadSection, comparisonSection, (all: BenchResults) => (all.comparison ? [title('Targets of the comparison'), ...checkLines(compareChecks(all.comparison))] : [])];
  console.log(renderReportSections(results, sections).replace('Figures written to test/bench/results.json.', 'Nothing written (BENCH_ONLY=pages).'));
  return results.problems.length > 0 ? 1 : 0;
}

/** BENCH_ONLY=server: section 3 alone, on the dist/ already built. */
async function serverOnlyRun(): Promise<number> {
  const before = await prepareBefore();
  const server = await measureServer(serverOptions(before)).finally(() => before?.remove());
  const results = { settings: { serverSeconds, serverRounds, serverWarmupSeconds, connections }, server } as unknown as BenchResults; // only serverSection reads it
  console.log(serverSection(results).join('\n'));
  return report(serverProblems(server));
}

/** BENCH_ONLY=access-log: section 6 alone, on the dist/ already built. */
async function accessLogCostOnly(): Promise<number> {
  const cost = await measureAccessLogCost(accessLogCostOptions(await serverTargetsFromBuild(distDir)));
  console.log(accessLogSection(cost, title).join('\n'));
  const problems = accessLogProblems(cost);
  for (const problem of problems) console.error(problem);
  return problems.length > 0 ? 1 : 0;
}

async function pingFlood(targets: NamedTarget[]) {
  const home = targets.find((target) => target.path === '/')!;
  const options = { root, serverScript: join(distDir, 'server.mjs'), target: home, connections: 4, pings: floodPings, seconds: floodSeconds, rounds: 2, progress };
  return measurePingFlood(options);
}

const reportThroughput = () => measureReportThroughput({ reportScript: join(distDir, 'report.mjs'), bytes: reportLogBytes, runs: 3, progress });

/** BENCH_ONLY=ping-flood or report: one section alone, on the dist/ already built. */
async function oneSectionOnly(): Promise<number> {
  if (pingFloodOnly) {
    const result = await pingFlood(await serverTargetsFromBuild(distDir));
    console.log(pingFloodSection(result, title).join('\n'));
    return report(pingFloodProblems(result));
  }
  const result = await reportThroughput();
  console.log(reportThroughputSection(result, title).join('\n'));
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
  const { samples: all, chromium, before } = await pageLoads();
  const { samples, split, comparison } = pageFigures(all, before);
  progress('measuring bytes');
  const rules = await readHeaderRules(distDir);
  const bytes = [];
  for (const route of allRoutes) bytes.push(await routeBytes(distDir, rules, route, samples));
  const server = await measureServer(serverOptions(before)).finally(() => before?.remove());
  const deploy = await measureDeploy(progress);
  const accessLog = await measureAccessLogCost(accessLogCostOptions(await serverTargetsFromBuild(distDir)));
  const flood = await pingFlood(await serverTargetsFromBuild(distDir));
  const reportRun = await reportThroughput();

  const partial: Omit<BenchResults, 'targets'> = {
    generatedAt: new Date().toISOString(),
    machine: machineNow(loadAverageAtStart, chromium),
    settings: { serverSeconds, serverRounds, serverWarmupSeconds, connections, pageLoadsPerRoute, buildRuns },
    build,
    bytes,
    pageLoad: {
      profiles: profiles.map(({ name, description, throttling }) => ({ name, description, throttling })),
      ...split,
      samples,
    },
    comparison,
    delivery: summariseDelivery(samples, await imageFileSizes(samples, (path) => (rules.publicFiles[path] ? join(distDir, rules.publicFiles[path]!) : null))),
    server,
    deploy,
    accessLog,
    pingFlood: flood,
    reportThroughput: reportRun,
    problems: [
      ...new Set([...pageLoadProblems(all), ...serverProblems(server)]),
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
