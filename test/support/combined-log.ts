// nginx's `combined` log format as a regular expression written from nginx's documentation, not
// from our formatter: the tests parse the server's lines with it, field by field.
//   $remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent"
// A quoted field may hold anything but a raw quote, backslash or control byte; escapes are \xHH.
const quoted = '((?:[^"\\\\\\x00-\\x1f\\x7f-\\uffff]|\\\\x[0-9A-F]{2})*)';
export const combinedLine = new RegExp(
  `^(\\S+) - (\\S+) \\[(\\d{2}/[A-Z][a-z]{2}/\\d{4}:\\d{2}:\\d{2}:\\d{2} [+-]\\d{4})\\] "${quoted}" (\\d{3}) (\\d+) "${quoted}" "${quoted}"$`,
);

export interface CombinedFields {
  client: string;
  user: string;
  time: string;
  request: string;
  status: number;
  bytes: number;
  referrer: string;
  userAgent: string;
}

/** The fields of one line, or null when it is not a `combined` line. */
export function parseCombined(line: string): CombinedFields | null {
  const match = combinedLine.exec(line);
  if (!match) return null;
  const [, client, user, time, request, status, bytes, referrer, userAgent] = match;
  return { client: client!, user: user!, time: time!, request: request!, status: Number(status), bytes: Number(bytes), referrer: referrer!, userAgent: userAgent! };
}
