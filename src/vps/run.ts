// The system's own programs (apt-get, systemctl, caddy, git, npm), run as subprocesses: quietly,
// their output kept for a failing step's message, or shown to the operator as they go (a build).
import { spawn, spawnSync } from 'node:child_process';

export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** What the program reads on its standard input. */
  input?: string;
  timeoutMs?: number;
}

/** Runs a program to its end, its output kept; a program not installed ends with code null. */
export function run(program: string, args: readonly string[], options: RunOptions = {}): Ran {
  const done = spawnSync(program, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    input: options.input,
    encoding: 'utf8',
    timeout: options.timeoutMs ?? 10 * 60_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  const stderr = done.error ? String(done.error) : (done.stderr ?? '');
  return { code: done.status, stdout: done.stdout ?? '', stderr };
}

/** Runs a program with its output shown to the operator as it goes; resolves with its exit code. */
export function runShown(program: string, args: readonly string[], options: RunOptions = {}): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(program, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: 'inherit' });
    child.on('error', () => resolve(null));
    child.on('exit', (code) => resolve(code));
  });
}

/** The last lines a failed program wrote, for the step's message. */
export const tailOf = (ran: Ran, lines = 8): string =>
  `${ran.stdout}\n${ran.stderr}`.trim().split('\n').slice(-lines).join('\n');

/** Whether the program is installed (on PATH). */
export const installed = (program: string): boolean => run('sh', ['-c', `command -v ${program}`]).code === 0;
