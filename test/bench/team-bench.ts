// `npm run bench:team`: the team at scale, 1,000 generated members (team-members.ts, each with a
// photo) in a scratch copy of the project (the checkout's dist/ untouched; the copy has its own
// pictures cache and team page cache), five figures next to their targets:
//   1. the cold build of the team: the team's pages rendered and compressed, the members' photos
//      encoded; the operator's pictures warm (two builds of the operator's site alone come first:
//      one warms the pictures cache, the second is the reference);
//   2. the build after one member's file changed;
//   3. the real server's (dist/server.mjs, a child process) resident memory, VmRSS, once listening
//      and after a few requests;
//   4. `/membro-0001` against `/` through that server, interleaved rounds under keep-alive
//      connections (server-bench.ts, server-load.ts): requests per second, p50 and p99;
//   5. the bytes a phone downloads for each (team-phone-bytes.ts).
// Missed targets do not fail the run; exit 1 only when it is invalid (a failed build, request
// errors, dropped connections, a broken page load). A watchdog stops it, and every process it
// started (by pid), after 40 minutes (the cold build alone took 8 under a load average of 8).
// BENCH_SECONDS=N: measured seconds per target (default 20). BENCH_CPU_PROFILE=<folder>: a V8 CPU
// profile of the one-member build written there.
import type { ChildProcess } from 'node:child_process';
import { readdir, stat, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { copyProject, loaderArgs, realLeads, removeCopy, runInCopy, writeSettings } from '../support/project-copy';
import { memberPhotoSlot } from '../../src/contracts/members';
import { readHeaderRules } from './bytes';
import { int, mb, ms, ms1, status } from './format';
import { killAllServers, memoryOf, pinServers, startServerProcess, type ServerProcess } from './processes';
import type { ServerRun } from './results';
import { loadInRounds, targetOf } from './server-bench';
import { generatedSlug, memberFileText, writeTeamMembers } from './team-members';
import { measurePhoneWeight, phoneWeightTable, type PhoneWeight } from './team-phone-bytes';

const memberCount = 1_000;
const changedMember = 500;
const measuredSlug = generatedSlug(1);
const teamTargets = { changedBuildMs: 15_000, serverRssMB: 250, speedWithin: 0.1, bytesWithin: 0.05 } as const;

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const rounds = 5;
const connections = 50;
const buildTimeoutMs = 20 * 60_000;
const progress = (message: string) => process.stderr.write(`[bench:team] ${message}\n`);
const loadAverage = () => loadavg().map((value) => value.toFixed(2)).join(' / ');

const builds = new Set<ChildProcess>();
function stopEverything(): void {
  for (const child of builds) if (child.exitCode === null && child.signalCode === null) process.kill(child.pid!, 'SIGKILL');
  builds.clear();
  killAllServers();
}
function startWatchdog(): void {
  setTimeout(() => {
    console.error('[bench:team] stopped: the bench took more than 40 minutes.');
    stopEverything();
    process.exit(1);
  }, 40 * 60_000).unref();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopEverything();
      process.exit(130);
    });
  }
}

interface TimedBuild {
  /** Date.now() at the start. */
  startedAt: number;
  wallMs: number;
  /** The build's own "Built dist/ in N ms". */
  reportedMs: number | null;
  /** The build's line on the team, as printed. */
  teamLine: string | null;
}

/** A build in the copy, as `npm run build` runs it; with a V8 CPU profile written into `profileDir` when given. */
async function timedBuild(copy: string, label: string, profileDir?: string): Promise<TimedBuild> {
  progress(`build: ${label}${profileDir ? `, its CPU profile into ${profileDir}` : ''}`);
  const startedAt = Date.now();
  const started = performance.now();
  const limits = { timeoutMs: buildTimeoutMs, onStart: (child: ChildProcess) => builds.add(child) };
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const result = await runInCopy(copy, process.execPath, [...profile, ...loaderArgs, 'build.ts'], {}, limits);
  const wallMs = performance.now() - started;
  if (result.code !== 0) throw new Error(`build (${label}) exited ${result.code}:\n${result.stdout}\n${result.stderr}`);
  const reported = /Built dist\/ in (\d+) ms/.exec(result.stdout);
  const teamLines = result.stdout.split('\n').filter((line) => /^Team\b/.test(line));
  const teamLine = teamLines.length > 0 ? teamLines.join(' ') : null;
  return { startedAt, wallMs, reportedMs: reported ? Number(reported[1]) : null, teamLine };
}

/**
 * Where the cold build's time went, from the caches' folder times (a folder is renamed into place
 * when its member is done): the last member photo encoded, the first member's pages written.
 */
async function coldSplit(copy: string, build: TimedBuild): Promise<{ photosDoneMs: number; firstPagesMs: number }> {
  const times = async (folder: string, prefix: string) => {
    const names = (await readdir(join(copy, '.cache', folder))).filter((name) => name.startsWith(prefix));
    return Promise.all(names.map(async (name) => (await stat(join(copy, '.cache', folder, name))).mtimeMs - build.startedAt));
  };
  return { photosDoneMs: Math.max(...(await times('images', memberPhotoSlot(''))), 0), firstPagesMs: Math.min(...(await times('team-pages', ''))) };
}

/** The copy, with the operator's settings; its pictures cache and team page cache its own. */
async function prepareCopy(): Promise<string> {
  const copy = await copyProject('bench-team-', { ownImageCache: true });
  await writeSettings(copy, { ...realLeads, SITE_URL: 'https://negocios-da-ana.com.br' });
  return copy;
}

interface ServerFigures {
  listeningRss: number | null;
  servedRss: number | null;
  peakRss: number | null;
  requestsBeforeReading: number;
  home: ServerRun;
  member: ServerRun;
}

/** A few pages (the operator's and members' across the team) fetched as a phone would, before RSS is read. */
async function answerAFew(server: ServerProcess): Promise<number> {
  const slugs = [1, 2, changedMember, memberCount].map(generatedSlug);
  const paths = ['/', '/bio', ...slugs.flatMap((slug) => [`/${slug}`, `/${slug}/bio`])];
  for (const path of paths) {
    const response = await fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'br' } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  }
  return paths.length;
}

async function measureServer(server: ServerProcess, distDir: string): Promise<ServerFigures> {
  const listeningRss = memoryOf(server.pid)?.rss ?? null;
  const requestsBeforeReading = await answerAFew(server);
  const servedRss = memoryOf(server.pid)?.rss ?? null;
  const rules = await readHeaderRules(distDir);
  const home = await targetOf(distDir, rules, '/', '/', rules.pages['/']!, 200);
  const memberFile = rules.pages[`/${measuredSlug}`];
  if (!memberFile) throw new Error(`dist/headers.json has no page for /${measuredSlug}`);
  const member = await targetOf(distDir, rules, `/${measuredSlug}`, `/${measuredSlug}`, memberFile, 200);
  const unpin = pinServers([server]);
  progress(`server load: / and /${measuredSlug}, ${rounds} rounds of 1 + ${(seconds / rounds).toFixed(1)} s each${unpin ? ', the server pinned to the last core' : ''}`);
  try {
    const options = { connections, seconds: seconds / rounds, warmupSeconds: 1, rounds };
    const [homeRun, memberRun] = await loadInRounds([[server, home], [server, member]], options);
    return { listeningRss, servedRss, peakRss: memoryOf(server.pid)?.peakRss ?? null, requestsBeforeReading, home: homeRun!, member: memberRun! };
  } finally {
    unpin?.();
  }
}

interface Figures {
  operatorBuild: TimedBuild;
  coldBuild: TimedBuild;
  cold: { photosDoneMs: number; firstPagesMs: number };
  changedBuild: TimedBuild;
  server: ServerFigures;
  phone: PhoneWeight;
  loadAtStart: string;
  loadAtEnd: string;
}

async function measure(): Promise<Figures> {
  const loadAtStart = loadAverage();
  const copy = await prepareCopy();
  let server: ServerProcess | undefined;
  try {
    await timedBuild(copy, "the operator's site alone, to warm the pictures cache");
    const operatorBuild = await timedBuild(copy, "the operator's site alone, warm (the reference)");
    const siteDir = join(copy, 'site');
    const photo = join(copy, 'static', 'images', 'og-image-square.jpg');
    await writeTeamMembers(siteDir, memberCount, photo);
    const coldBuild = await timedBuild(copy, `${int(memberCount)} members, cold`);
    const cold = await coldSplit(copy, coldBuild);
    await writeFile(join(siteDir, 'equipe', `${generatedSlug(changedMember)}.env`), memberFileText(changedMember, 'WHATSAPP_MESSAGE=Oi, vim pelo site novo'));
    const changedBuild = await timedBuild(copy, `${generatedSlug(changedMember)} changed`, process.env.BENCH_CPU_PROFILE);
    const distDir = join(copy, 'dist');
    server = await startServerProcess(join(distDir, 'server.mjs'), [], { cwd: copy, env: { SITE_ENV_FILE: '/dev/null' }, timeoutMs: 60_000 });
    const serverFigures = await measureServer(server, distDir);
    progress('phone: / and the member page in Chromium, mobile profile');
    const phone = await measurePhoneWeight(server.url, distDir, measuredSlug);
    return { operatorBuild, coldBuild, cold, changedBuild, server: serverFigures, phone, loadAtStart, loadAtEnd: loadAverage() };
  } finally {
    await server?.stop();
    await removeCopy(copy);
  }
}

const buildText = (build: TimedBuild) => `${ms(build.wallMs)} wall (the build's own timer ${build.reportedMs === null ? 'n/a' : ms(build.reportedMs)})`;
const runText = (run: ServerRun) =>
  `${int(run.requestsPerSecond)} req/s, p50 ${ms1(run.latencyMs.p50)}, p99 ${ms1(run.latencyMs.p99)}, server CPU ${run.serverCpuPerResponseUs?.toFixed(1) ?? 'n/a'} µs per response`;
/** Each round's throughput ratio: how far the rounds spread on a shared machine. */
const roundRatios = (member: ServerRun, home: ServerRun) =>
  (member.roundsRequestsPerSecond ?? []).map((rate, i) => (rate / home.roundsRequestsPerSecond![i]!).toFixed(2)).join(', ');
const percent = (ratio: number) => `${ratio >= 0 ? '+' : ''}${(ratio * 100).toFixed(1)}%`;

/** The report: each figure with its target; the list of what makes the run invalid. */
function report(figures: Figures): { lines: string[]; problems: string[] } {
  const { coldBuild, changedBuild, server, phone } = figures;
  const rssMB = server.servedRss === null ? Number.NaN : server.servedRss / 1024 / 1024;
  const throughput = server.member.requestsPerSecond / server.home.requestsPerSecond;
  const p50 = server.member.latencyMs.p50 / server.home.latencyMs.p50;
  const speedMet = throughput >= 1 - teamTargets.speedWithin && p50 <= 1 + teamTargets.speedWithin;
  const extra = phone.member.total.sent - phone.home.total.sent;
  const extraRatio = extra / phone.home.total.sent;
  const lines = [
    `Team bench: ${int(memberCount)} members, ${cpus().length} cores, load average (1 / 5 / 15 min) ${figures.loadAtStart} at the start, ${figures.loadAtEnd} at the end`,
    `0. the operator's site alone, warm (reference): ${buildText(figures.operatorBuild)}`,
    `1. cold build, ${int(memberCount)} members (the team's pages and photos cold; the operator's pictures warm): ${buildText(coldBuild)}`,
    `   ${coldBuild.teamLine ?? '(no team line printed)'}; the last member photo encoded at ${ms(figures.cold.photosDoneMs)}, the first member's pages written at ${ms(figures.cold.firstPagesMs)}`,
    `2. build after one member changed: ${buildText(changedBuild)} (target < ${ms(teamTargets.changedBuildMs)}) ${status(changedBuild.wallMs < teamTargets.changedBuildMs)}`,
    `   ${changedBuild.teamLine ?? '(no team line printed)'}`,
    `3. server RSS (VmRSS of dist/server.mjs): ${mb(server.listeningRss)} listening, ${mb(server.servedRss)} after ${server.requestsBeforeReading} requests (target < ${teamTargets.serverRssMB} MB) ${status(rssMB < teamTargets.serverRssMB)}; peak after the load ${mb(server.peakRss)}`,
    `4. through the server, ${connections} keep-alive connections, median of ${rounds} interleaved rounds:`,
    `   /: ${runText(server.home)}`,
    `   /${measuredSlug}: ${runText(server.member)}`,
    `   /${measuredSlug} against /: throughput ${throughput.toFixed(2)}, p50 ${p50.toFixed(2)}, p99 ${(server.member.latencyMs.p99 / server.home.latencyMs.p99).toFixed(2)} (target: throughput ≥ ${(1 - teamTargets.speedWithin).toFixed(2)}, p50 ≤ ${(1 + teamTargets.speedWithin).toFixed(2)}) ${status(speedMet)}`,
    `   throughput ratio in each round: ${roundRatios(server.member, server.home)}`,
    `5. a phone's download to network idle (Chromium, mobile profile), bytes on the wire:`,
    ...phoneWeightTable(phone).split('\n').map((line) => `   ${line}`),
    `   /${measuredSlug} against /: ${extra >= 0 ? '+' : ''}${int(extra)} B (${percent(extraRatio)}), of which the photo ${int(phone.photoBytes)} B (target: within ${teamTargets.bytesWithin * 100}%) ${status(Math.abs(extraRatio) <= teamTargets.bytesWithin)}`,
  ];
  const problems = [...phone.problems];
  for (const [name, run] of [['/', server.home], [`/${measuredSlug}`, server.member]] as const) {
    if (run.errors > 0 || run.droppedConnections > 0) problems.push(`server ${name}: ${run.errors} errors ${JSON.stringify(run.errorKinds)}, ${run.droppedConnections} dropped connections`);
  }
  return { lines, problems };
}

async function main(): Promise<number> {
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 120) {
    console.error(`BENCH_SECONDS must be a number of seconds between 0 and 120 (got "${process.env.BENCH_SECONDS}").`);
    return 2;
  }
  startWatchdog();
  const { lines, problems } = report(await measure());
  console.log(lines.join('\n'));
  if (problems.length === 0) return 0;
  console.error(`[bench:team] invalid run:\n${problems.join('\n')}`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[bench:team] failed:', error instanceof Error ? (error.stack ?? error.message) : error);
    stopEverything();
    process.exit(1);
  },
);
