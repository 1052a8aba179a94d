// One access log line, as the report needs it: the day, the request, where it came from and who
// asked. The line must be nginx's `combined` format as the server writes it (line.ts) or nginx
// itself does:
//   $remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent"
// Anything else is not an access log line (null), nor is a line whose time cannot be (00/Nov/2026,
// 31/Nov, 25:00, an offset of +9999, a year before the web or after 2999, as a damaged or foreign
// log may hold): the report sets it aside, counts it and names the first (build-report.ts).
import { originForm } from '../contracts/request-form';

export interface LoggedRequest {
  /** $remote_addr as written (the server shortens it unless told otherwise). */
  client: string;
  /**
   * The day of $time_local as written (the writer's time zone): YYYY-MM-DD. The report counts the
   * request on its day in the operator's zone instead (build-report.ts).
   */
  day: string;
  /** $time_local as seconds since 1970 UTC (its offset applied): what a rate per minute is measured with. */
  second: number;
  /** The request line's method, or '' when the request line is not METHOD TARGET PROTOCOL (a refused request). */
  method: string;
  /** The target's path, without the query string, as written (escapes kept). */
  path: string;
  /** The target's query string without its '?', as written; '' when it has none. */
  query: string;
  status: number;
  /** The Referer as written, '-' when the request had none. */
  referrer: string;
  /** The User-Agent as written, '-' when the request had none. */
  userAgent: string;
}

// A quoted field holds no raw quote: both writers escape it (\x22), and any backslash escape.
const quoted = '"([^"\\\\]*(?:\\\\.[^"\\\\]*)*)"';
const combined = new RegExp(
  `^(\\S+) \\S+ \\S+ \\[(\\d{2}/[A-Z][a-z]{2}/\\d{4}):(\\d{2}):(\\d{2}):(\\d{2}) ([+-])(\\d{2})(\\d{2})\\] ${quoted} ` +
    `(\\d{3}) (?:\\d+|-) ${quoted} ${quoted}$`,
);

const monthNumbers: Record<string, string> = {
  Jan: '01',
  Feb: '02',
  Mar: '03',
  Apr: '04',
  May: '05',
  Jun: '06',
  Jul: '07',
  Aug: '08',
  Sep: '09',
  Oct: '10',
  Nov: '11',
  Dec: '12',
};

/**
 * The years a line may carry: from the first web server (1991) to 2999. A year outside them is a
 * damaged line, not a visit, and would stretch the report's period over millennia.
 */
export const yearsRead = { first: 1991, last: 2999 } as const;

// Lines come in time order, a day's thousands of them with the same date: the last one's day is
// reused (the same string, so the per-day table finds it without hashing it again).
let lastDate = '';
let lastDay: string | null = null;
let lastDayStart = 0;

/** "22/Nov/2026" → "2026-11-22"; null for a day that does not exist or a year outside yearsRead. */
function dayOf(date: string): string | null {
  if (date !== lastDate) {
    const month = monthNumbers[date.slice(3, 6)];
    const year = Number(date.slice(7, 11));
    const start = Date.UTC(year, Number(month) - 1, Number(date.slice(0, 2)));
    // Date.UTC rolls 31/Nov over to 1/Dec and 00/Nov back to 31/Oct: a real day comes back as written.
    const real =
      month !== undefined &&
      year >= yearsRead.first &&
      year <= yearsRead.last &&
      new Date(start).getUTCDate() === Number(date.slice(0, 2));
    lastDate = date;
    lastDay = real ? `${date.slice(7, 11)}-${month}-${date.slice(0, 2)}` : null;
    lastDayStart = real ? start / 1000 : 0;
  }
  return lastDay;
}

/** Parts of $time_local no clock shows: past 23:59:60, or an offset past ±14:00 (the world's widest is +14). */
const impossibleTime = (match: RegExpExecArray) =>
  match[3]! > '23' || match[4]! > '59' || match[5]! > '60' || match[7]! > '14' || match[8]! > '59';

export function parseLine(line: string): LoggedRequest | null {
  const match = combined.exec(line);
  if (!match) return null;
  const day = dayOf(match[2]!);
  if (day === null || impossibleTime(match)) return null;
  const clock = Number(match[3]) * 3600 + Number(match[4]) * 60 + Number(match[5]);
  const offset = (match[6] === '-' ? -1 : 1) * (Number(match[7]) * 3600 + Number(match[8]) * 60);
  const request = match[9]!;
  // METHOD TARGET HTTP/x; anything else (a refused request's raw bytes) has no method and no path.
  const firstSpace = request.indexOf(' ');
  const lastSpace = request.lastIndexOf(' ');
  const wellFormed = firstSpace > 0 && lastSpace !== firstSpace && request.startsWith('HTTP/', lastSpace + 1);
  // As the server reads it: an absolute-form target (`POST http://host/ping/…`) is the same request.
  const target = wellFormed ? originForm(request.slice(firstSpace + 1, lastSpace)) : '';
  const queryStart = target.indexOf('?');
  return {
    client: match[1]!,
    day,
    second: lastDayStart + clock - offset,
    method: wellFormed ? request.slice(0, firstSpace) : '',
    path: queryStart === -1 ? target : target.slice(0, queryStart),
    query: queryStart === -1 ? '' : target.slice(queryStart + 1),
    status: Number(match[10]),
    referrer: match[11]!,
    userAgent: match[12]!,
  };
}

/** Why a line parseLine refused is unreadable: its time is impossible, or it is no access log line at all. */
export const whyUnreadable = (line: string): 'date' | 'format' => (combined.test(line) ? 'date' : 'format');
