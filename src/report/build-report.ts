// The report over a set of access log files: every line checked (the first that is not an access
// log line stops it, named with its file and number), the requests from `since` to `until` counted,
// each on its day in the operator's time zone, the one status and the build show times in.
import { messages } from '../messages/catalogue';
import { dayFinder, shownDay } from '../messages/dates';
import { parseLine } from './parse';
import { checkReadable, forEachLine, ReportError } from './read-logs';
import { createTally, reportOf, type Report } from './tally';

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
  for (const file of files) {
    await forEachLine(file, (line, number, unterminated) => {
      const request = parseLine(line);
      // Half a line at the very end is the server writing as we read, not a foreign file.
      if (!request && unterminated) return;
      if (!request) throw new ReportError(text.notALogLine(file, number, shownLine(line)));
      request.day = operatorDay(request.second) ?? request.day;
      if (inPeriod(request.day, since, until)) tally.add(request);
    });
  }
  const report = reportOf(tally, { files, since, until, pages: options.pages, callsToAction: options.callsToAction });
  if (!report) {
    const named = files.join(', ');
    throw new ReportError(
      since === null && until === null
        ? text.noRequest(named)
        : text.noRequestIn(text.bounds(since && shownDay(since), until && shownDay(until)), named),
    );
  }
  return report;
}
