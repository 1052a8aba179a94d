// Which bytes a request for a known file gets, read from its headers with the libraries Express
// already installs: the content coding (negotiator: RFC 9110 §12.5.3), the preconditions (If-Match,
// strong comparison; If-None-Match with fresh, weak comparison) and a byte range (range-parser:
// RFC 9110 §14).
import fresh from 'fresh';
import Negotiator from 'negotiator';
import parseRanges from 'range-parser';

export type Coding = 'br' | 'gzip' | 'identity';

/** negotiator 0.6 takes a preference order for ties (compression passes one too); its types omit it. */
type PreferringNegotiator = Negotiator & { encodings(available: string[], preferred: string[]): string[] };

/** Every coding a variant may be stored in, in the order that breaks ties, identity last. */
const offeredCodings: Coding[] = ['br', 'gzip', 'identity'];

/**
 * x-gzip names the gzip coding (RFC 9110 §8.4.1.3), so a list item naming it is read as gzip. Then
 * only a client that names x-gzip gets gzip through it: offered as a coding of its own, `*` would
 * give it q=1 and bring back a gzip refused by name (`gzip;q=0, *`).
 */
const xGzipItem = /(^|,)([ \t]*)x-gzip(?=[ \t]*(?:;|,|$))/g;

/** The value negotiator is given: lower-cased (it reads a q parameter only when spelled "q"; RFC 9110: any case), x-gzip as gzip. */
function normalisedAcceptEncoding(acceptEncoding: string): string {
  return acceptEncoding.toLowerCase().replace(xGzipItem, '$1$2gzip');
}

/**
 * The codings an Accept-Encoding value accepts, best first, as negotiator ranks them among all the
 * codings the server offers. Ranking a subset (a file with gzip only) keeps this order, since each
 * coding's q-value and tie rank do not depend on the others offered, so one ranking serves every file.
 */
function rankCodings(acceptEncoding: string): Coding[] {
  const request = { headers: { 'accept-encoding': normalisedAcceptEncoding(acceptEncoding) } };
  return (new Negotiator(request) as PreferringNegotiator).encodings(offeredCodings, offeredCodings) as Coding[];
}

/**
 * Rankings remembered per Accept-Encoding value: browsers send a handful of distinct values, and
 * negotiating each request anew was the largest piece of our own work per response. Bounded in
 * entries and in key length (a value longer than any browser's is ranked every time), emptied when full.
 */
const rankings = new Map<string, Coding[]>();
const rankingsMax = 256;
const longestRemembered = 256;

function rankingFor(acceptEncoding: string): Coding[] {
  let ranking = rankings.get(acceptEncoding);
  if (ranking === undefined) {
    ranking = rankCodings(acceptEncoding);
    if (acceptEncoding.length > longestRemembered) return ranking;
    if (rankings.size >= rankingsMax) rankings.clear();
    rankings.set(acceptEncoding, ranking);
  }
  return ranking;
}

/**
 * The client's best coding among the precompressed variants: the highest q-value, brotli before
 * gzip on a tie (the order compression uses too), identity otherwise, also when the client refuses
 * identity as well (no 406: the bytes are still the best answer). x-gzip counts as gzip
 * (RFC 9110 §8.4.1.3), which negotiator alone does not know.
 */
export function chooseCoding(acceptEncoding: string | undefined, available: ReadonlyArray<'br' | 'gzip'>): Coding {
  if (available.length === 0) return 'identity';
  for (const coding of rankingFor(acceptEncoding ?? '')) {
    if (coding === 'identity' || available.includes(coding)) return coding;
  }
  return 'identity';
}

/**
 * If-None-Match names this variant (or `*`): the client's copy is current, answer 304. fresh is
 * given the field alone: an origin evaluates the precondition whatever the request's Cache-Control
 * says (RFC 9110 §13.2.1; `no-cache` is addressed to caches, RFC 9111 §5.2.1.4), and tabs are OWS
 * (RFC 9110 §5.6.3), which fresh splits only on spaces.
 */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return fresh({ 'if-none-match': ifNoneMatch.replaceAll('\t', ' ').trim() }, { etag });
}

/**
 * If-Match (RFC 9110 §13.1.1): absent, or `*` (every file served has a current representation), or
 * a list naming this variant's tag by strong comparison (a weak tag never matches). When it fails
 * the answer is 412. If-Unmodified-Since needs no code: it is ignored when If-Match is present, and
 * when the resource has no modification date (§13.1.4), as ours have none (no Last-Modified is sent).
 */
export function ifMatchHolds(ifMatch: string | undefined, etag: string): boolean {
  if (ifMatch === undefined || ifMatch.trim() === '*') return true;
  return ifMatch.split(',').some((tag) => tag.trim() === etag);
}

/** If-Range: a range applies only while the client's copy is still this one (strong comparison). */
export function ifRangeHolds(ifRange: string | undefined, etag: string): boolean {
  return ifRange === undefined || ifRange.trim() === etag;
}

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

export type RangeAnswer = ByteRange | 'unsatisfiable' | 'ignore';

/**
 * A single byte range, as browsers send for video. Multiple ranges, other units and malformed
 * headers are ignored (the whole file is a valid answer); ranges that cannot be met are 416.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined || header.includes(',')) return 'ignore';
  const ranges = parseRanges(size, header.trim());
  if (ranges === -2) return 'ignore';
  if (ranges === -1) return refusedRange(header, size);
  if (ranges.type !== 'bytes') return 'ignore';
  return ranges[0]!;
}

/**
 * range-parser 1.3.0 refuses (-1) two single ranges this server reads otherwise, as before it used
 * the package; without these the rows "a suffix longer than the file", "a huge suffix" and "an end
 * before the start" of test/unit/http-rules.test.ts fail, and the serving suite's bytes=5-2 case:
 * - a suffix longer than the file (bytes=-5000 of 1,000 bytes): RFC 9110 §14.1.3 says the whole file;
 * - an end before the start (bytes=5-2): an invalid range, ignored (the whole file, 200), not a 416.
 */
function refusedRange(header: string, size: number): RangeAnswer {
  const single = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!single) return 'unsatisfiable';
  const [, first = '', last = ''] = single;
  if (first === '' && size > 0 && Number(last) > 0) return { start: 0, end: size - 1 };
  if (first !== '' && last !== '' && Number(last) < Number(first)) return 'ignore';
  return 'unsatisfiable';
}
