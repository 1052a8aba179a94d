// Which bytes a request for a known file gets, read with the libraries Express already installs:
// the coding (negotiator), the preconditions (fresh) and a byte range (range-parser).
import fresh from 'fresh';
import Negotiator from 'negotiator';
import parseRanges from 'range-parser';

export type Coding = 'br' | 'gzip' | 'identity';

/** negotiator 0.6 takes a preference order for ties (compression passes one too); its types omit it. */
type PreferringNegotiator = Negotiator & { encodings(available: string[], preferred: string[]): string[] };

/** Every coding a variant may be stored in, in the order that breaks ties, identity last. */
const offeredCodings: Coding[] = ['br', 'gzip', 'identity'];

// x-gzip names gzip (RFC 9110 §8.4.1.3): offered as a coding of its own, `*` would give it q=1 and
// bring back a gzip refused by name (`gzip;q=0, *`).
const xGzipItem = /(^|,)([ \t]*)x-gzip(?=[ \t]*(?:;|,|$))/g;

/**
 * The value negotiator is given: lower-cased (it reads a q parameter only when spelled "q"; RFC 9110: any
 * case), x-gzip as gzip.
 */
function normalisedAcceptEncoding(acceptEncoding: string): string {
  return acceptEncoding.toLowerCase().replace(xGzipItem, '$1$2gzip');
}

/** The codings accepted, best first, among all offered: a file with fewer keeps the order (q-values are per coding). */
function rankCodings(acceptEncoding: string): Coding[] {
  const request = { headers: { 'accept-encoding': normalisedAcceptEncoding(acceptEncoding) } };
  return (new Negotiator(request) as PreferringNegotiator).encodings(offeredCodings, offeredCodings) as Coding[];
}

/** The highest q-value, br before gzip on a tie (as compression does), else identity, even if refused (no 406). */
export function chooseCoding(acceptEncoding: string | undefined, available: ReadonlyArray<'br' | 'gzip'>): Coding {
  if (available.length === 0) return 'identity';
  for (const coding of rankCodings(acceptEncoding ?? '')) {
    if (coding === 'identity' || available.includes(coding)) return coding;
  }
  return 'identity';
}

/**
 * If-None-Match names this variant (or `*`): 304. fresh is given the field alone, as an origin
 * ignores the request's Cache-Control here (RFC 9110 §13.2.1), and tabs as spaces, which it splits on.
 */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return fresh({ 'if-none-match': ifNoneMatch.replaceAll('\t', ' ').trim() }, { etag });
}

/**
 * If-Match (RFC 9110 §13.1.1): absent, `*`, or a list naming this variant's tag by strong
 * comparison; otherwise 412. If-Unmodified-Since needs no code: without a modification date (no
 * Last-Modified is sent) it is ignored (§13.1.4).
 */
export function ifMatchHolds(ifMatch: string | undefined, etag: string): boolean {
  if (ifMatch === undefined || ifMatch.trim() === '*') return true;
  return ifMatch.split(',').some((tag) => tag.trim() === etag);
}

/** If-Range: a range applies only while the client's copy is still this one (strong comparison). */
export function ifRangeHolds(ifRange: string | undefined, etag: string): boolean {
  return ifRange === undefined || ifRange.trim() === etag;
}

/** `end` inclusive. */
export type ByteRange = { start: number; end: number };

export type RangeAnswer = ByteRange | 'unsatisfiable' | 'ignore';

/** A single byte range, as browsers send for video; anything else gets the whole file; one that cannot be met, 416. */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined || header.includes(',')) return 'ignore';
  const ranges = parseRanges(size, header.trim());
  if (ranges === -2) return 'ignore';
  if (ranges === -1) return refusedRange(header, size);
  if (ranges.type !== 'bytes') return 'ignore';
  return ranges[0]!;
}

/**
 * Two single ranges range-parser 1.3.0 refuses (-1) and RFC 9110 reads otherwise
 * (test/unit/http-rules.test.ts): a suffix longer than the file is the whole file (§14.1.3); an
 * end before the start is invalid, so ignored (200), not a 416.
 */
function refusedRange(header: string, size: number): RangeAnswer {
  const single = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!single) return 'unsatisfiable';
  const [, first = '', last = ''] = single;
  if (first === '' && size > 0 && Number(last) > 0) return { start: 0, end: size - 1 };
  if (first !== '' && last !== '' && Number(last) < Number(first)) return 'ignore';
  return 'unsatisfiable';
}
