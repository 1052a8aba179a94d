// Child processes for the benchmark: a server started with `node <script>` that announces itself
// with a JSON line carrying `url` on stdout (the production server's "listening" log line, and
// bare-server.mjs's first line), plus memory and CPU readings from /proc (Linux).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { createInterface } from 'node:readline';

export interface ServerProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Lines the process wrote (stdout and stderr), for error messages. */
  output: string[];
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Kills every server still running (on exit, on a signal, on the watchdog). */
export function killAllServers(): void {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  running.clear();
}

export async function startServerProcess(
  script: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: options.cwd,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const output: string[] = [];
  const keep = (line: string) => {
    output.push(line);
    if (output.length > 200) output.shift(); // the 404 load test makes the server log (rate-limited)
  };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    running.delete(child);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
    await exited;
    clearTimeout(timer);
  };

  let announced = false;
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`${script} did not announce a URL within ${options.timeoutMs ?? 10_000} ms`)), options.timeoutMs ?? 10_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      void stop();
      reject(new Error(`${error.message}\n${output.join('\n')}`));
    };
    createInterface({ input: child.stderr! }).on('line', keep);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      keep(line);
      if (announced || !line.startsWith('{')) return;
      try {
        const parsed = JSON.parse(line) as { url?: unknown };
        if (typeof parsed.url === 'string') {
          announced = true;
          clearTimeout(timer);
          resolve(parsed.url);
        }
      } catch {
        // Not JSON after all: keep reading.
      }
    });
    child.once('error', fail);
    child.once('exit', (code, signal) => fail(new Error(`${script} exited (${signal ?? code}) before it announced a URL`)));
  });
  return { url, pid: child.pid!, child, output, stop };
}

/** VmRSS and VmHWM (peak resident set) of a process, in bytes; null where /proc is unavailable. */
export function memoryOf(pid: number): { rss: number; peakRss: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => {
      const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status);
      return match ? Number(match[1]) * 1024 : Number.NaN;
    };
    return { rss: field('VmRSS'), peakRss: field('VmHWM') };
  } catch {
    return null;
  }
}

/** User + system CPU time of a process, in seconds (from /proc/<pid>/stat; clock ticks of 1/100 s). */
export function cpuSecondsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * Servers on the last core, this process (the load generator) on the others, while a server load
 * runs: unpinned, where the scheduler placed a server moved its CPU per response more than its
 * code did (the server started first cost up to 6 µs more than the same build started last).
 * Returns what undoes it (this process back on every core; the servers stop anyway), or null where
 * taskset or a second core is missing.
 */
export function pinServers(servers: ServerProcess[]): (() => void) | null {
  const last = cpus().length - 1;
  if (last < 1) return null;
  const everyCore = `0-${last}`;
  try {
    execFileSync('taskset', ['-pc', last === 1 ? '0' : `0-${last - 1}`, String(process.pid)], { stdio: 'ignore' });
    for (const server of servers) execFileSync('taskset', ['-pc', String(last), String(server.pid)], { stdio: 'ignore' });
  } catch {
    return null;
  }
  return () => execFileSync('taskset', ['-pc', everyCore, String(process.pid)], { stdio: 'ignore' });
}
