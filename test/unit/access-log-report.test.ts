// The access log report's rules, on lines written out by hand: what a line is, who is a bot or a
// link preview, what counts as a page view and as a click, the click-through rate per page (the
// page from the build's table, never from the request), the arguments.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isBotOrPreview } from '../../src/report/bots';
import { inPeriod } from '../../src/report/build-report';
import { parseArguments } from '../../src/report/main';
import { parseLine } from '../../src/report/parse';
import { createTally, reportOf } from '../../src/report/tally';

const chrome = 'Mozilla/5.0 (Linux; Android 13; SM-A135M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
/** An ISO time as the seconds since 1970 the report measures rates with. */
const at = (iso: string) => Date.parse(iso) / 1000;
const line = (time: string, request: string, status: number, userAgent = chrome, referrer = '-') =>
  `203.0.113.0 - - [${time} -0300] "${request}" ${status} 0 "${referrer}" "${userAgent}"`;

test('a combined line gives its day as written, method, path without the query, status and user agent', () => {
  const table: Array<[string, ReturnType<typeof parseLine>]> = [
    [line('22/Nov/2026:23:59:59', 'GET /?utm_source=instagram HTTP/1.1', 200), { client: '203.0.113.0', day: '2026-11-22', second: at('2026-11-22T23:59:59-03:00'), method: 'GET', path: '/', query: 'utm_source=instagram', status: 200, referrer: '-', userAgent: chrome }],
    [line('01/Jan/2027:00:00:00', 'POST /ping/bio/whatsapp HTTP/1.1', 204, '-'), { client: '203.0.113.0', day: '2027-01-01', second: at('2027-01-01T00:00:00-03:00'), method: 'POST', path: '/ping/bio/whatsapp', query: '', status: 204, referrer: '-', userAgent: '-' }],
    // Absolute-form (RFC 9112 §3.2.2): the same request as its origin-form, as the server answered it.
    [line('01/Jan/2027:00:00:01', 'POST http://negociosozonteck.com.br/ping/bio/whatsapp HTTP/1.1', 204, '-'), { client: '203.0.113.0', day: '2027-01-01', second: at('2027-01-01T00:00:01-03:00'), method: 'POST', path: '/ping/bio/whatsapp', query: '', status: 204, referrer: '-', userAgent: '-' }],
    [line('01/Jan/2027:00:00:02', 'GET https://negociosozonteck.com.br?utm_source=x HTTP/1.1', 200, '-'), { client: '203.0.113.0', day: '2027-01-01', second: at('2027-01-01T00:00:02-03:00'), method: 'GET', path: '/', query: 'utm_source=x', status: 200, referrer: '-', userAgent: '-' }],
    // A refused request: the raw bytes, escaped; no method.
    [line('05/Feb/2026:10:00:00', '\\x16\\x03\\x01\\x02\\x00\\x01', 400, '-'), { client: '203.0.113.0', day: '2026-02-05', second: at('2026-02-05T10:00:00-03:00'), method: '', path: '', query: '', status: 400, referrer: '-', userAgent: '-' }],
    // Escaped quotes and backslashes inside fields (the server's \xHH, and a \" some writers use).
    [line('30/Sep/2026:08:00:00', 'GET /a\\x22b\\x5Cc HTTP/1.1', 404, 'x\\"y'), { client: '203.0.113.0', day: '2026-09-30', second: at('2026-09-30T08:00:00-03:00'), method: 'GET', path: '/a\\x22b\\x5Cc', query: '', status: 404, referrer: '-', userAgent: 'x\\"y' }],
    // nginx's own line (user, bytes "-" on some versions).
    ['198.51.100.7 - joana [03/Mar/2026:12:00:00 +0000] "GET /bio?c=x HTTP/2.0" 200 - "https://l.instagram.com/" "curl/8.5.0"', { client: '198.51.100.7', day: '2026-03-03', second: at('2026-03-03T12:00:00Z'), method: 'GET', path: '/bio', query: 'c=x', status: 200, referrer: 'https://l.instagram.com/', userAgent: 'curl/8.5.0' }],
  ];
  for (const [text, expected] of table) assert.equal(parseLine(text), expected, text);
});

test('anything else is not an access log line', () => {
  const notLines = [
    '{"level":"info","msg":"listening","ts":"2026-11-22T08:00:00.000Z"}',
    line('22/Nov/2026:08:00:00', 'GET / HTTP/1.1', 200).replace(' 200 0 ', ' 200 '),
    line('22/Xyz/2026:08:00:00', 'GET / HTTP/1.1', 200),
    line('22/Nov/2026:08:00:00', 'GET /"b HTTP/1.1', 200),
    line('22/Nov/2026:08:00:00', 'GET / HTTP/1.1', 200) + ' extra',
    '',
  ];
  for (const text of notLines) assert.is(parseLine(text), null, text);
});

test('a line whose date or time no clock shows is set aside like any unreadable line (a damaged or foreign log)', () => {
  const withTime = (time: string, zone = '-0300') => `203.0.113.0 - - [${time} ${zone}] "GET / HTTP/1.1" 200 0 "-" "${chrome}"`;
  const impossible = [
    withTime('00/Nov/2026:10:00:00'),
    withTime('31/Nov/2026:10:00:00'),
    withTime('29/Feb/2027:10:00:00'),
    withTime('32/Jan/2026:10:00:00'),
    withTime('22/Nov/0001:10:00:00'),
    withTime('22/Nov/9999:10:00:00'),
    withTime('31/Dec/1990:23:59:59'),
    withTime('01/Jan/3000:00:00:00'),
    withTime('22/Nov/2026:24:00:00'),
    withTime('22/Nov/2026:10:60:00'),
    withTime('22/Nov/2026:10:00:61'),
    withTime('22/Nov/2026:10:00:00', '+9999'),
    withTime('22/Nov/2026:10:00:00', '-1500'),
    withTime('22/Nov/2026:10:00:00', '+0060'),
  ];
  for (const text of impossible) assert.is(parseLine(text), null, text);
  const possible: Array<[string, string]> = [
    [withTime('29/Feb/2028:10:00:00'), '2028-02-29'],
    [withTime('01/Jan/1991:00:00:00', '-1200'), '1991-01-01'],
    [withTime('31/Dec/2999:23:59:59', '+1400'), '2999-12-31'],
    [withTime('30/Jun/2026:23:59:60', '+0000'), '2026-06-30'], // a leap second
  ];
  for (const [text, day] of possible) assert.is(parseLine(text)?.day, day, text);
  // parseLine keeps the last date's day: an impossible one is refused again from there, and the next real one read.
  assert.is(parseLine(withTime('00/Nov/2026:10:00:00')), null);
  assert.is(parseLine(withTime('00/Nov/2026:11:00:00')), null, 'the same date again');
  assert.is(parseLine(withTime('01/Nov/2026:10:00:00'))?.day, '2026-11-01');
});

test('bots and link previews are told by their User-Agent; a missing one is never a browser', () => {
  const bots = [
    'WhatsApp/2.23.20.0 A',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Twitterbot/1.0',
    'TelegramBot (like TwitterBot)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15 (Applebot/0.1)',
    'curl/8.5.0',
    '-',
  ];
  const browsers = [chrome, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1', 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0'];
  for (const agent of bots) assert.ok(isBotOrPreview(agent), agent);
  for (const agent of browsers) assert.not.ok(isBotOrPreview(agent), agent);
});

const table = { 'hero/cadastro': '/', 'chat/whatsapp': '/', 'bio/whatsapp': '/bio' };

function reportOfLines(lines: string[], since: string | null = null, until: string | null = null) {
  const tally = createTally(['/', '/bio']);
  for (const text of lines) {
    const request = parseLine(text)!;
    if (inPeriod(request.day, since, until)) tally.add(request);
  }
  return reportOf(tally, { files: ['access.log'], since, until, pages: ['/', '/bio'], callsToAction: table });
}

test('views are GET 200 of the pages, bots apart; clicks are pings answered 204; CTR per page, per day and in total', () => {
  const report = reportOfLines([
    line('21/Nov/2026:10:00:00', 'GET / HTTP/1.1', 200),
    line('21/Nov/2026:10:00:01', 'GET /?utm_source=instagram HTTP/1.1', 200),
    line('21/Nov/2026:10:00:02', 'GET / HTTP/1.1', 304), // revalidated: not a view
    line('21/Nov/2026:10:00:03', 'HEAD / HTTP/1.1', 200),
    line('21/Nov/2026:10:00:04', 'GET /bio HTTP/1.1', 200, 'WhatsApp/2.23.20.0 A'),
    line('21/Nov/2026:10:00:05', 'GET /produtos HTTP/1.1', 404),
    line('21/Nov/2026:10:00:06', 'POST /ping/hero/cadastro HTTP/1.1', 204, chrome, 'https://negocios.example/bio'), // Referer says /bio: ignored
    line('21/Nov/2026:10:00:07', 'POST /ping/nada/cadastro HTTP/1.1', 404), // unknown id: not a click
    line('21/Nov/2026:10:00:08', 'GET /ping/hero/cadastro HTTP/1.1', 405),
    line('22/Nov/2026:09:00:00', 'GET /bio HTTP/1.1', 200),
    line('22/Nov/2026:09:00:00', 'GET /bio HTTP/1.1', 200),
    line('22/Nov/2026:09:00:01', 'POST /ping/bio/whatsapp HTTP/1.1', 204),
    line('22/Nov/2026:09:00:02', 'POST /ping/velho/cadastro HTTP/1.1', 204), // renamed since: page unknown
  ])!;
  assert.equal([report.from, report.to], ['2026-11-21', '2026-11-22']);
  const [first, second] = report.days;
  assert.equal(first, {
    day: '2026-11-21',
    requests: 9,
    views: { '/': 2, '/bio': 0 },
    botViews: { '/': 0, '/bio': 1 },
    clicks: { 'hero/cadastro': 1 },
    clicksByPage: { '/': 1, '/bio': 0 },
    clickThrough: { '/': 0.5, '/bio': null },
    setAsideClicks: { refused: 0, robots: 0, overRate: 0, overViews: 0, overDay: 0 },
    setAsideBeacons: { unreadable: 0, notFromSite: 0, robots: 0, overRate: 0, overViews: 0, overDay: 0 },
  });
  assert.equal(second!.clicksByPage, { '/': 0, '/bio': 1, '?': 1 });
  assert.equal(second!.clickThrough, { '/': null, '/bio': 0.5 });
  assert.equal(report.total.views, { '/': 2, '/bio': 2 });
  assert.equal(report.total.clicks, { 'hero/cadastro': 1, 'bio/whatsapp': 1, 'velho/cadastro': 1 });
  assert.equal(report.total.clickThrough, { '/': 0.5, '/bio': 0.5 });
  assert.is(report.total.requests, 13);
});

test('without the build\'s table, clicks have no page and no click-through rate is given', () => {
  const tally = createTally(['/', '/bio']);
  for (const text of [line('21/Nov/2026:10:00:00', 'GET / HTTP/1.1', 200), line('21/Nov/2026:10:00:01', 'POST /ping/hero/cadastro HTTP/1.1', 204)]) tally.add(parseLine(text)!);
  const report = reportOf(tally, { files: ['access.log'], since: null, pages: ['/', '/bio'], until: null, callsToAction: null })!;
  assert.equal(report.total.clicksByPage, { '/': 0, '/bio': 0, '?': 1 });
  assert.equal(report.total.clickThrough, { '/': null, '/bio': null });
});

test('--since counts the days from it on; a range with no request is no report', () => {
  const lines = [line('31/Oct/2026:23:59:59', 'GET / HTTP/1.1', 200), line('01/Nov/2026:00:00:00', 'GET /bio HTTP/1.1', 200)];
  const report = reportOfLines(lines, '2026-11-01')!;
  assert.equal(report.days.map((day) => day.day), ['2026-11-01']);
  assert.equal(report.total.views, { '/': 0, '/bio': 1 });
  assert.is(reportOfLines(lines, '2026-11-02'), null);
});

test('--until counts the days up to it, both bounds included; a range with no request is no report', () => {
  const lines = ['31/Oct/2026:23:59:59', '01/Nov/2026:00:00:00', '15/Nov/2026:23:59:59', '16/Nov/2026:00:00:00'].map((time) => line(time, 'GET / HTTP/1.1', 200));
  const days = (since: string | null, until: string) => reportOfLines(lines, since, until)?.days.map((day) => day.day);
  assert.equal(days(null, '2026-11-15'), ['2026-10-31', '2026-11-01', '2026-11-15']);
  assert.equal(days('2026-11-01', '2026-11-15'), ['2026-11-01', '2026-11-15']);
  assert.equal(days('2026-11-01', '2026-11-01'), ['2026-11-01'], 'one day, both bounds on it');
  assert.equal(reportOfLines(lines, '2026-11-01', '2026-11-15')!.until, '2026-11-15');
  assert.is(reportOfLines(lines, '2026-11-02', '2026-11-14'), null);
});

test('the arguments: files, --json, --html, --since as a real day; anything else is a message', () => {
  assert.equal(parseArguments(['a.log', '--json', '--since', '2026-11-01', 'b.log.gz']), { files: ['a.log', 'b.log.gz'], since: '2026-11-01', until: null, json: true, html: null });
  assert.equal(parseArguments(['--since=2026-02-28', 'a.log']), { files: ['a.log'], since: '2026-02-28', until: null, json: false, html: null });
  assert.equal(parseArguments(['--html', 'relatorio.html', 'a.log']), { files: ['a.log'], since: null, until: null, json: false, html: 'relatorio.html' });
  const wrong = [[], ['--json'], ['--since', '2026-02-30', 'a.log'], ['--since', '31/11/2026', 'a.log'], ['--since', '0d', 'a.log'], ['--since', '2026/11/01', 'a.log'], ['--since'], ['--desde', 'a.log'], ['--html'], ['--html', '--json', 'a.log'], ['--json', '--html=r.html', 'a.log']];
  for (const args of wrong) assert.type(parseArguments(args), 'string', args.join(' '));
});

// The definition of a combined line, as one regular expression and the times a clock can show:
// parseLine reads it by hand, faster.
const quoted = '"((?:[^"\\\\]|\\\\.)*)"';
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const definition = new RegExp(`^(\\S+) \\S+ \\S+ \\[(\\d{2})/(${months.join('|')})/(\\d{4}):(\\d{2}):(\\d{2}):(\\d{2}) [+-](\\d{2})(\\d{2})\\] ${quoted} (\\d{3}) (?:\\d+|-) ${quoted} ${quoted}$`);
/** A day that exists in 1991 to 2999, a clock to 23:59:60, an offset to ±14:59 (the widest is +14:00). */
function possibleTime(match: RegExpExecArray): boolean {
  const [day, month, year, hour, minute, second, offsetHours, offsetMinutes] = match.slice(2, 10).map((part, i) => (i === 1 ? months.indexOf(part) : Number(part)));
  const date = new Date(Date.UTC(year!, month!, day!));
  const realDay = date.getUTCFullYear() === year && date.getUTCMonth() === month && date.getUTCDate() === day;
  return realDay && year! >= 1991 && year! <= 2999 && hour! <= 23 && minute! <= 59 && second! <= 60 && offsetHours! <= 14 && offsetMinutes! <= 59;
}

test('parseLine agrees with the definition on 20,000 lines mutated at random', () => {
  const seeds = [
    line('22/Nov/2026:23:59:59', 'GET /?c=a%20b HTTP/1.1', 200, chrome, 'https://l.instagram.com/'),
    line('05/Feb/2026:10:00:00', '\\x16\\x03 \\x22', 400, 'x\\"y', 'a\\\\'),
    '198.51.100.7 - joana [03/Mar/2026:12:00:00 +0000] "GET /bio HTTP/2.0" 200 - "-" "curl/8.5.0"',
  ];
  const alphabet = ' "\\-[]/:+0123456789aZ\tx\u00a0';
  let seed = 7;
  // A linear congruential generator's high bits (its low bits repeat with a short period).
  const random = (below: number) => Math.floor(((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * below);
  for (let i = 0; i < 20_000; i++) {
    let text = seeds[i % seeds.length]!;
    for (let edits = 1 + random(3); edits > 0; edits--) {
      // Half the edits in the first 40 characters: the address, the two dashes and the time.
      const at = random(2) ? random(41) : random(text.length + 1);
      const char = alphabet[random(alphabet.length)]!;
      const kind = random(3);
      text = kind === 0 ? text.slice(0, at) + char + text.slice(at) : kind === 1 ? text.slice(0, at) + text.slice(at + 1) : text.slice(0, at) + char + text.slice(at + 1);
    }
    const match = definition.exec(text);
    const parsed = parseLine(text);
    assert.is(parsed !== null, match !== null && possibleTime(match), JSON.stringify(text));
    if (match && parsed) assert.equal([parsed.client, parsed.status, parsed.referrer, parsed.userAgent], [match[1], Number(match[11]), match[12], match[13]], JSON.stringify(text));
  }
});

test.run();
