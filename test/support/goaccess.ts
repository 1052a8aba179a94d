// A real GoAccess (Debian's `goaccess`) reading an access log as COMBINED, for the tests that
// require every line to parse. null where it is not installed (CI installs it): the caller reports
// its check as skipped (skip.ts), never as passed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const goaccessBinary = ['/usr/bin/goaccess', '/usr/local/bin/goaccess'].find((path) => existsSync(path));
export const missingGoaccess = goaccessBinary ? null : 'needs goaccess (none at /usr/bin or /usr/local/bin); Debian: apt-get install goaccess';

export interface GoaccessReading {
  general: Record<string, number>;
  /** Client → requests. */
  hosts: Record<string, number>;
  /** The lines GoAccess rejected, as it lists them ('' when none). */
  invalidLines: string;
}

/** Runs GoAccess over `file`, writing its JSON report and invalid-line list into `scratch`. */
export async function readWithGoaccess(file: string, scratch: string): Promise<GoaccessReading> {
  if (!goaccessBinary) throw new Error(missingGoaccess!);
  const report = join(scratch, 'goaccess.json');
  const invalid = join(scratch, 'goaccess-invalid.txt');
  const run = spawnSync(goaccessBinary, [file, '--log-format=COMBINED', '--no-global-config', `--invalid-requests=${invalid}`, '-o', report], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  if (run.status !== 0) throw new Error(`goaccess failed: ${run.stderr}`);
  const parsed = JSON.parse(await readFile(report, 'utf8')) as { general: Record<string, number>; hosts: { data: Array<{ data: string; hits: { count: number } }> } };
  return {
    general: parsed.general,
    hosts: Object.fromEntries(parsed.hosts.data.map((host) => [host.data, host.hits.count])),
    invalidLines: existsSync(invalid) ? (await readFile(invalid, 'utf8')).trim() : '',
  };
}
