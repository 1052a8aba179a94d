// One access log line, as the report needs it: the day, the request and who asked. The line must be
// nginx's `combined` format as the server writes it (line.ts) or nginx itself does:
//   $remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent"
// Anything else is not an access log line (null): the report stops and names it.

export interface LoggedRequest {
  /** The day of $time_local as written (the server's time zone): YYYY-MM-DD. */
  day: string;
  /** The request line's method, or '' when the request line is not METHOD TARGET PROTOCOL (a refused request). */
  method: string;
  /** The target's path, without the query string, as written (escapes kept). */
  path: string;
  status: number;
  /** The User-Agent as written, '-' when the request had none. */
  userAgent: string;
}

// A quoted field holds no raw quote: both writers escape it (\x22), and any backslash escape.
const quoted = '"((?:[^"\\\\]|\\\\.)*)"';
const combined = new RegExp(
  `^\\S+ \\S+ \\S+ \\[(\\d{2})/([A-Z][a-z]{2})/(\\d{4}):\\d{2}:\\d{2}:\\d{2} [+-]\\d{4}\\] ${quoted} (\\d{3}) (?:\\d+|-) ${quoted} ${quoted}$`,
);

const monthNumbers: Record<string, string> = {
  Jan: '01', Feb: '02', Mar: '03', Apr: '04', May: '05', Jun: '06',
  Jul: '07', Aug: '08', Sep: '09', Oct: '10', Nov: '11', Dec: '12',
};

/** METHOD TARGET HTTP/x → method and path; anything else (a refused request's raw bytes) → ''. */
function splitRequest(request: string): { method: string; path: string } {
  const firstSpace = request.indexOf(' ');
  const lastSpace = request.lastIndexOf(' ');
  if (firstSpace <= 0 || lastSpace === firstSpace || !request.startsWith('HTTP/', lastSpace + 1)) return { method: '', path: '' };
  const target = request.slice(firstSpace + 1, lastSpace);
  const queryStart = target.indexOf('?');
  return { method: request.slice(0, firstSpace), path: queryStart === -1 ? target : target.slice(0, queryStart) };
}

export function parseLine(line: string): LoggedRequest | null {
  const match = combined.exec(line);
  if (!match) return null;
  const [, date, monthName, year, request, status, , userAgent] = match;
  const month = monthNumbers[monthName!];
  if (!month) return null;
  return { day: `${year}-${month}-${date}`, ...splitRequest(request!), status: Number(status), userAgent: userAgent! };
}
