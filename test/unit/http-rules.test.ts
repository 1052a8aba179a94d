// The small HTTP rules the server is built from, table by table: content-coding negotiation, byte
// ranges, the conditional headers (representation.ts), the Save-Data hint (save-data.ts). The 404
// log's rate limit: not-found-log.test.ts; the request target and Host: request-target.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import Negotiator from 'negotiator';
import { chooseCoding, ifMatchHolds, ifRangeHolds, notModified, parseRange, type Coding, type RangeAnswer } from '../../src/server/http/representation';
import { asksToSaveData } from '../../src/server/http/save-data';

// --- chooseCoding ------------------------------------------------------------------------------

const both = ['br', 'gzip'] as const;
const codingRows: Array<[name: string, acceptEncoding: string | undefined, available: ReadonlyArray<'br' | 'gzip'>, expected: Coding]> = [
  ['no Accept-Encoding header gets identity', undefined, both, 'identity'],
  ['an empty Accept-Encoding gets identity', '', both, 'identity'],
  ['br alone gets br', 'br', both, 'br'],
  ['gzip alone gets gzip', 'gzip', both, 'gzip'],
  ['a browser list prefers br over gzip', 'gzip, deflate, br, zstd', both, 'br'],
  ['br and gzip at the same q-value: br wins the tie', 'gzip;q=0.5, br;q=0.5', both, 'br'],
  ['br;q=0 refuses br, so gzip', 'br;q=0, gzip', both, 'gzip'],
  ['a higher q-value for gzip beats br', 'gzip;q=1, br;q=0.5', both, 'gzip'],
  ['a higher q-value for br beats gzip', 'gzip;q=0.4, br;q=0.8', both, 'br'],
  ['both refused with q=0 gets identity', 'br;q=0, gzip;q=0', both, 'identity'],
  ['a tiny but non-zero q-value still accepts', 'gzip;q=0.001', both, 'gzip'],
  ['* accepts everything: br first', '*', both, 'br'],
  ['*;q=0 accepts nothing compressed', '*;q=0', both, 'identity'],
  ['* fills in for a coding not named: br refused, gzip via *', 'br;q=0, *', both, 'gzip'],
  ['a named coding beats *;q=0', 'gzip, *;q=0', both, 'gzip'],
  ['identity only gets identity', 'identity', both, 'identity'],
  ['an unknown coding only gets identity', 'deflate, zstd', both, 'identity'],
  ['x-gzip is taken as gzip', 'x-gzip', both, 'gzip'],
  ['x-gzip with a higher q-value than br', 'x-gzip;q=1, br;q=0.1', both, 'gzip'],
  // x-gzip is gzip (RFC 9110 §8.4.1.3): a * does not accept gzip again under its other name.
  ['br and gzip refused, * left: identity', 'br;q=0, gzip;q=0, *', both, 'identity'],
  ['gzip and br refused, *;q=0.5 left: identity', 'gzip;q=0, br;q=0, *;q=0.5', both, 'identity'],
  ['gzip refused, * with only gzip available: identity', 'gzip;q=0, *', ['gzip'], 'identity'],
  ['x-gzip refused: gzip refused, * gives br', 'x-gzip;q=0, *', both, 'br'],
  ['x-gzip refused, * with only gzip available: identity', 'x-gzip;q=0, *', ['gzip'], 'identity'],
  ['identity refused as well: still identity, never a 406', 'br;q=0, gzip;q=0, identity;q=0', both, 'identity'],
  ['whitespace before ";" is allowed (RFC 9110)', 'br ;q=0.2, gzip ; q=0.9', both, 'gzip'],
  ['whitespace around list items and after ";" is ignored', '  br; q=0.2 ,   gzip;  q=0.9  ', both, 'gzip'],
  ['names and q are case-insensitive', 'GZIP;Q=0.7, BR;Q=0.3', both, 'gzip'],
  ['upper-case BR alone', 'BR', both, 'br'],
  ['a q-value above 1 (invalid) is read as given: the higher one wins', 'gzip;q=5, br', both, 'gzip'],
  ['br asked for but only gzip available: identity', 'br', ['gzip'], 'identity'],
  ['gzip asked for but only br available: identity', 'gzip', ['br'], 'identity'],
  ['* with only gzip available gets gzip', '*', ['gzip'], 'gzip'],
  ['nothing precompressed: identity even for br', 'br, gzip', [], 'identity'],
];

for (const [name, acceptEncoding, available, expected] of codingRows) {
  test(`chooseCoding: ${name} (${JSON.stringify(acceptEncoding)})`, () => {
    assert.is(chooseCoding(acceptEncoding, available), expected);
  });
}

// One ranking over every coding the server offers serves files with different variants: each
// answer must still be what negotiator gives when offered that file's codings alone.
function negotiatedDirectly(acceptEncoding: string | undefined, available: ReadonlyArray<'br' | 'gzip'>): Coding {
  if (available.length === 0) return 'identity';
  const offered = [...available, 'identity'];
  // An item naming x-gzip names gzip.
  const items = (acceptEncoding ?? '').toLowerCase().split(',').map((item) => item.replace(/^(\s*)x-gzip(?=\s*(;|$))/, '$1gzip'));
  const request = { headers: { 'accept-encoding': items.join(',') } };
  const best = (new Negotiator(request) as Negotiator & { encodings(a: string[], p: string[]): string[] }).encodings(offered, offered)[0];
  return best === 'br' || best === 'gzip' ? best : 'identity';
}

const availableSets: ReadonlyArray<ReadonlyArray<'br' | 'gzip'>> = [both, ['br'], ['gzip'], []];
const moreValues = ['identity, br;q=0.5', 'identity;q=0, br;q=0', 'br;q=0.5, identity;q=0.9, gzip', '*;q=0.3, br;q=0.2', 'x-gzip;q=0.5, gzip;q=0.6', 'identity;q=0', '*, identity;q=0', 'gzip;q=0, x-gzip, *;q=0.5'];

test('chooseCoding: the one ranking answers every file as negotiating its own codings does', () => {
  for (const acceptEncoding of [...codingRows.map((row) => row[1]), ...moreValues]) {
    // Twice over, in both orders of the sets.
    for (const sets of [availableSets, [...availableSets].reverse(), availableSets]) {
      for (const available of sets) {
        assert.is(chooseCoding(acceptEncoding, available), negotiatedDirectly(acceptEncoding, available), `${acceptEncoding} with [${available.join(', ')}]`);
      }
    }
  }
});

test('chooseCoding: many distinct values, and very long ones', () => {
  for (let i = 0; i < 600; i++) assert.is(chooseCoding(`gzip;q=0.${(i % 9) + 1}, x-unknown-${i}, br;q=0.5`, both), i % 9 + 1 > 5 ? 'gzip' : 'br');
  const long = `${'x-unknown, '.repeat(100)}gzip`;
  assert.is(chooseCoding(long, both), 'gzip');
  assert.is(chooseCoding(long, ['br']), 'identity');
  assert.is(chooseCoding('br', both), 'br');
});

// --- parseRange --------------------------------------------------------------------------------

const size = 1000;
const rangeRows: Array<[name: string, header: string | undefined, expected: RangeAnswer]> = [
  ['no Range header is ignored', undefined, 'ignore'],
  ['the first two bytes', 'bytes=0-1', { start: 0, end: 1 }],
  ['the first byte only', 'bytes=0-0', { start: 0, end: 0 }],
  ['a middle slice', 'bytes=10-19', { start: 10, end: 19 }],
  ['the last byte by position', 'bytes=999-999', { start: 999, end: 999 }],
  ['open-ended from 100 to the end', 'bytes=100-', { start: 100, end: 999 }],
  ['open-ended from 0 is the whole file', 'bytes=0-', { start: 0, end: 999 }],
  ['suffix: the last 500 bytes', 'bytes=-500', { start: 500, end: 999 }],
  ['suffix: the last byte', 'bytes=-1', { start: 999, end: 999 }],
  ['a suffix longer than the file is the whole file', 'bytes=-5000', { start: 0, end: 999 }],
  ['an end past the end of the file is clamped', 'bytes=900-5000', { start: 900, end: 999 }],
  ['surrounding whitespace is allowed', '  bytes=0-1  ', { start: 0, end: 1 }],
  ['a start at the size is unsatisfiable', 'bytes=1000-', 'unsatisfiable'],
  ['a start past the end is unsatisfiable', 'bytes=1500-1600', 'unsatisfiable'],
  ['a zero-length suffix (bytes=-0) is unsatisfiable', 'bytes=-0', 'unsatisfiable'],
  ['an end before the start is ignored', 'bytes=5-2', 'ignore'],
  ['an invalid range beside a valid one is ignored too', 'bytes=0-1,5-2', 'ignore'],
  ['multiple ranges are ignored (the whole file is a valid answer)', 'bytes=0-1,5-6', 'ignore'],
  ['multiple ranges with a space are ignored', 'bytes=0-1, 5-6', 'ignore'],
  ['another unit is ignored', 'items=0-1', 'ignore'],
  ['no unit is ignored', '0-1', 'ignore'],
  ['bytes= with nothing is ignored', 'bytes=', 'ignore'],
  ['bytes=- with no numbers is ignored', 'bytes=-', 'ignore'],
  ['letters are ignored', 'bytes=a-b', 'ignore'],
  ['a negative start is ignored', 'bytes=-5-10', 'ignore'],
  ['a decimal is ignored', 'bytes=1.5-3', 'ignore'],
  ['an empty header is ignored', '', 'ignore'],
  ['a huge end is clamped to the last byte', 'bytes=0-99999999999999999999999999', { start: 0, end: 999 }],
  ['a huge start is unsatisfiable', 'bytes=99999999999999999999999999-', 'unsatisfiable'],
  ['a huge start with a huge end is unsatisfiable', 'bytes=99999999999999999999-99999999999999999999', 'unsatisfiable'],
  ['a huge suffix is the whole file', 'bytes=-99999999999999999999999999', { start: 0, end: 999 }],
];

for (const [name, header, expected] of rangeRows) {
  test(`parseRange: ${name} (${JSON.stringify(header)})`, () => {
    assert.equal(parseRange(header, size), expected);
  });
}

test('parseRange: an empty file has nothing to send, whatever the range', () => {
  for (const header of ['bytes=0-1', 'bytes=-5', 'bytes=0-']) assert.is(parseRange(header, 0), 'unsatisfiable');
});

test('parseRange: a one-byte file answers bytes=0-1 with its only byte', () => {
  assert.equal(parseRange('bytes=0-1', 1), { start: 0, end: 0 });
});

// --- conditional headers -----------------------------------------------------------------------

const etag = '"abc123XYZ"';
const noneMatchRows: Array<[name: string, header: string | undefined, expected: boolean]> = [
  ['no If-None-Match never hits', undefined, false],
  ['an empty If-None-Match never hits', '', false],
  ['the same strong tag hits', '"abc123XYZ"', true],
  ['the weak form of the tag hits (weak comparison)', 'W/"abc123XYZ"', true],
  ['a list holding the tag hits', '"other", "abc123XYZ"', true],
  ['a list holding the weak form hits', 'W/"one", W/"abc123XYZ", "two"', true],
  ['a list without spaces hits', '"other","abc123XYZ"', true],
  ['a list whose white space is a tab hits (OWS includes HTAB, RFC 9110 §5.6.3)', '"other",\t"abc123XYZ"', true],
  ['tabs and spaces around the items hit', '"other" \t,\t "abc123XYZ"\t', true],
  ['* hits anything', '*', true],
  ['another tag misses', '"abc123XYZ-br"', false],
  ['a list of other tags misses', '"one", W/"two"', false],
  ['the tag without quotes misses', 'abc123XYZ', false],
  ['a different case misses (tags are case-sensitive)', '"ABC123xyz"', false],
];

for (const [name, header, expected] of noneMatchRows) {
  test(`notModified: ${name}`, () => {
    assert.is(notModified(header, etag), expected);
  });
}

const ifMatchRows: Array<[name: string, header: string | undefined, expected: boolean]> = [
  ['no If-Match: the request goes on', undefined, true],
  ['the current tag holds', '"abc123XYZ"', true],
  ['* holds (the file has a current representation)', '*', true],
  ['a list holding the tag holds', '"nope", "abc123XYZ"', true],
  ['a list separated by a tab holds', '"nope",\t"abc123XYZ"', true],
  ['another tag fails', '"nope"', false],
  ['the weak form fails (strong comparison)', 'W/"abc123XYZ"', false],
  ['a list of other tags fails', '"one", W/"abc123XYZ"', false],
  ['the tag without quotes fails', 'abc123XYZ', false],
  ['a different case fails', '"ABC123xyz"', false],
  ['an empty list fails: it names no tag', '', false],
];

for (const [name, header, expected] of ifMatchRows) {
  test(`ifMatchHolds: ${name}`, () => {
    assert.is(ifMatchHolds(header, etag), expected);
  });
}

const ifRangeRows: Array<[name: string, header: string | undefined, expected: boolean]> = [
  ['no If-Range: the range applies', undefined, true],
  ['the current tag: the range applies', '"abc123XYZ"', true],
  ['the current tag with spaces around: the range applies', '  "abc123XYZ" ', true],
  ['another tag: the whole file instead', '"older"', false],
  ['the weak form never holds (strong comparison)', 'W/"abc123XYZ"', false],
  ['a date never holds (the server sends no Last-Modified)', 'Wed, 21 Oct 2015 07:28:00 GMT', false],
  ['* is not a valid If-Range', '*', false],
  ['an empty If-Range does not hold', '', false],
];

for (const [name, header, expected] of ifRangeRows) {
  test(`ifRangeHolds: ${name}`, () => {
    assert.is(ifRangeHolds(header, etag), expected);
  });
}

// --- asksToSaveData (save-data.ts) -------------------------------------------------------------

const saveDataRows: Array<[header: string | string[] | undefined, expected: boolean]> = [
  [undefined, false],
  ['', false],
  ['on', true],
  ['ON', true],
  ['oN', true],
  ['  on\t', true],
  ['on;lite', true],
  ['on ; x=1', true],
  ['off', false],
  ['onn', false],
  ['no', false],
  ['1', false],
  ['true', false],
  ['on, on', false],
  ['x; on', false],
  [['on'], false],
];

for (const [header, expected] of saveDataRows) {
  test(`asksToSaveData: ${JSON.stringify(header)} is ${expected ? 'on' : 'not on'}`, () => {
    assert.is(asksToSaveData(header), expected);
  });
}

test.run();
