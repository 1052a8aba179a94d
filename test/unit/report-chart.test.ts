// The HTML report's chart is a true time axis: a slot for every day of the period, the days without
// a visit drawn at zero, and dates under it that stay few enough to read over a long period, in the
// operator's form (15/10 in Portuguese). The day table names a year only where the period spans two.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useLanguage } from '../../src/messages/language';
import { dailyChart, labelledDays } from '../../src/report/chart';
import { reportPage } from '../../src/report/html';
import { parseLine } from '../../src/report/parse';
import { createTally, reportOf } from '../../src/report/tally';

const chrome = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const line = (time: string, request: string, status: number) => `203.0.113.0 - - [${time}:10:00:00 -0300] "${request}" ${status} 0 "-" "${chrome}"`;

/** Views and clicks on the given days ("15/Oct/2026"): [day, views, clicks]. */
function reportOfDays(days: Array<[string, number, number]>) {
  const tally = createTally(['/', '/bio']);
  for (const [day, views, clicks] of days) {
    for (let i = 0; i < views; i++) tally.add(parseLine(line(day, 'GET / HTTP/1.1', 200))!);
    for (let i = 0; i < clicks; i++) tally.add(parseLine(line(day, 'POST /ping/hero/cadastro HTTP/1.1', 204))!);
  }
  return reportOf(tally, { files: ['access.log'], since: null, until: null, pages: ['/', '/bio'], callsToAction: { 'hero/cadastro': '/' } })!;
}

/** The slots of one band of the chart, in order: their class and their title. */
function slots(chart: string, band: 'views' | 'clicks'): Array<[string, string]> {
  const svg = new RegExp(`<svg class="${band}-band"[^>]*>(.*?)</svg>`).exec(chart)![1]!;
  return [...svg.matchAll(/<rect class="(\w+)"[^>]*><title>([^<]*)<\/title><\/rect>/g)].map((match) => [match[1]!, match[2]!]);
}

test('the chart has one slot per day of the period, 15/10 to 26/11, the 40 days without data drawn at zero', () => {
  const chart = dailyChart(reportOfDays([['15/Oct/2026', 3, 1], ['16/Oct/2026', 1, 0], ['26/Nov/2026', 2, 2]]));
  const views = slots(chart, 'views');
  assert.is(views.length, 43, '15 October to 26 November, both included');
  assert.equal(views[0], ['views', '15/10/2026: 3']);
  assert.equal(views[1], ['views', '16/10/2026: 1']);
  assert.equal(views[2], ['none', '17/10/2026: 0']);
  assert.equal(views[42], ['views', '26/11/2026: 2']);
  assert.equal(views.filter(([kind]) => kind === 'none').length, 40);
  const clicks = slots(chart, 'clicks');
  assert.equal(clicks.map(([kind]) => kind === 'clicks'), period('2026-10-15', 43).map((day) => day === '2026-10-15' || day === '2026-11-26'));
  assert.match(chart, /viewBox="0 0 43 /, 'the slots share the width evenly');
});

test('a day at zero is a visible mark, a day with one visit a bar at least as tall, the highest day the whole band', () => {
  const views = new RegExp('<svg class="views-band"[^>]*>(.*?)</svg>').exec(dailyChart(reportOfDays([['01/Nov/2026', 100, 0], ['03/Nov/2026', 1, 0]])))![1]!;
  const heights = [...views.matchAll(/<rect class="(\w+)"[^>]*height="([\d.]+)"/g)].map((match) => [match[1], Number(match[2])]);
  assert.equal(heights, [['views', 88], ['none', 2], ['views', 2]]);
});

/** `count` days from `first` on, worked out apart from the code under test. */
const period = (first: string, count: number) =>
  Array.from({ length: count }, (_, index) => new Date(Date.parse(`${first}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10));

test('the dates under the axis: every day, then every week, fortnight, month, quarter or year; never more than 12', () => {
  const labelled = (first: string, count: number) => {
    const days = period(first, count);
    return labelledDays(days).map((index) => days[index]);
  };
  assert.equal(labelled('2026-11-01', 1), ['2026-11-01']);
  assert.equal(labelled('2026-11-01', 12).length, 12, 'twelve days: each one');
  assert.equal(labelled('2026-11-01', 13), ['2026-11-01', '2026-11-03', '2026-11-05', '2026-11-07', '2026-11-09', '2026-11-11', '2026-11-13']);
  assert.equal(labelled('2026-10-15', 43), ['2026-10-15', '2026-10-22', '2026-10-29', '2026-11-05', '2026-11-12', '2026-11-19', '2026-11-26'], 'a week apart');
  assert.equal(labelled('2026-10-15', 100).length, 8, 'a fortnight apart');
  assert.equal(labelled('2026-01-10', 300), ['2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01']);
  assert.equal(labelled('2024-01-01', 1096).slice(0, 3), ['2024-01-01', '2024-04-01', '2024-07-01'], 'three years: quarters');
  const decades = labelled('2000-01-01', 366 * 30);
  assert.ok(decades.length <= 12 && decades.every((day) => day!.endsWith('-01-01')), decades.join(' '));
  for (const count of [1, 7, 15, 29, 60, 120, 200, 366, 800, 2000, 5000]) assert.ok(labelledDays(period('2026-03-14', count)).length <= 12, `${count} days`);
});

test('the dates in the operator\'s form: 15/10 in Portuguese, Oct 15 in English; the wide screen\'s extra ones marked minor', () => {
  const report = reportOfDays([['15/Oct/2026', 3, 1], ['26/Nov/2026', 2, 2]]);
  const dates = (chart: string) => [...chart.matchAll(/<span( class="minor")? style="left:[\d.]+%">([^<]+)<\/span>/g)].map((match) => `${match[2]}${match[1] ? '*' : ''}`);
  assert.equal(dates(dailyChart(report)), ['15/10', '22/10*', '29/10', '05/11*', '12/11', '19/11*', '26/11']);
  useLanguage('en');
  try {
    assert.equal(dates(dailyChart(report)).slice(0, 2), ['Oct 15', 'Oct 22*']);
  } finally {
    useLanguage('pt-BR');
  }
});

test('the day table: days as 15/10 under grouped headers; a row with the year before each year only when the period spans two', () => {
  const table = (page: string) => /<table class="days">(.*?)<\/table>/.exec(page)![1]!;
  const oneYear = table(reportPage(reportOfDays([['15/Oct/2026', 3, 1], ['26/Nov/2026', 2, 2]])));
  assert.match(oneYear, /<th colspan="2" scope="colgroup">Visitas<\/th>/);
  assert.match(oneYear, /<td>15\/10<\/td><td>3<\/td><td>0<\/td>/);
  assert.not.match(oneYear, /class="year"/);
  const twoYears = table(reportPage(reportOfDays([['30/Dec/2026', 1, 0], ['02/Jan/2027', 1, 0]])));
  assert.equal([...twoYears.matchAll(/<tr class="year"><th[^>]*>(\d+)<\/th><\/tr><tr><td>([^<]+)</g)].map((match) => [match[1], match[2]]), [['2026', '30/12'], ['2027', '02/01']]);
});

test.run();
