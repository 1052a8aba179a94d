// A Debian 12 VPS inside this machine for end-to-end tests of the installer: a fresh copy of the
// cached root (root-cache.ts, machine-root.ts) booted by systemd-nspawn with systemd as its first
// process and a network namespace of its own (ports 80 and 443 inside are free; no mirror and no
// npm registry can be reached). Commands run inside through nsenter. Use withMachine, or call
// destroy() in a finally: it stops the container and removes the copy.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { plainEnv, run, seconds, type CommandResult } from './host-command';
import { fetchScript, type FetchOptions, type FetchResult } from './machine-fetch';
import { onHost, prepareRoot, pushToOrigin, removeRun, type RootOptions } from './machine-root';

export { checkoutInside, originInside, testDomains } from './machine-root';
export { offlinePackages } from './root-cache';
export type { CommandResult } from './host-command';
export type { FetchOptions, FetchResult } from './machine-fetch';
export type { RootOptions } from './machine-root';

export interface ExecOptions {
  /** Default 120 s; the command is then killed and `code` is null. */
  timeoutMs?: number;
  /** Added to PATH, HOME=/root, LANG=C.UTF-8 and DEBIAN_FRONTEND=noninteractive. */
  env?: Record<string, string>;
  /** Working folder inside the machine. Default `/`. */
  cwd?: string;
}

export interface BootOptions {
  /** Default 120 s. */
  timeoutMs?: number;
}

export class Machine {
  private nspawn: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  private init: number | undefined;
  private watchdog: ChildProcess | undefined;
  private constructor(
    /** The run's folder on the host: `root/` and `boot.log`. */
    readonly runDir: string,
    /** The machine's root folder on the host: write fixtures here, read its files from here. */
    readonly root: string,
    private readonly log: (line: string) => void,
  ) {}

  /** A fresh copy of the cached root with Node, npm's cache and the project (not booted yet). */
  static async create(options: RootOptions = {}): Promise<Machine> {
    const log = options.log ?? console.log;
    const { runDir, root } = await prepareRoot(options);
    return new Machine(runDir, root, log);
  }

  get bootLogPath(): string {
    return join(this.runDir, 'boot.log');
  }

  /** Boots systemd and waits until `systemctl is-system-running` says running or degraded; returns which. */
  async boot(options: BootOptions = {}): Promise<string> {
    if (this.nspawn) throw new Error('the machine is already running');
    const started = performance.now();
    const logFd = openSync(this.bootLogPath, 'a');
    const args = ['--register=no', '--keep-unit', '--private-network', '--console=read-only'];
    const nspawn = spawn('systemd-nspawn', [...args, '--machine=ozonteck-vps', '-D', this.root, '-b'], {
      detached: true,
      stdio: ['ignore', logFd, logFd],
      env: plainEnv,
    });
    closeSync(logFd);
    this.nspawn = nspawn;
    this.exited = new Promise((resolve) => nspawn.once('exit', () => resolve()));
    this.exited.then(() => {
      if (this.nspawn === nspawn) this.forget();
    });
    try {
      const state = await this.waitForSystem(options.timeoutMs ?? 120_000);
      this.log(`vps: booted (${state}) in ${seconds(started)}`);
      return state;
    } catch (error) {
      await this.stop();
      throw error;
    }
  }

  /** Runs a command inside (a string goes to /bin/sh -c), as root, with a clean environment. */
  async exec(command: string | string[], options: ExecOptions = {}): Promise<CommandResult> {
    if (this.init === undefined) throw new Error('the machine is not running: call boot() first');
    const argv = typeof command === 'string' ? ['/bin/sh', '-c', command] : command;
    const inFolder = ['/bin/sh', '-c', 'cd "$0" && exec "$@"', options.cwd ?? '/', ...argv];
    const namespaces = ['-t', String(this.init), '-m', '-u', '-i', '-n', '-p', '-r', '-w'];
    return run('nsenter', [...namespaces, '--', ...inFolder], {
      timeoutMs: options.timeoutMs,
      env: { ...plainEnv, ...options.env },
    });
  }

  /** Like exec, but a non-zero exit throws with the command and its output. */
  async mustExec(command: string | string[], options: ExecOptions = {}): Promise<CommandResult> {
    const result = await this.exec(command, options);
    if (result.code === 0) return result;
    const shown = typeof command === 'string' ? command : command.join(' ');
    const output = result.stdout + result.stderr;
    throw new Error(`inside the machine, ${shown} exited with ${result.code ?? 'a timeout'}:\n${output}`);
  }

  /** An HTTP(S) request from inside the machine with its own Node (see machine-fetch.ts). */
  async fetch(url: string, options: FetchOptions = {}): Promise<FetchResult> {
    const { argv, parse } = fetchScript(url, options);
    return parse(await this.exec(argv, { timeoutMs: (options.timeoutMs ?? 10_000) + 5_000 }));
  }

  /** Sets origin's branch (default main) to a commit of the host repo, as a developer's push would. */
  pushToOrigin(commit: string, repo?: string, branch?: string): Promise<void> {
    return pushToOrigin(this.root, commit, repo, branch);
  }

  /** stop(), then a new boot on the same root: what was written to disk stays. */
  async restart(options: BootOptions & { graceMs?: number } = {}): Promise<string> {
    await this.stop(options.graceMs);
    return this.boot(options);
  }

  /**
   * Asks systemd to shut down (nspawn turns SIGTERM into a poweroff) and kills the container after
   * `graceMs`; 0 kills it at once: a power cut.
   */
  async stop(graceMs = 30_000): Promise<void> {
    const nspawn = this.nspawn;
    if (!nspawn?.pid) return;
    const init = this.init;
    let halted = false;
    if (graceMs > 0) {
      killQuietly(nspawn.pid, 'SIGTERM');
      const timeUp = sleep(graceMs, false, { ref: false });
      halted = await Promise.race([this.exited.then(() => true), timeUp]);
      if (!halted) this.log('vps: the machine did not halt in time; killing it');
    }
    if (!halted) {
      if (init !== undefined) killQuietly(init, 'SIGKILL');
      killQuietly(nspawn.pid, 'SIGKILL');
      await this.exited;
    }
    this.forget();
  }

  /** Stops the machine and removes its copy of the root. */
  async destroy(): Promise<void> {
    try {
      await this.stop();
    } finally {
      await removeRun(this.runDir);
    }
  }

  /** The host path of a path inside the machine. */
  onHost(inside: string): string {
    return onHost(this.root, inside);
  }

  async bootLog(): Promise<string> {
    return readFile(this.bootLogPath, 'utf8').catch(() => '');
  }

  private forget(): void {
    if (this.watchdog?.pid) killQuietly(this.watchdog.pid, 'SIGKILL');
    this.watchdog = undefined;
    this.nspawn = undefined;
    this.init = undefined;
  }

  private async waitForSystem(timeoutMs: number): Promise<string> {
    const deadline = performance.now() + timeoutMs;
    let state = 'not started';
    const nspawn = this.nspawn;
    while (performance.now() < deadline) {
      if (nspawn?.exitCode !== null || nspawn.signalCode !== null) break;
      this.init ??= await containerInit(nspawn.pid!);
      if (this.init !== undefined) {
        this.watchdog ??= startWatchdog(this.init, nspawn.pid!);
        const answer = await this.exec(['systemctl', 'is-system-running'], { timeoutMs: 10_000 });
        state = answer.stdout.trim() || answer.stderr.trim();
        if (state === 'running' || state === 'degraded') return state;
      }
      await sleep(250);
    }
    const failed = this.init ? (await this.exec(['systemctl', '--failed', '--no-pager'])).stdout : '';
    const tail = (await this.bootLog()).split('\n').slice(-40).join('\n');
    const where = `boot log (${this.bootLogPath})`;
    throw new Error(`the machine did not boot (last state: ${state})\n${failed}\n${where}:\n${tail}`);
  }
}

/** Creates a machine, boots it, runs `body`, and always destroys it. */
export async function withMachine<T>(options: RootOptions, body: (machine: Machine) => Promise<T>): Promise<T> {
  const machine = await Machine.create(options);
  try {
    await machine.boot();
    return await body(machine);
  } finally {
    await machine.destroy();
  }
}

/** The container's first process: a descendant of nspawn that is pid 1 in its own pid namespace. */
async function containerInit(nspawnPid: number): Promise<number | undefined> {
  const children = new Map<number, number[]>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
    const parent = Number(status.match(/^PPid:\s*(\d+)/m)?.[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const queue = [...(children.get(nspawnPid) ?? [])];
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    if (/^NSpid:.*\s1$/m.test(status)) return pid;
    queue.push(...(children.get(pid) ?? []));
  }
  return undefined;
}

/**
 * Killing nspawn leaves the container's systemd running, and a test process that crashes, exits
 * early or is killed with its process group (run-tests.ts on a time-out) never calls destroy(). So
 * a shell in a group of its own waits for this process to end, then kills the container's first
 * process and nspawn (the copy stays; the next prepareRoot removes it).
 */
function startWatchdog(init: number, nspawn: number): ChildProcess {
  const wait = 'while kill -0 "$0" 2>/dev/null; do sleep 1; done; kill -KILL "$1" "$2" 2>/dev/null';
  const watchdog = spawn('/bin/sh', ['-c', wait, String(process.pid), String(init), String(nspawn)], {
    detached: true,
    stdio: 'ignore',
  });
  watchdog.unref();
  return watchdog;
}

function killQuietly(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}
