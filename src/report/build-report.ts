// The report over a set of access log files: every line checked (the first that is not an access
// log line stops it, named with its file and number), the requests from `since` on counted.
import { messages } from '../messages/catalogue';
import { parseLine } from './parse';
import { checkReadable, forEachLine, ReportError } from './read-logs';
import { createTally, reportOf, type Report } from './tally';

export interface ReportOptions {
  files: string[];
  /** YYYY-MM-DD: requests of earlier days are checked but not counted. */
  since: string | null;
  /** The site's page paths ('/', '/bio'). */
  pages: readonly string[];
  /** The build's table: call-to-action id → page path; null when no build was found. */
  callsToAction: Record<string, string> | null;
  /** The site's host (from the build's SITE_URL): views from its own pages are no other site's. */
  ownHost: string | null;
}

/** A line shown to the operator: cut, and with control bytes escaped, so it cannot drive their terminal. */
export function shownLine(line: string): string {
  const cut = line.length > 120 ? `${line.slice(0, 120)}…` : line;
  return cut.replace(/[\u0000-\u001f\u007f-\u00ff]/g, (char) => `\\x${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

export async function buildReport(options: ReportOptions): Promise<Report> {
  const { files, since } = options;
  // Every name first: a mistyped last file must not cost a year-long read of the others.
  for (const file of files) await checkReadable(file);
  const text = messages().report;
  const tally = createTally(options.pages, options.ownHost);
  for (const file of files) {
    await forEachLine(file, (line, number, unterminated) => {
      const request = parseLine(line);
      // Half a line at the very end is the server writing as we read, not a foreign file.
      if (!request && unterminated) return;
      if (!request) throw new ReportError(text.notALogLine(file, number, shownLine(line)));
      if (since === null || request.day >= since) tally.add(request);
    });
  }
  const report = reportOf(tally, { files, since, pages: options.pages, callsToAction: options.callsToAction });
  if (!report) {
    throw new ReportError(since === null ? text.noRequest(files.join(', ')) : text.noRequestSince(since, files.join(', ')));
  }
  return report;
}
