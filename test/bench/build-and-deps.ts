// Build time (wall clock of `npm run build`, as a developer runs it) and dependency counts
// (`npm ls --all --parseable`: one line per installed package folder, the project's own first).
import { spawn } from 'node:child_process';

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
  wallMs: number;
}

export function runCommand(command: string, args: string[], cwd: string, timeoutMs: number): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} ${args.join(' ')} took more than ${timeoutMs} ms`));
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, wallMs: Number(process.hrtime.bigint() - started) / 1e6 });
    });
  });
}

export interface BuildRun {
  /** Wall time of the whole `npm run build` (npm, Node start-up, the build, its size table). */
  wallMs: number;
  /** What the build prints as "Built dist/ in N ms" (its own timer, without npm and start-up). */
  reportedMs: number | null;
}

export async function timeBuild(root: string): Promise<BuildRun> {
  const result = await runCommand('npm', ['run', 'build'], root, 180_000);
  if (result.code !== 0) throw new Error(`npm run build failed (exit ${result.code}):\n${result.stdout}\n${result.stderr}`);
  const reported = /Built dist\/ in (\d+) ms/.exec(result.stdout);
  return { wallMs: result.wallMs, reportedMs: reported ? Number(reported[1]) : null };
}

export interface PackageCounts {
  all: number;
  production: number;
  /** npm ls exits non-zero on missing, invalid or extraneous packages. */
  npmLsProblems: string[];
}

async function countPackages(root: string, extra: string[]): Promise<{ count: number; problem: string | null }> {
  const result = await runCommand('npm', ['ls', '--all', '--parseable', ...extra], root, 60_000);
  const lines = result.stdout.split('\n').filter((line) => line.trim() !== '');
  const problem = result.code === 0 ? null : `npm ls ${['--all', ...extra].join(' ')} exited ${result.code}: ${result.stderr.split('\n').find((line) => /ERR/.test(line)) ?? ''}`;
  return { count: Math.max(0, lines.length - 1), problem }; // the first line is the project itself
}

export async function packageCounts(root: string): Promise<PackageCounts> {
  const all = await countPackages(root, []);
  const production = await countPackages(root, ['--omit=dev']);
  return { all: all.count, production: production.count, npmLsProblems: [all.problem, production.problem].filter((p): p is string => p !== null) };
}
