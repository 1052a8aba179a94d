// The built server (node dist/server.mjs) as a real process with a given environment, on an
// ephemeral loopback port, its JSON log lines readable while it runs. Every wait is bounded.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { distDir } from './test-server';

export interface BuiltServer {
  process: ChildProcessWithoutNullStreams;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** The JSON log lines so far (other lines, such as access log lines on stdout, are left out). */
  logLines(): Array<Record<string, unknown>>;
  exit: Promise<number | null>;
}

/** `asUser`: run as another user (uid and gid), e.g. one that may not write where root may. */
export function spawnBuiltServer(env: Record<string, string>, asUser?: number): BuiltServer {
  const child = spawn(process.execPath, [join(distDir, 'server.mjs')], {
    cwd: join(distDir, '..'),
    env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? '', SITE_LANGUAGE: 'en', PORT: '0', HOST: '127.0.0.1', ...env },
    ...(asUser === undefined ? {} : { uid: asUser, gid: asUser }),
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const logLines = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { process: child, output: () => output, logLines, exit };
}

/** Waits (at most `ms`) for a log line with this `msg`; fails with the output so far. */
export async function waitForLogLine(server: BuiltServer, msg: string, ms = 10_000): Promise<Record<string, unknown>> {
  for (let waited = 0; waited < ms; waited += 20) {
    const line = server.logLines().find((entry) => entry.msg === msg);
    if (line) return line;
    if (server.process.exitCode !== null) break;
    await delay(20);
  }
  throw new Error(`no "${msg}" log line; the server wrote:\n${server.output()}`);
}

export async function listeningUrl(server: BuiltServer): Promise<string> {
  return String((await waitForLogLine(server, 'listening')).url);
}

/** SIGTERM, then the exit code (SIGKILL after 15 s). */
export async function stopBuiltServer(server: BuiltServer): Promise<number | null> {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return server.process.exitCode;
  server.process.kill('SIGTERM');
  const timer = setTimeout(() => server.process.kill('SIGKILL'), 15_000);
  const code = await server.exit;
  clearTimeout(timer);
  return code;
}
