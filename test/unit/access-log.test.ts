// The access log line (nginx `combined`): escaping, caps, time, anonymisation and the client
// address behind a proxy. Expected values are written out by hand from nginx's documented output.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clientAddress, escapeField, formatCombined, formatLocalTime, type AccessEntry } from '../../src/server/access-log/line';
import { anonymiseAddress, canonicalAddress } from '../../src/settings/ip-address';
import { parseCombined } from '../support/combined-log';

// São Paulo is UTC-3 all year (no daylight saving since 2019): exercises the zone offset.
const savedZone = process.env.TZ;
test.before(() => {
  process.env.TZ = 'America/Sao_Paulo';
});
test.after(() => {
  if (savedZone === undefined) delete process.env.TZ;
  else process.env.TZ = savedZone;
});

const entry = (overrides: Partial<AccessEntry> = {}): AccessEntry => ({
  client: '203.0.113.0',
  time: new Date('2026-11-22T11:41:44Z'),
  method: 'GET',
  url: '/?utm_source=instagram',
  httpVersion: '1.1',
  status: 200,
  bodyBytes: 8123,
  referrer: 'https://l.instagram.com/',
  userAgent: 'Mozilla/5.0 (Linux; Android 13)',
  ...overrides,
});

test('a plain request is written exactly as nginx writes it', () => {
  assert.is(
    formatCombined(entry()),
    '203.0.113.0 - - [22/Nov/2026:08:41:44 -0300] "GET /?utm_source=instagram HTTP/1.1" 200 8123 "https://l.instagram.com/" "Mozilla/5.0 (Linux; Android 13)"',
  );
});

test('missing referrer and user agent are "-"', () => {
  const fields = parseCombined(formatCombined(entry({ referrer: undefined, userAgent: '' })))!;
  assert.is(fields.referrer, '-');
  assert.is(fields.userAgent, '-');
});

test('local time: day/Mon/year:HH:MM:SS and the zone offset, zero-padded', () => {
  assert.is(formatLocalTime(new Date('2026-01-05T03:04:05Z')), '05/Jan/2026:00:04:05 -0300');
  assert.is(formatLocalTime(new Date('2026-01-01T02:59:59Z')), '31/Dec/2025:23:59:59 -0300');
});

test('the time of consecutive lines: the same second written once, each new second (or an earlier one) anew', () => {
  // Lines in the same second, a new one, then an earlier one: a remembered, stale time would show here.
  const timeOf = (iso: string) => parseCombined(formatCombined(entry({ time: new Date(iso) })))!.time;
  assert.is(timeOf('2026-11-22T11:41:44.001Z'), '22/Nov/2026:08:41:44 -0300');
  assert.is(timeOf('2026-11-22T11:41:44.999Z'), '22/Nov/2026:08:41:44 -0300');
  assert.is(timeOf('2026-11-22T11:41:45.000Z'), '22/Nov/2026:08:41:45 -0300');
  assert.is(timeOf('2026-11-22T11:41:44.500Z'), '22/Nov/2026:08:41:44 -0300');
  assert.is(timeOf('2027-11-22T11:41:44.500Z'), '22/Nov/2027:08:41:44 -0300');
});

const escapes: Array<[name: string, raw: string, written: string]> = [
  ['double quote', 'a"b', 'a\\x22b'],
  ['backslash', 'a\\b', 'a\\x5Cb'],
  ['CR LF (a forged second line)', 'a\r\n1.2.3.4 - - [x] "GET / HTTP/1.1" 200 0 "-" "-"', 'a\\x0D\\x0A1.2.3.4 - - [x] \\x22GET / HTTP/1.1\\x22 200 0 \\x22-\\x22 \\x22-\\x22'],
  ['tab', 'a\tb', 'a\\x09b'],
  ['NUL', 'a\u0000b', 'a\\x00b'],
  ['ESC (ANSI escape)', '\u001b[31mred', '\\x1B[31mred'],
  ['DEL', 'a\u007fb', 'a\\x7Fb'],
  ['UTF-8 é as the parser hands it over (latin1, one char per byte)', 'caf\u00c3\u00a9', 'caf\\xC3\\xA9'],
  ['C1 CSI', '\u009b2J', '\\x9B2J'],
  ['a character above 0xFF (never from the parser) as its UTF-8 bytes', 'a\u2028b', 'a\\xE2\\x80\\xA8b'],
];
for (const [name, raw, written] of escapes) {
  test(`escaping like nginx: ${name}`, () => {
    assert.is(escapeField(raw, 1000), written);
    for (const field of ['url', 'referrer', 'userAgent'] as const) {
      const line = formatCombined(entry({ [field]: raw }));
      assert.not.match(line, /[\u0000-\u001f\u007f-\uffff]/, `${field}: a raw control or non-ASCII byte`);
      const fields = parseCombined(line);
      assert.ok(fields, `${field}: not one combined line: ${line}`);
      const value = field === 'url' ? fields.request : fields[field];
      assert.ok(value.includes(written), `${field}: ${value}`);
    }
  });
}

test('long fields are capped (URL 2048, referrer 1024, user agent 512 characters), an escape never cut', () => {
  const url = '/?utm_source=' + 'a'.repeat(8192);
  const fields = parseCombined(formatCombined(entry({ url, referrer: 'r'.repeat(5000), userAgent: 'u'.repeat(5000) })))!;
  assert.is(fields.request, `GET ${url.slice(0, 2048)}... HTTP/1.1`);
  assert.is(fields.referrer, `${'r'.repeat(1024)}...`);
  assert.is(fields.userAgent, `${'u'.repeat(512)}...`);
  // 2047 plain characters then a quote: its 4-character escape would pass the cap, so it is left out.
  assert.is(escapeField('x'.repeat(2047) + '"', 2048), `${'x'.repeat(2047)}...`);
  assert.is(escapeField('x'.repeat(2044) + '"', 2048), `${'x'.repeat(2044)}\\x22`);
});

test('anonymisation: IPv4 to its /24, IPv6 to its /48, IPv4-mapped IPv6 as IPv4', () => {
  const table: Array<[string, string]> = [
    ['203.0.113.77', '203.0.113.0'],
    ['10.1.2.255', '10.1.2.0'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
    ['2001:0DB8:0000:0042::1', '2001:db8::'],
    ['::1', '::'],
    ['::ffff:198.51.100.23', '198.51.100.0'],
    ['fe80::1%eth0', 'fe80::'],
  ];
  for (const [address, shortened] of table) assert.is(anonymiseAddress(address), shortened, address);
});

test('canonical addresses: RFC 5952 for IPv6, null for anything else', () => {
  const table: Array<[string, string | null]> = [
    ['2001:DB8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:db8:0:0:0:0:2:1', '2001:db8::2:1'],
    ['0:0:0:0:0:0:0:0', '::'],
    ['1:0:0:1:0:0:0:1', '1:0:0:1::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['127.0.0.1', '127.0.0.1'],
    ['999.1.1.1', null],
    ['1.2.3', null],
    ['01.2.3.4', null],
    ['1::2::3', null],
    ['1:2:3:4:5:6:7:8:9', null],
    ['localhost', null],
    ['', null],
  ];
  for (const [address, canonical] of table) assert.is(canonicalAddress(address), canonical, address);
});

const none = new Set<string>();
const proxy = new Set(['127.0.0.1']);

test('client address: the TCP peer, shortened by default and whole with ACCESS_LOG_FULL_IP', () => {
  assert.is(clientAddress('198.51.100.23', undefined, { fullIp: false, trustedProxies: none }), '198.51.100.0');
  assert.is(clientAddress('198.51.100.23', undefined, { fullIp: true, trustedProxies: none }), '198.51.100.23');
  assert.is(clientAddress('::ffff:198.51.100.23', undefined, { fullIp: true, trustedProxies: none }), '198.51.100.23');
  assert.is(clientAddress(undefined, undefined, { fullIp: true, trustedProxies: none }), '-');
});

test('client address: the same peer again gives the same answer, whichever setting asked before', () => {
  // Remembering a peer's answer across settings would leak a whole address into a short one.
  for (let round = 0; round < 2; round++) {
    assert.is(clientAddress('192.0.2.77', undefined, { fullIp: true, trustedProxies: none }), '192.0.2.77');
    assert.is(clientAddress('192.0.2.77', undefined, { fullIp: false, trustedProxies: none }), '192.0.2.0');
    assert.is(clientAddress('2001:db8:aa:bb::1', undefined, { fullIp: false, trustedProxies: none }), '2001:db8:aa::');
    assert.is(clientAddress('127.0.0.1', undefined, { fullIp: true, trustedProxies: proxy }), '127.0.0.1');
    assert.is(clientAddress('127.0.0.1', '203.0.113.9', { fullIp: true, trustedProxies: proxy }), '203.0.113.9');
  }
});

test('client address: X-Forwarded-For is ignored unless the peer is a trusted proxy (TRUST_PROXY)', () => {
  // Without TRUST_PROXY, anyone can send the header: it proves nothing.
  assert.is(clientAddress('198.51.100.23', '203.0.113.9', { fullIp: true, trustedProxies: none }), '198.51.100.23');
  // A peer that is not the named proxy: still ignored.
  assert.is(clientAddress('198.51.100.23', '203.0.113.9', { fullIp: true, trustedProxies: proxy }), '198.51.100.23');
});

test('client address: behind the trusted proxy, the last hop it saw (entries a client wrote are ignored)', () => {
  const options = { fullIp: true, trustedProxies: proxy };
  assert.is(clientAddress('127.0.0.1', '203.0.113.9', options), '203.0.113.9');
  assert.is(clientAddress('::ffff:127.0.0.1', '203.0.113.9', options), '203.0.113.9');
  // The client claimed to be 1.1.1.1; the proxy appended the address it really saw.
  assert.is(clientAddress('127.0.0.1', '1.1.1.1, 203.0.113.9', options), '203.0.113.9');
  // Chained trusted proxies are skipped from the right.
  assert.is(clientAddress('127.0.0.1', '203.0.113.9, 127.0.0.1', options), '203.0.113.9');
  assert.is(clientAddress('127.0.0.1', '[2001:db8::7]:443', options), '2001:db8::7');
  assert.is(clientAddress('127.0.0.1', '203.0.113.9:5123', options), '203.0.113.9');
  // A last hop that is not an address leaves the proxy's own address.
  assert.is(clientAddress('127.0.0.1', 'unknown', options), '127.0.0.1');
  assert.is(clientAddress('127.0.0.1', '203.0.113.9', { fullIp: false, trustedProxies: proxy }), '203.0.113.0');
});

test.run();
