// IP address literals, parsed by hand (no node:net) so settings validation and the access log
// share one strict reading: IPv4 as four decimal parts of 0–255, IPv6 as RFC 4291 text (with an
// optional embedded IPv4 tail), written back in RFC 5952 canonical form.

/** Four numbers 0–255, or null when `text` is not a dotted-quad IPv4 literal. */
export function parseIPv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes: number[] = [];
  for (const part of parts) {
    // No leading zeros: "010" is octal to some parsers and decimal to others.
    if (!/^(0|[1-9][0-9]{0,2})$/.test(part)) return null;
    const value = Number(part);
    if (value > 255) return null;
    bytes.push(value);
  }
  return bytes;
}

/** Eight 16-bit groups, or null when `text` is not an IPv6 literal (a %zone suffix is ignored). */
export function parseIPv6(text: string): number[] | null {
  const address = text.replace(/%[A-Za-z0-9._~-]+$/, '');
  if (!address.includes(':')) return null;
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (half: string): number[] | null => {
    if (half === '') return [];
    const groups: number[] = [];
    const parts = half.split(':');
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      if (i === parts.length - 1 && part.includes('.')) {
        const v4 = parseIPv4(part);
        if (!v4) return null;
        groups.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      } else if (/^[0-9A-Fa-f]{1,4}$/.test(part)) {
        groups.push(parseInt(part, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (!head || !tail) return null;
  // An embedded IPv4 part may only end the address.
  if (halves.length === 2 && halves[0]!.includes('.')) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return null;
  return [...head, ...new Array<number>(missing).fill(0), ...tail];
}

/** RFC 5952: lower-case hex, no leading zeros, the longest run (≥ 2) of zero groups as "::". */
export function formatIPv6(groups: readonly number[]): string {
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

const isMappedIPv4 = (groups: readonly number[]) => groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;

/**
 * One spelling per address, for comparing and logging: IPv4 as is, IPv6 canonical, and an
 * IPv4-mapped IPv6 address (::ffff:203.0.113.9, what a dual-stack socket reports) as plain IPv4.
 * Null when `text` is not an IP literal.
 */
export function canonicalAddress(text: string): string | null {
  if (parseIPv4(text)) return text;
  const groups = parseIPv6(text);
  if (!groups) return null;
  if (isMappedIPv4(groups)) return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
  return formatIPv6(groups);
}

/**
 * The address shortened for privacy: IPv4 to its /24 (203.0.113.0), IPv6 to its /48
 * (2001:db8:85a3::). Anything that is not an IP literal is returned unchanged.
 */
export function anonymiseAddress(text: string): string {
  const canonical = canonicalAddress(text);
  if (canonical === null) return text;
  const v4 = parseIPv4(canonical);
  if (v4) return `${v4[0]}.${v4[1]}.${v4[2]}.0`;
  const groups = parseIPv6(canonical)!;
  return formatIPv6([groups[0]!, groups[1]!, groups[2]!, 0, 0, 0, 0, 0]);
}
