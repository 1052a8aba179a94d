// One access log line, as the report needs it: the day, the request, where it came from and who
// asked. The line must be nginx's `combined` format as the server writes it (line.ts) or nginx
// itself does:
//   $remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent"
// Anything else is not an access log line (null): the report stops and names it.
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

// Lines come in time order, a day's thousands of them with the same date: the last one's day is
// reused (the same string, so the per-day table finds it without hashing it again).
let lastDate = '';
let lastDay: string | null = null;
let lastDayStart = 0;

/** "22/Nov/2026" → "2026-11-22"; null for a month name that is not one. */
function dayOf(date: string): string | null {
  if (date !== lastDate) {
    const month = monthNumbers[date.slice(3, 6)];
    lastDate = date;
    lastDay = month ? `${date.slice(7, 11)}-${month}-${date.slice(0, 2)}` : null;
    lastDayStart = month ? Date.UTC(Number(date.slice(7, 11)), Number(month) - 1, Number(date.slice(0, 2))) / 1000 : 0;
  }
  return lastDay;
}

export function parseLine(line: string): LoggedRequest | null {
  const match = combined.exec(line);
  if (!match) return null;
  const day = dayOf(match[2]!);
  if (day === null) return null;
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
