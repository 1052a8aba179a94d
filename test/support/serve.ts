// The one way to start the server under test, on an ephemeral loopback port:
// - serve(): in this process, created as server.ts creates it (timeouts included), over the built
//   dist/, another folder or a site already loaded; its log lines captured, and its access log too
//   when asked;
// - spawnServer(): a project's `node dist/server.mjs` as a real process, as the systemd unit runs
//   it, with only the environment the test gives (and SITE_LANGUAGE=en, see language.ts);
//   watchServer() reads another process that starts it (npm start, a socket holder) the same way.
// A process's JSON log lines are readable while it runs; every wait is bounded.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import type { RequestListener, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import * as assert from 'uvu/assert';
import { createResponseObserver, type ResponseObserver } from '../../src/server/access-log/observer';
import { createHandler, type AppOptions } from '../../src/server/http/app';
import { createSiteServer } from '../../src/server/process/lifecycle';
import { createLogger, type Logger } from '../../src/server/process/log';
import { loadSite, type Site } from '../../src/server/site/load-site';
import { parseCombined, type CombinedFields } from './combined-log';
import { childBaseEnv, childEnv } from './language';

const repoRoot = join(import.meta.dirname, '..', '..');
/** The build the tests read and serve (npm run build:test). */
export const distDir = join(repoRoot, 'dist');

// --- in this process -----------------------------------------------------------------------------

export interface ServeOptions {
  /** What is served: the built dist/ (default), another built folder, or a site already loaded. */
  site?: Site | string;
  /** The app's options (HSTS, a 404 log…), given the server's logger. */
  app?: (logger: Logger) => AppOptions;
  /** Capture the access log in `accessLines`, the client's address as these settings say. */
  accessLog?: { fullIp?: boolean; trustedProxies?: string[] };
  /** What answers, given the app and the access log's observer: a wrapper of the app, or a handler of its own. */
  handler?: (app: RequestListener, observe?: ResponseObserver) => RequestListener;
}

export interface Served {
  url: string;
  /** The server's log lines (JSON text), in order. */
  logs: string[];
  /** The access log's lines, in order (with `accessLog`). */
  accessLines: string[];
  /** The node:http server itself. */
  http: Server;
  close(): Promise<void>;
}

export async function serve({ site = distDir, app = () => ({}), accessLog, handler = (served) => served }: ServeOptions = {}): Promise<Served> {
  const logs: string[] = [];
  const accessLines: string[] = [];
  const logger = createLogger((line) => logs.push(line));
  const observe = accessLog && createResponseObserver((line) => accessLines.push(line), { fullIp: accessLog.fullIp ?? false, trustedProxies: new Set(accessLog.trustedProxies) });
  const served = createHandler(typeof site === 'string' ? loadSite(site) : site, logger, { ...app(logger), ...(observe && { observe }) });
  const http = createSiteServer(handler(served, observe)).listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    http.once('listening', resolve);
    http.once('error', reject);
  });
  const close = () =>
    new Promise<void>((resolve) => {
      http.closeAllConnections();
      http.close(() => resolve());
    });
  return { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, logs, accessLines, http, close };
}

/** The access log's lines, parsed, once there are `count` (a line is written when its response closes). */
export async function loggedWhen({ accessLines }: Served, count: number): Promise<CombinedFields[]> {
  for (let waited = 0; accessLines.length < count && waited < 2_000; waited += 10) await delay(10);
  assert.is(accessLines.length, count, `expected ${count} access log lines, got:\n${accessLines.join('\n')}`);
  return accessLines.map((line) => {
    const fields = parseCombined(line);
    assert.ok(fields, `not a combined line: ${line}`);
    return fields;
  });
}

// --- as a process --------------------------------------------------------------------------------

export interface ServerProcess {
  process: ChildProcessWithoutNullStreams;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** The JSON log lines so far (other lines, such as access log lines on stdout, left out). */
  lines(): Array<Record<string, unknown>>;
  /** Polls `condition` while the process runs; fails with its output if it ends or `ms` pass first. */
  until(what: string, condition: () => boolean, ms?: number): Promise<void>;
  /** The first log line with this msg after the first `after` lines. */
  waitFor(msg: string, after?: number, ms?: number): Promise<Record<string, unknown>>;
  /** The address its "listening" line names. */
  url(): Promise<string>;
  exit: Promise<number | null>;
  /** SIGTERM, then the exit code (SIGKILL after 15 s). */
  stop(): Promise<number | null>;
}

export function watchServer(child: ChildProcessWithoutNullStreams): ServerProcess {
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const lines = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  const until = async (what: string, condition: () => boolean, ms = 20_000) => {
    for (const deadline = Date.now() + ms; !condition(); await delay(20)) {
      if (ended() || Date.now() > deadline) throw new Error(`${what} (${ended() ? 'the process ended' : `not within ${ms} ms`}); output:\n${output}`);
    }
  };
  const waitFor = async (msg: string, after = 0, ms?: number) => {
    let found: Record<string, unknown> | undefined;
    await until(`no "${msg}" log line`, () => (found = lines().slice(after).find((line) => line.msg === msg)) !== undefined, ms);
    return found!;
  };
  const stop = async () => {
    if (ended()) return child.exitCode;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const code = await exit;
    clearTimeout(timer);
    return code;
  };
  return { process: child, output: () => output, lines, until, waitFor, url: async () => String((await waitFor('listening')).url), exit, stop };
}

export interface SpawnOptions {
  /** The project whose dist/server.mjs runs, in it (default: this checkout). */
  project?: string;
  /** Over PORT=0 and HOST=127.0.0.1; a name set to undefined is left unset. */
  env?: Record<string, string | undefined>;
  /** Run as another user (uid and gid), e.g. one that may not write where root may. */
  asUser?: number;
}

export function spawnServer({ project = repoRoot, env = {}, asUser }: SpawnOptions = {}): ServerProcess {
  const user = asUser === undefined ? {} : { uid: asUser, gid: asUser };
  const serverEnv = childEnv({ ...childBaseEnv(), PORT: '0', HOST: '127.0.0.1' }, env);
  return watchServer(spawn(process.execPath, [join(project, 'dist', 'server.mjs')], { cwd: project, env: serverEnv, ...user }));
}
