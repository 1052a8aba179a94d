// The built report (dist/report.mjs) run as an operator runs it: its own process, a bare
// environment (the language from SITE_LANGUAGE only when a test gives it), its output and status;
// `run` also runs `npm run report` in a folder of the test's choosing.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './project-copy';
import { distDir } from './serve';

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function run(command: string, args: string[], env: Record<string, string> = {}, cwd = repoRoot): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? '', npm_config_update_notifier: 'false', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The report in English (the tests that match its words), or in the language `env` gives. */
export const runReport = (args: string[], env: Record<string, string> = { SITE_LANGUAGE: 'en' }) => run(process.execPath, [join(distDir, 'report.mjs'), ...args], env);

/** The parts of the JSON report the tests read. */
export interface ReportJson {
  total: { requests: number; views: Record<string, number>; clicks: Record<string, number> };
  sources: Array<{ source: string; host?: string; views: number; clicks: number; clickThrough: number | null }>;
  campaigns: Array<{ name: string; source: string; medium: string; other?: true; views: number; clicks: number; clickThrough: number | null }>;
  devices: Array<{ device: string; views: number; clicks: number }>;
}
