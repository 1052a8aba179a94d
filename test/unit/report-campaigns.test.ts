// Campaigns from a link's query string (names cleaned of what does not show, cut between
// characters), a click credited to the source and campaign of the page view it came from (its
// Referer is that page's URL), and bounded memory with hostile names.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { namesCap } from '../../src/report/breakdown';
import { campaignOf, cleanName, nameCap } from '../../src/report/campaigns';
import { CappedCounts } from '../../src/report/capped-counts';
import { safeName } from '../../src/report/labels';
import { parseLine } from '../../src/report/parse';
import { createTally, reportOf } from '../../src/report/tally';
import { userAgents } from '../support/user-agents';

test('a campaign from utm_campaign, utm_source and utm_medium, or the short c=', () => {
  const table: Array<[string, ReturnType<typeof campaignOf>]> = [
    ['utm_source=instagram&utm_medium=bio&utm_campaign=black-friday', { name: 'black-friday', source: 'instagram', medium: 'bio' }],
    ['c=Grupo+Vendas', { name: 'grupo vendas', source: '', medium: '' }],
    ['c=story%2011&utm_campaign=ignored', { name: 'story 11', source: '', medium: '' }],
    ['utm_source=whatsapp', { name: '', source: 'whatsapp', medium: '' }],
    ['utm_campaign=a&utm_campaign=b', { name: 'a', source: '', medium: '' }],
    ['fbclid=IwAR0abc&x=1', { name: '', source: '', medium: '' }],
    ['', { name: '', source: '', medium: '' }],
    ['cc=x&abc=1', { name: '', source: '', medium: '' }],
  ];
  for (const [query, expected] of table) assert.equal(campaignOf(query), expected, query);
});

test('hostile names are decoded, stripped of control and invisible characters, and cut', () => {
  assert.is(cleanName('%0D%0A%1B%5B31mRED'), '[31mred');
  assert.is(cleanName('a%E2%80%AEb%E2%80%8Bc'), 'abc');
  assert.is(cleanName('100%'), '100%');
  assert.is(cleanName('%3Cscript%3E'), '<script>');
  const long = cleanName('x'.repeat(5000));
  assert.is(long.length, nameCap);
  assert.ok(long.endsWith('…'));
});

test('invisible characters make no second campaign: soft hyphen, word joiner, bidi marks, tag characters, zero widths', () => {
  const looksLikeQr = [
    'q%C2%ADr', // soft hyphen
    'q%E2%81%A0r', // word joiner
    '%E2%80%8Eq%E2%80%8Fr', // left-to-right and right-to-left marks
    '%E2%80%AEq%E2%80%ACr%E2%81%A6', // an override, its pop, an isolate
    'q%F3%A0%81%B1%F3%A0%81%BFr', // tag characters (q, cancel tag)
    'q%E2%80%8Br%E2%80%8C%E2%80%8D', // zero-width space, non-joiner, joiner
    '%EF%BB%BFqr', // byte order mark
    'q%CD%8Fr%E1%85%9F', // combining grapheme joiner, a Hangul filler
    'q%EF%B8%8Fr', // a variation selector after no emoji
    'q%00%1B%C2%85r', // C0 and C1 controls
  ];
  for (const raw of looksLikeQr) assert.is(cleanName(raw), 'qr', raw);
  assert.is(cleanName('e%CC%81t%C3%A9'), 'été', 'é typed two ways is one name (NFC)');
  assert.is(cleanName('black%C2%A0%20friday%E2%80%83'), 'black friday', 'any run of spaces is one space');
  // An emoji keeps what makes it one: the joiners of a family, the selector of a red heart.
  assert.is(cleanName('%F0%9F%91%A8%E2%80%8D%F0%9F%91%A9%E2%80%8D%F0%9F%91%A7'), '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}');
  assert.is(cleanName('%E2%9D%A4%EF%B8%8F'), '\u2764\uFE0F');
  assert.is(safeName('evil\u202Egnp.exe\u001B[2J\u00AD'), 'evil?gnp.exe?[2J?', 'a host or id from the log shows what it hides as ?');
  const report = reportOfLines(['qr', ...looksLikeQr].map((c) => line('203.0.113.0', `GET /?c=${c} HTTP/1.1`, 200, '-')));
  assert.equal(report.campaigns.map((row) => [row.name, row.views]), [['qr', 11]]);
});

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

test('a long name is cut between characters as a reader counts them: never half an emoji, a flag or an accented letter', () => {
  const table: Array<[raw: string, cut: string]> = [
    ['x'.repeat(38) + '\u{1F600}'.repeat(3), 'x'.repeat(38) + '\u{1F600}…'],
    ['x'.repeat(39) + '\u{1F600}'.repeat(2), 'x'.repeat(39) + '…'],
    ['x'.repeat(38) + '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}yy', 'x'.repeat(38) + '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}…'],
    ['\u{1F1E7}\u{1F1F7}'.repeat(41), '\u{1F1E7}\u{1F1F7}'.repeat(39) + '…'], // Brazil's flag: two code points each
    ['e\u0301'.repeat(41), '\u00E9'.repeat(39) + '…'],
    ['\u{1F600}'.repeat(40), '\u{1F600}'.repeat(40)], // 40 characters, 80 UTF-16 units: not cut
  ];
  for (const [raw, cut] of table) {
    const name = cleanName(encodeURIComponent(raw));
    assert.is(name, cut, raw);
    assert.not.match(name, loneSurrogate);
    assert.not.ok(name.includes('\uFFFD'), `no replacement character in ${name}`);
    assert.not.ok(safeName(raw).includes('\uFFFD') || loneSurrogate.test(safeName(raw)), 'the labels cut alike');
  }
});

const chrome: string = userAgents.androidChrome;
const line = (client: string, request: string, status: number, referrer: string, userAgent = chrome) =>
  `${client} - - [21/Nov/2026:10:00:00 -0300] "${request}" ${status} 0 "${referrer}" "${userAgent}"`;
const site = 'https://negociosozonteck.example';

function reportOfLines(lines: string[]) {
  const tally = createTally(['/', '/bio'], 'negociosozonteck.example');
  for (const text of lines) tally.add(parseLine(text)!);
  return reportOf(tally, { files: ['access.log'], since: null, until: null, pages: ['/', '/bio'], callsToAction: { 'hero/cadastro': '/', 'bio/whatsapp': '/bio' } })!;
}

test('a click counts for the source of its page view (the last from its address and browser), and the campaign its page names', () => {
  const report = reportOfLines([
    line('203.0.113.0', 'GET /?c=post1 HTTP/1.1', 200, 'https://l.instagram.com/'),
    line('198.51.100.0', 'GET /?c=post1 HTTP/1.1', 200, '-'),
    line('203.0.113.0', 'POST /ping/hero/cadastro HTTP/1.1', 204, `${site}/?c=post1`),
    // Another address: the direct visit's click.
    line('198.51.100.0', 'POST /ping/hero/cadastro HTTP/1.1', 204, `${site}/?c=post1`),
    // A click whose view is not in the log (its page revalidated from the browser's cache, 304, no view):
    // its source unknown, its campaign still from its Referer.
    line('192.0.2.0', 'GET /bio?utm_campaign=velha HTTP/1.1', 304, '-'),
    line('192.0.2.0', 'POST /ping/bio/whatsapp HTTP/1.1', 204, `${site}/bio?utm_campaign=velha`),
    // The Facebook app's browser sends no Referer on the view; its click is matched all the same.
    line('192.0.2.9', 'GET /bio HTTP/1.1', 200, '-', userAgents.facebookAndroid),
    line('192.0.2.9', 'POST /ping/bio/whatsapp HTTP/1.1', 204, `${site}/bio`, userAgents.facebookAndroid),
    // nginx logs a ping with no Referer: the view's campaign. A page reached inside the site (no query): the view's too.
    line('192.0.2.20', 'GET /?utm_campaign=stories HTTP/1.1', 200, 'https://www.tiktok.com/', userAgents.iphoneSafari),
    line('192.0.2.20', 'POST /ping/hero/cadastro HTTP/1.1', 204, '-', userAgents.iphoneSafari),
    line('192.0.2.20', 'POST /ping/bio/whatsapp HTTP/1.1', 204, `${site}/bio`, userAgents.iphoneSafari),
  ]);
  const bySource = Object.fromEntries(report.sources.map((row) => [row.source, [row.views, row.clicks, row.clickThrough]]));
  assert.equal(bySource, { instagram: [1, 1, 1], direct: [1, 1, 1], facebook: [1, 1, 1], tiktok: [1, 2, 2], unknown: [0, 1, null] });
  const byCampaign = Object.fromEntries(report.campaigns.map((row) => [row.name, [row.views, row.clicks]]));
  assert.equal(byCampaign, { post1: [2, 2], stories: [1, 2], velha: [0, 1], '': [1, 1] });
  assert.is(report.unmatchedClicks, 1);
  assert.equal(report.devices.map((row) => [row.device, row.views, row.clicks]), [['phone', 3, 5], ['phone-app', 1, 1]]);
});

test('10,000 distinct hostile campaign names: the table stays under its cap, the totals whole, real campaigns kept', () => {
  const lines: string[] = [];
  for (let i = 0; i < 200; i++) lines.push(line('203.0.113.0', 'GET /?c=real HTTP/1.1', 200, '-'));
  for (let i = 0; i < 10_000; i++) lines.push(line('203.0.113.1', `GET /?c=%3Cimg%20src%3Dx%20onerror%3Dalert(${i})%3E%0A${i} HTTP/1.1`, 200, `https://spam${i}.example/`));
  for (let i = 0; i < 50; i++) lines.push(line('203.0.113.0', 'GET /?c=later HTTP/1.1', 200, '-'), line('203.0.113.0', 'GET /?c=later HTTP/1.1', 200, '-'));
  const report = reportOfLines(lines);
  assert.ok(report.campaigns.length <= namesCap + 1, `${report.campaigns.length} campaign rows`);
  assert.ok(report.sources.length <= namesCap + 1, `${report.sources.length} source rows`);
  const views = (rows: Array<{ views: number }>) => rows.reduce((sum, row) => sum + row.views, 0);
  assert.is(views(report.campaigns), 10_300);
  assert.is(views(report.sources), 10_300);
  assert.equal(report.campaigns.slice(0, 2).map((row) => [row.name, row.views]), [['real', 200], ['later', 100]]);
  assert.ok(report.campaigns.at(-1)!.other);
  assert.not.ok(report.campaigns.some((row) => /\n/.test(row.name)), 'no line break kept in a name');
});

test('the capped table folds the least counted half when full', () => {
  const counts = new CappedCounts<string>(4);
  for (const [key, views] of [['a', 5], ['b', 1], ['c', 1], ['d', 3]] as const) counts.entry(key, () => key).views += views;
  counts.entry('e', () => 'e').views += 1;
  assert.equal([...counts.byKey.keys()], ['a', 'd', 'e']);
  assert.equal(counts.other, { views: 2, clicks: 0 });
});

test.run();
