// npm run report -- [--json] [--since YYYY-MM-DD] <files…>: the arguments, the build's table of
// calls to action, and the exit status (0 report, 1 a problem with the files, 2 a wrong command).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { routedPages } from '../routes';
import { headerRulesFile, type HeaderRules } from '../site-format';
import { buildReport } from './build-report';
import { formatReport } from './format';
import { ReportError } from './read-logs';

export const usage = `Usage: npm run report -- [--json] [--since YYYY-MM-DD] <access log files…>
  e.g.  npm run report -- /var/log/ozonteck/access.log*      (rotated and .gz files included)
  --json    the same figures as JSON, for other programs
  --since   count requests from that day on (the log's own time zone)`;

export interface Arguments {
  files: string[];
  since: string | null;
  json: boolean;
}

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** The command line, or a message saying what is wrong with it. */
export function parseArguments(argv: readonly string[]): Arguments | string {
  const parsed: Arguments = { files: [], since: null, json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--json') parsed.json = true;
    else if (arg === '--since' || arg.startsWith('--since=')) {
      const value = arg === '--since' ? argv[++i] : arg.slice('--since='.length);
      if (value === undefined || !isDate(value)) return `--since takes a day as YYYY-MM-DD (e.g. 2026-11-01), got ${value === undefined ? 'nothing' : JSON.stringify(value)}.`;
      parsed.since = value;
    } else if (arg.startsWith('--')) return `Unknown option ${JSON.stringify(arg)}.`;
    else parsed.files.push(arg);
  }
  return parsed.files.length === 0 ? 'Name at least one access log file.' : parsed;
}

/** The build's table of calls to action (id → page), or null when no build is found there. */
export async function callsToActionOf(buildDir: string): Promise<Record<string, string> | null> {
  try {
    const rules = JSON.parse(await readFile(join(buildDir, headerRulesFile), 'utf8')) as HeaderRules;
    return rules.callsToAction ?? null;
  } catch {
    return null;
  }
}

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

export async function main(argv: readonly string[], buildDir: string, output: Output): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    output.out(usage + '\n');
    return 0;
  }
  const parsed = parseArguments(argv);
  if (typeof parsed === 'string') {
    output.err(`${parsed}\n${usage}\n`);
    return 2;
  }
  try {
    const callsToAction = await callsToActionOf(buildDir);
    const report = await buildReport({ files: parsed.files, since: parsed.since, pages: routedPages.map((route) => route.path), callsToAction });
    output.out(parsed.json ? JSON.stringify(report, null, 2) + '\n' : formatReport(report));
    return 0;
  } catch (error) {
    if (!(error instanceof ReportError)) throw error;
    output.err(`${error.message}\n`);
    return 1;
  }
}
