// The server part of `npm run bench`: the production server (node dist/server.mjs) under keep-alive
// connections, against a bare node:http server answering the same bytes (bare-server.mjs), on /,
// the largest script and the 404 page, in interleaved rounds; for `/` also against the bare server
// sending every header ours sends (what node:http charges for those headers, which no code of ours
// can take back) and against the build BENCH_BEFORE names serving its own `/` (is this build
// slower than the one before?); and the problems that make such a run invalid.
import { get } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HeaderRules } from '../../src/contracts/site-format';
import { readHeaderRules } from './bytes';
import { cpuSecondsOf, memoryOf, pinServers, startServerProcess, type ServerProcess } from './processes';
import type { ServerRun, ServerTarget } from './results';
import { runLoad, type LoadTarget } from './server-load';

/** Any unrouted path: the 404 page's target. */
export const notFoundPath = '/pagina-que-nao-existe';

export interface ServerLoadOptions {
  root: string;
  distDir: string;
  connections: number;
  /** Measured seconds per run, after a warm-up of warmupSeconds. */
  seconds: number;
  warmupSeconds: number;
  /** Runs per server and target, the servers' order alternating from round to round. */
  rounds: number;
  progress: (message: string) => void;
  /** The build before (before-build.ts), loaded on its own `/` beside ours. */
  before?: { commit: string; distDir: string; cwd: string } | null;
}

export interface NamedTarget extends LoadTarget {
  name: string;
  /** dist/ file the answer comes from (the bare server reads it). */
  file: string;
  contentType: string;
}

/** The target of one path of a build, answered from `file` (a key of its header rules) with `status`, in brotli. */
export async function targetOf(distDir: string, rules: HeaderRules, name: string, path: string, file: string, status: number): Promise<NamedTarget> {
  const rule = rules.files[file];
  if (!rule) throw new Error(`dist/headers.json has no rule for ${file}`);
  const variant = rule.br ?? rule.identity; // the request accepts br
  return {
    name,
    path,
    headers: { 'Accept-Encoding': 'br', 'User-Agent': 'bench' },
    file: variant.file,
    contentType: rule.contentType,
    expect: { status, encoding: rule.br ? 'br' : null, body: await readFile(join(distDir, variant.file)) },
  };
}

export async function serverTargetsFromBuild(distDir: string): Promise<NamedTarget[]> {
  const rules = await readHeaderRules(distDir);
  const scripts = Object.entries(rules.publicFiles).filter(([path]) => path.startsWith('/assets/') && path.endsWith('.js'));
  if (scripts.length === 0) throw new Error('dist/headers.json lists no /assets/*.js file');
  const [scriptPath, scriptFile] = scripts.sort(([, a], [, b]) => rules.files[b]!.identity.size - rules.files[a]!.identity.size)[0]!;
  return [
    await targetOf(distDir, rules, '/', '/', rules.pages['/']!, 200),
    await targetOf(distDir, rules, `JS ${scriptPath}`, scriptPath, scriptFile, 200),
    await targetOf(distDir, rules, `404 ${notFoundPath}`, notFoundPath, rules.notFoundPage, 404),
  ];
}

async function loadOnce(server: ServerProcess, target: NamedTarget, options: RoundOptions): Promise<ServerRun> {
  const cpuBefore = cpuSecondsOf(server.pid);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const result = await runLoad({ url: server.url, target, connections: options.connections, durationMs: Math.round(options.seconds * 1000), warmupMs: Math.round(options.warmupSeconds * 1000) });
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

/** Every response header of a target as our server sends it, but those node:http adds itself. */
function headersOf(url: string, target: LoadTarget): Promise<Record<string, string>> {
  const addedByNode = new Set(['date', 'connection', 'keep-alive', 'content-length']);
  return new Promise((resolve, reject) => {
    get(`${url}${target.path}`, { headers: target.headers }, (res) => {
      res.resume();
      const headers: Record<string, string> = {};
      for (let i = 0; i < res.rawHeaders.length; i += 2) {
        if (!addedByNode.has(res.rawHeaders[i]!.toLowerCase())) headers[res.rawHeaders[i]!] = res.rawHeaders[i + 1]!;
      }
      resolve(headers);
    }).on('error', reject);
  });
}

/** One server's rounds on one target as one run: the median round's figures, with every round's errors. */
export function combineRounds(runs: ServerRun[]): ServerRun {
  const middle = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor((runs.length - 1) / 2)]!;
  const errorKinds: Record<string, number> = {};
  for (const run of runs) for (const [kind, count] of Object.entries(run.errorKinds)) errorKinds[kind] = (errorKinds[kind] ?? 0) + count;
  return {
    ...middle,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    droppedConnections: runs.reduce((sum, run) => sum + run.droppedConnections, 0),
    errorKinds,
    roundsRequestsPerSecond: runs.map((run) => run.requestsPerSecond),
  };
}

/** What a run of rounds needs of the options. */
export type RoundOptions = Pick<ServerLoadOptions, 'connections' | 'seconds' | 'warmupSeconds' | 'rounds'>;

/**
 * Each server's runs on its target, round after round, the order reversed every other round (one
 * server may be given twice, with two targets).
 */
export async function loadInRounds(servers: Array<[ServerProcess, NamedTarget]>, options: RoundOptions): Promise<ServerRun[]> {
  const runs = servers.map((): ServerRun[] => []);
  for (let round = 0; round < options.rounds; round++) {
    const order = servers.map((_, index) => (round % 2 === 0 ? index : servers.length - 1 - index));
    for (const index of order) runs[index]!.push(await loadOnce(servers[index]![0], servers[index]![1], options));
  }
  return runs.map(combineRounds);
}

/** The bare server, answering each target with the headers section 3 gives it, or with the headers given. */
async function startBare(scratch: string, name: string, targets: NamedTarget[], distDir: string, root: string, headersFor: (target: NamedTarget) => Record<string, string>) {
  const routesFile = join(scratch, `${name}.json`);
  const routes = Object.fromEntries(targets.map((target) => [target.path, { status: target.expect.status, file: join(distDir, target.file), headers: headersFor(target) }]));
  await writeFile(routesFile, JSON.stringify({ routes }, null, 2));
  return startServerProcess(join(import.meta.dirname, 'bare-server.mjs'), [routesFile], { cwd: root });
}

export async function measureServer(options: ServerLoadOptions) {
  const { root, distDir, progress, seconds, warmupSeconds, rounds } = options;
  const targets = await serverTargetsFromBuild(distDir);
  const home = targets.find((target) => target.path === '/')!;
  const scratch = await mkdtemp(join(tmpdir(), 'bench-bare-'));
  const started: ServerProcess[] = [];
  const start = async (server: Promise<ServerProcess>) => {
    started.push(await server);
    return started.at(-1)!;
  };
  let unpin: (() => void) | null = null;
  try {
    // Read from an instance of its own: the one measured answers only the load, like the bare ones.
    const reader = await start(startServerProcess(join(distDir, 'server.mjs'), [], { cwd: root }));
    const ourHomeHeaders = await headersOf(reader.url, home);
    await reader.stop();
    const ours = await start(startServerProcess(join(distDir, 'server.mjs'), [], { cwd: root }));
    const bare = await start(startBare(scratch, 'bare', targets, distDir, root, (target) => ({ 'Content-Type': target.contentType, ...(target.expect.encoding ? { 'Content-Encoding': target.expect.encoding } : {}) })));
    const sameHeaders = await start(startBare(scratch, 'same-headers', [home], distDir, root, () => ourHomeHeaders));
    const { before } = options;
    const beforeServer = before ? await start(startServerProcess(join(before.distDir, 'server.mjs'), [], { cwd: before.cwd })) : null;
    const beforeHome = before ? (await serverTargetsFromBuild(before.distDir)).find((target) => target.path === home.path)! : null;
    unpin = pinServers([ours, bare, sameHeaders, ...(beforeServer ? [beforeServer] : [])]);
    progress(unpin ? 'server load: the servers pinned to the last core, the load to the others' : 'server load: not pinned (no taskset, or one core)');
    const oursStart = memoryOf(ours.pid);
    const bareStart = memoryOf(bare.pid);
    const results: ServerTarget[] = [];
    for (const target of targets) {
      const servers: Array<[ServerProcess, NamedTarget]> = [[ours, target], [bare, target]];
      if (target === home) servers.push([sameHeaders, target], ...(beforeServer ? [[beforeServer, beforeHome!] as [ServerProcess, NamedTarget]] : []));
      progress(`server load ${target.name}: ${servers.length} servers, ${rounds} rounds of ${warmupSeconds} + ${seconds.toFixed(1)} s each`);
      const [oursRun, bareRun, sameHeadersRun, beforeRun] = await loadInRounds(servers, options);
      results.push({
        name: target.name,
        path: target.path,
        requestHeaders: target.headers,
        expect: { status: target.expect.status, encoding: target.expect.encoding, bytes: target.expect.body.byteLength },
        ours: oursRun!,
        bare: bareRun!,
        throughputRatio: oursRun!.requestsPerSecond / bareRun!.requestsPerSecond,
        ...(sameHeadersRun ? { sameHeaders: { run: sameHeadersRun, headerCount: Object.keys(ourHomeHeaders).length, throughputRatio: oursRun!.requestsPerSecond / sameHeadersRun.requestsPerSecond } } : {}),
        ...(beforeRun ? { before: { commit: before!.commit, run: beforeRun, throughputRatio: oursRun!.requestsPerSecond / beforeRun.requestsPerSecond } } : {}),
      });
    }
    const memory = {
      ours: { startRss: oursStart?.rss ?? null, peakRss: memoryOf(ours.pid)?.peakRss ?? null },
      bare: { startRss: bareStart?.rss ?? null, peakRss: memoryOf(bare.pid)?.peakRss ?? null },
    };
    return { targets: results, memory };
  } finally {
    unpin?.();
    for (const server of started) await server.stop();
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Every server's run on a target, labelled as the report names them, with ours against it (not for ours and bare). */
export function serverRunsOf(target: ServerTarget): Array<[label: string, run: ServerRun, oursAgainstIt?: number]> {
  const runs: Array<[string, ServerRun, number?]> = [['ours', target.ours], ['bare', target.bare]];
  if (target.sameHeaders) runs.push(['bare, our headers', target.sameHeaders.run, target.sameHeaders.throughputRatio]);
  if (target.before) runs.push([`before ${target.before.commit}`, target.before.run, target.before.throughputRatio]);
  return runs;
}

/** Errors or dropped connections in any server run make the run invalid. */
export function serverProblems(server: { targets: ServerTarget[] }): string[] {
  const problems: string[] = [];
  for (const target of server.targets) {
    for (const [label, run] of serverRunsOf(target)) {
      if (run.errors > 0 || run.droppedConnections > 0) {
        problems.push(`server ${target.name} (${label}): ${run.errors} errors ${JSON.stringify(run.errorKinds)}, ${run.droppedConnections} dropped connections`);
      }
    }
  }
  return problems;
}
