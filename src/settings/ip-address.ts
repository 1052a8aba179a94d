// IP address literals for the settings (HOST, TRUST_PROXY) and the server's access log, read with
// ipaddr.js and written back in RFC 5952 form. Here, in settings/, so that both may import it; no
// browser code reaches it (test/unit/boundaries.test.ts).
import ipaddr from 'ipaddr.js';

/** Four numbers 0–255 without leading zeros ("010" is octal to some parsers; ipaddr.js's parse takes 0x7f.1 too). */
export const isIPv4Literal = (text: string): boolean => ipaddr.IPv4.isValidFourPartDecimal(text);

const parseIPv6 = (text: string): ipaddr.IPv6 | null => (ipaddr.IPv6.isValid(text) ? ipaddr.IPv6.parse(text) : null);

export const isIPv6Literal = (text: string): boolean => parseIPv6(text) !== null;

/**
 * RFC 5952: lower-case hex, the longest run (≥ 2) of zero groups as "::", the first on a tie. By
 * hand, as ipaddr.js 1.9.1 shortens the first run, not the longest, and keeps the %zone.
 */
function formatIPv6(groups: readonly number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < 8; start++) {
    let length = 0;
    while (start + length < 8 && groups[start + length] === 0) length++;
    if (length > bestLength) {
      bestStart = start;
      bestLength = length;
    }
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart === -1) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

/** One spelling per address: IPv4 as is, IPv6 canonical, ::ffff:203.0.113.9 as IPv4; null if not an IP. */
export function canonicalAddress(text: string): string | null {
  if (isIPv4Literal(text)) return text;
  const address = parseIPv6(text);
  if (address === null) return null;
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  return formatIPv6(address.parts);
}

/** Shortened for privacy: IPv4 to its /24 (203.0.113.0), IPv6 to its /48 (2001:db8:85a3::); anything else as is. */
export function anonymiseAddress(text: string): string {
  const canonical = canonicalAddress(text);
  if (canonical === null) return text;
  if (isIPv4Literal(canonical)) return `${canonical.slice(0, canonical.lastIndexOf('.'))}.0`;
  const [first, second, third] = ipaddr.IPv6.parse(canonical).parts;
  return formatIPv6([first!, second!, third!, 0, 0, 0, 0, 0]);
}
