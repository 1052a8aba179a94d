// Commands the VPS harness runs on the host (debootstrap, cp, git, nsenter): output collected,
// bounded in time, and the whole process group killed when the time runs out.
import { spawn } from 'node:child_process';

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CommandOptions {
  /** Killed (with its process group) after this long; the result's code is then null. */
  timeoutMs?: number;
  env?: Record<string, string>;
  cwd?: string;
}

/** The environment a command gets unless told otherwise: never the caller's npm_config_* or PORT. */
export const plainEnv = {
  PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
  HOME: '/root',
  LANG: 'C.UTF-8',
  DEBIAN_FRONTEND: 'noninteractive',
};

export function run(command: string, args: string[], options: CommandOptions = {}): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? plainEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => killGroup(child.pid), options.timeoutMs ?? 120_000);
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Like run, but a non-zero exit (or a timeout) throws with the command and its output's end. */
export async function mustRun(command: string, args: string[], options: CommandOptions = {}): Promise<CommandResult> {
  const result = await run(command, args, options);
  if (result.code !== 0) {
    const output = (result.stdout + result.stderr).slice(-3000);
    throw new Error(`${command} ${args.join(' ')} exited with ${result.code ?? 'a timeout'}:\n${output}`);
  }
  return result;
}

/** Kills a process group this module started (detached, so its pid is the group's id). */
function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

export const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
