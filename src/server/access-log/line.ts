// The access log line in nginx's `combined` format, which GoAccess, lnav and AWStats read as is:
//   $remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent"
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import { anonymiseAddress, canonicalAddress } from '../../settings/ip-address';

/** Longest field, in characters after escaping; longer ones are cut and end with "...". */
export const fieldCaps = { method: 32, url: 2048, referrer: 1024, userAgent: 512 } as const;

export interface AccessEntry {
  /** The client address as it will be written (see clientAddress). */
  client: string;
  time: Date;
  method: string;
  /** The request target exactly as received: path and query string. */
  url: string;
  httpVersion: string;
  status: number;
  bodyBytes: number;
  referrer: string | undefined;
  userAgent: string | undefined;
}

/** A request Node's HTTP parser refused: only the raw first line is known (nginx logs it too). */
export type RefusedEntry = Pick<AccessEntry, 'client' | 'time' | 'status'> & { requestLine: string | undefined };

// What nginx escapes: C0 controls, '"', '\', DEL and every byte above 0x7F. Node gives header values
// and the URL as latin1 (a character per byte), so "é" sent as UTF-8 becomes \xC3\xA9, as in nginx.
const needsEscape = /[\u0000-\u001f"\\\u007f-\uffff]/;

function escapeChar(code: number): string {
  if (code <= 0xff) return `\\x${code.toString(16).toUpperCase().padStart(2, '0')}`;
  // Not from the HTTP parser (it gives one byte per character), but never write it raw.
  return [...Buffer.from(String.fromCharCode(code), 'utf8')].map(escapeChar).join('');
}

/** `text` escaped, cut to `cap` characters (never inside an escape) and then ending "..."; "-" when empty. */
export function escapeField(text: string | undefined, cap: number): string {
  if (text === undefined || text === '') return '-';
  if (text.length <= cap && !needsEscape.test(text)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const piece = code < 0x20 || code === 0x22 || code === 0x5c || code >= 0x7f ? escapeChar(code) : text[i]!;
    if (out.length + piece.length > cap) return `${out}...`;
    out += piece;
  }
  return out;
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** nginx's $time_local: 22/Nov/2026:08:41:44 -0300, in the process's time zone (TZ). */
export function formatLocalTime(time: Date): string {
  const offset = -time.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${two(Math.floor(Math.abs(offset) / 60))}${two(Math.abs(offset) % 60)}`;
  const day = `${two(time.getDate())}/${months[time.getMonth()]}/${time.getFullYear()}`;
  return `${day}:${two(time.getHours())}:${two(time.getMinutes())}:${two(time.getSeconds())} ${zone}`;
}

export function formatCombined(entry: AccessEntry | RefusedEntry): string {
  // Method and protocol stay whole around a capped URL, so analysers still split the request line.
  const request =
    'requestLine' in entry
      ? escapeField(entry.requestLine, fieldCaps.url)
      : `${escapeField(entry.method, fieldCaps.method)} ${escapeField(entry.url, fieldCaps.url)} ` +
        `HTTP/${escapeField(entry.httpVersion, 8)}`;
  const answered: Partial<AccessEntry> = 'requestLine' in entry ? {} : entry;
  return (
    `${entry.client} - - [${formatLocalTime(entry.time)}] "${request}" ${entry.status} ${answered.bodyBytes ?? 0} ` +
    `"${escapeField(answered.referrer, fieldCaps.referrer)}" "${escapeField(answered.userAgent, fieldCaps.userAgent)}"`
  );
}

export interface ClientAddressOptions {
  /** Write the address whole (ACCESS_LOG_FULL_IP=on) instead of its /24 or /48. */
  fullIp: boolean;
  /** Canonical addresses of the reverse proxies whose X-Forwarded-For is believed (TRUST_PROXY). */
  trustedProxies: ReadonlySet<string>;
}

/** An X-Forwarded-For entry: an IP, perhaps with a port ("203.0.113.9:4711", "[2001:db8::1]:443"). */
function forwardedAddress(entry: string): string | null {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return canonicalAddress(bracketed[1]!);
  const withPort = /^([0-9.]+):\d+$/.exec(entry);
  return canonicalAddress(withPort ? withPort[1]! : entry);
}

/**
 * The TCP peer, or when it is a trusted proxy the last X-Forwarded-For entry that is not one (those
 * to its left were written by the client); proxy-addr walks the list, stopping at an entry that is
 * not an IP. Shortened for privacy unless `fullIp`; "-" without a peer address (a Unix socket).
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  options: ClientAddressOptions,
): string {
  if (peer === undefined) return '-';
  if (forwardedFor === undefined || options.trustedProxies.size === 0) {
    const canonical = canonicalAddress(peer) ?? peer;
    return options.fullIp ? canonical : anonymiseAddress(canonical);
  }
  const isTrusted = (hop: string) => options.trustedProxies.has(forwardedAddress(hop) ?? hop);
  // proxy-addr reads only these two fields of a request.
  const request = {
    socket: { remoteAddress: peer },
    headers: { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
  const hops = proxyAddr.all(request, isTrusted); // the peer first, the client last
  let client = peer;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = forwardedAddress(hops[i]!);
    if (hop !== null) {
      client = hop;
      break;
    }
  }
  return options.fullIp ? client : anonymiseAddress(client);
}
