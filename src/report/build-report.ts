// The report over a set of access log files: every line checked, the requests from `since` to
// `until` counted, each on its day in the operator's time zone, the one status and the build show
// times in. A line that cannot be read (half a line a full disk left, a line of another file, an
// impossible date) is set aside and counted, the first named with its file and number, and the
// report goes on: one damaged line must not hide a year of visits.
import { messages } from '../messages/catalogue';
import { dayFinder, shownDay } from '../messages/dates';
import { parseLine, whyUnreadable } from './parse';
import { checkReadable, forEachLine, ReportError } from './read-logs';
import { createTally, reportOf } from './tally';
import type { Report, UnreadableLines } from './report-shape';
import type { MemberNames } from './team';

export interface ReportOptions {
  files: string[];
  /** YYYY-MM-DD, both counted: requests of days outside them are checked but not counted. */
  since: string | null;
  until: string | null;
  /** The site's page paths ('/', '/bio'). */
  pages: readonly string[];
  /** The build's table: call-to-action id → page path; null when no build was found. */
  callsToAction: Record<string, string> | null;
  /** The site's host (from the build's SITE_URL): views from its own pages are no other site's. */
  ownHost: string | null;
  /** The live build's team members (slug → name), listed even without a visit; null when no build was found. */
  members?: MemberNames;
  /**
   * The operator's time zone (settings/time-zone.ts): each request is counted on its day there,
   * whatever zone its line was written in (the server's, nginx's UTC).
   */
  zone: string;
}

/** A line shown to the operator: cut, and with control bytes escaped, so it cannot drive their terminal. */
export function shownLine(line: string): string {
  const cut = line.length > 120 ? `${line.slice(0, 120)}…` : line;
  return cut.replace(
    /[\u0000-\u001f\u007f-\u00ff]/g,
    (char) => `\\x${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** True when a day (YYYY-MM-DD) lies between the bounds, both included; a null bound is none. */
export const inPeriod = (day: string, since: string | null, until: string | null): boolean =>
  (since === null || day >= since) && (until === null || day <= until);

export async function buildReport(options: ReportOptions): Promise<Report> {
  const { files, since, until } = options;
  // Every name first: a mistyped last file must not cost a year-long read of the others.
  for (const file of files) await checkReadable(file);
  const text = messages().report;
  const tally = createTally(options.pages, options.ownHost);
  const operatorDay = dayFinder(options.zone);
  const unreadableLines: UnreadableLines = { count: 0, impossibleDates: 0, first: null };
  for (const file of files) {
    await forEachLine(file, (line, number, unterminated) => {
      const request = parseLine(line);
      if (request) {
        request.day = operatorDay(request.second) ?? request.day;
        if (inPeriod(request.day, since, until)) tally.add(request);
        return;
      }
      // Half a line at the very end is the server writing as we read, not a damaged line.
      if (unterminated) return;
      const reason = whyUnreadable(line);
      unreadableLines.count += 1;
      if (reason === 'date') unreadableLines.impossibleDates += 1;
      unreadableLines.first ??= { file, line: number, reason, text: shownLine(line) };
    });
  }
  const { pages, callsToAction, members } = options;
  const report = reportOf(tally, { files, since, until, pages, callsToAction, members, unreadableLines });
  if (!report) {
    const named = files.join(', ');
    const none =
      since === null && until === null
        ? unreadableLines.count > 0
          ? text.noReadableRequest(named)
          : text.noRequest(named)
        : text.noRequestIn(text.bounds(since && shownDay(since), until && shownDay(until)), named);
    throw new ReportError([none, ...unreadableNote(unreadableLines)].join(' '));
  }
  return report;
}

/** The unreadable lines in words, the first named; nothing when there are none. */
export function unreadableNote({ count, impossibleDates, first }: UnreadableLines): string[] {
  if (!first) return [];
  const text = messages().report;
  const named = (first.reason === 'date' ? text.impossibleDate : text.notALogLine)(first.file, first.line, first.text);
  return [text.unreadableLines(count, impossibleDates), text.firstUnreadable(named)];
}
