// npm run report -- [--member SLUG] [--json | --html FILE] [--since DAY] [--until DAY] <files…>: the arguments,
// what the build beside it says (the calls to action, the site's own host, the team's names), and the exit
// status (0 report, 1 a problem with the files, 2 a wrong command, or a member neither the build nor the logs know).
import { realpathSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { messages } from '../messages/catalogue';
import { systemErrorOf, systemErrorSentence, systemReason } from '../messages/system-errors';
import { commandUser } from '../settings/site-folder/command-user';
import { dayIn, parseDay, shownDay } from '../messages/dates';
import { operatorTimeZone } from '../settings/time-zone';
import { routedPages } from '../contracts/routes';
import { buildInfoFile, headerRulesFile, type BuildInfo, type HeaderRules } from '../contracts/site-format';
import { buildReport } from './build-report';
import { formatReport } from './format';
import { reportPage } from './html';
import { ReportError } from './read-logs';
import { referrerHost } from './sources';
import { memberReportOf, unknownMember, writtenLine } from './member-choice';
import { slugProblemOf } from '../contracts/members';

export interface Arguments {
  files: string[];
  /** The period's first and last day, both counted: YYYY-MM-DD, or null for no bound. */
  since: string | null;
  until: string | null;
  json: boolean;
  /** The HTML page's file, or null for the text (or JSON) on standard output. */
  html: string | null;
  /** --member: the team member whose own report this is (their slug); absent for the operator's. */
  member?: string;
}

/** The operator's today, in the zone the report's days are in: what "hoje", "ontem" and "7d" count from. */
const operatorToday = () => dayIn(new Date(), operatorTimeZone(process.env));

/** The options that take a day: the period's first and last. */
const dayOptions = ['--since', '--until'] as const;

/** The command line, or a message saying what is wrong with it. `today`: YYYY-MM-DD. */
export function parseArguments(argv: readonly string[], today = operatorToday()): Arguments | string {
  const text = messages().report;
  const parsed: Arguments = { files: [], since: null, until: null, json: false, html: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const valueOf = (name: string) => (arg === name ? argv[++i] : arg.slice(name.length + 1));
    const dayOption = dayOptions.find((name) => arg === name || arg.startsWith(`${name}=`));
    if (arg === '--json') parsed.json = true;
    else if (dayOption) {
      const value = valueOf(dayOption);
      const day = value === undefined ? null : parseDay(value, today);
      const got = value === undefined ? text.nothing : JSON.stringify(value);
      if (day === null) return dayOption === '--since' ? text.sinceFormat(got) : text.untilFormat(got);
      parsed[dayOption === '--since' ? 'since' : 'until'] = day;
    } else if (arg === '--html' || arg.startsWith('--html=')) {
      const value = valueOf('--html');
      if (!value || value.startsWith('--')) return text.htmlNeedsFile;
      parsed.html = value;
    } else if (arg === '--member' || arg.startsWith('--member=')) {
      const value = valueOf('--member')?.trim().toLowerCase();
      if (!value || value.startsWith('--')) return messages().team.memberNeedsSlug;
      parsed.member = value;
    } else if (arg.startsWith('--')) return text.unknownOption(JSON.stringify(arg));
    else parsed.files.push(arg);
  }
  if (parsed.json && parsed.html) return text.jsonAndHtml;
  if (parsed.since && parsed.until && parsed.until < parsed.since)
    return text.untilBeforeSince(shownDay(parsed.until), shownDay(parsed.since));
  return parsed.files.length === 0 ? text.noFiles : parsed;
}

/** A JSON file of the build, or null when no build is found there. */
async function buildFile<T>(buildDir: string, file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(join(buildDir, file), 'utf8')) as T;
  } catch {
    return null;
  }
}

/**
 * What the report takes from the build: the table of calls to action (id → page), the site's own host (from
 * the SITE_URL it was made with) and its team members; each null when no build is found.
 */
async function fromBuild(buildDir: string) {
  const [rules, info] = await Promise.all([
    buildFile<HeaderRules>(buildDir, headerRulesFile),
    buildFile<BuildInfo>(buildDir, buildInfoFile),
  ]);
  return {
    callsToAction: rules?.callsToAction ?? null,
    ownHost: typeof info?.settings?.siteUrl === 'string' ? referrerHost(info.settings.siteUrl) : null,
    members: info ? (info.members ?? {}) : null,
  };
}

/** The folder a path is in, with links resolved when it exists: dist is a link to the live build. */
function realFolder(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

/** True when `file` would be written inside the build folder, which the next build replaces. */
function insideBuild(file: string, buildDir: string): boolean {
  const folder = realFolder(dirname(resolve(file)));
  return [resolve(buildDir), realFolder(buildDir)].some((build) => folder === build || folder.startsWith(build + sep));
}

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

export async function main(argv: readonly string[], buildDir: string, output: Output): Promise<number> {
  const { usage, cannotWrite } = messages().report;
  if (argv.includes('--help') || argv.includes('-h')) {
    output.out(usage + '\n');
    return 0;
  }
  const parsed = parseArguments(argv);
  if (typeof parsed === 'string') {
    output.err(`${parsed}\n${usage}\n`);
    return 2;
  }
  if (parsed.html && insideBuild(parsed.html, buildDir)) {
    output.err(`${messages().report.htmlInsideBuild(parsed.html)}\n`);
    return 2;
  }
  try {
    const { callsToAction, ownHost, members } = await fromBuild(buildDir);
    // A name no member file can have is in no log either: said before the logs are read.
    if (parsed.member !== undefined && slugProblemOf(parsed.member) !== null) {
      output.err(`${unknownMember(parsed.member, Object.keys(members ?? {}).sort())}\n`);
      return 2;
    }
    const whole = await buildReport({
      files: parsed.files,
      since: parsed.since,
      until: parsed.until,
      pages: routedPages.map((route) => route.path),
      callsToAction,
      ownHost,
      members,
      zone: operatorTimeZone(process.env),
    });
    const report = parsed.member === undefined ? whole : memberReportOf(whole, parsed.member);
    if (typeof report === 'string') {
      output.err(`${report}\n`);
      return 2;
    }
    if (parsed.html) {
      await writeFile(parsed.html, reportPage(report)).catch((error: Error) => {
        // A full disk, a folder this user may not write…: which file and what to do; a folder that is not there,
        // said of the file.
        const context = { command: 'npm run report', user: commandUser(), file: parsed.html! };
        const sentence = systemErrorOf(error)?.code === 'ENOENT' ? null : systemErrorSentence(error, context);
        throw new ReportError(sentence ?? cannotWrite(parsed.html!, systemReason(error)));
      });
      output.out(writtenLine(report, resolve(parsed.html)) + '\n');
    } else output.out(parsed.json ? JSON.stringify(report, null, 2) + '\n' : formatReport(report));
    return 0;
  } catch (error) {
    if (!(error instanceof ReportError)) throw error;
    output.err(`${error.message}\n`);
    return 1;
  }
}
