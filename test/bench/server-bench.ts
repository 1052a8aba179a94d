// The server part of `npm run bench`: the production server (node dist/server.mjs) under keep-alive
// connections, against a bare node:http server answering the same bytes (bare-server.mjs), on /,
// the largest script and the 404 page; and the problems that make such a run invalid.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  progress: (message: string) => void;
}

export interface NamedTarget extends LoadTarget {
  name: string;
  /** dist/ file the answer comes from (the bare server reads it). */
  file: string;
  contentType: string;
}

export async function serverTargetsFromBuild(distDir: string): Promise<NamedTarget[]> {
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

async function loadOnce(server: ServerProcess, target: NamedTarget, options: ServerLoadOptions): Promise<ServerRun> {
  const cpuBefore = cpuSecondsOf(server.pid);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const result = await runLoad({ url: server.url, target, connections: options.connections, durationMs: options.seconds * 1000, warmupMs: options.warmupSeconds * 1000 });
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

export async function measureServer(options: ServerLoadOptions) {
  const { root, distDir, progress, seconds, warmupSeconds } = options;
  const targets = await serverTargetsFromBuild(distDir);
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
  const unpin = pinServers([ours, bare]);
  progress(unpin ? 'server load: both servers pinned to the last core, the load to the others' : 'server load: not pinned (no taskset, or one core)');
  try {
    const oursStart = memoryOf(ours.pid);
    const bareStart = memoryOf(bare.pid);
    const results: ServerTarget[] = [];
    for (const target of targets) {
      progress(`server load ${target.name}: ours (${warmupSeconds} + ${seconds} s)`);
      const oursRun = await loadOnce(ours, target, options);
      progress(`server load ${target.name}: bare node:http (${warmupSeconds} + ${seconds} s)`);
      const bareRun = await loadOnce(bare, target, options);
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
    unpin?.();
    await ours.stop();
    await bare.stop();
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Errors or dropped connections in any server run make the run invalid. */
export function serverProblems(server: { targets: ServerTarget[] }): string[] {
  const problems: string[] = [];
  for (const target of server.targets) {
    for (const [label, run] of [['ours', target.ours], ['bare', target.bare]] as const) {
      if (run.errors > 0 || run.droppedConnections > 0) {
        problems.push(`server ${target.name} (${label}): ${run.errors} errors ${JSON.stringify(run.errorKinds)}, ${run.droppedConnections} dropped connections`);
      }
    }
  }
  return problems;
}
