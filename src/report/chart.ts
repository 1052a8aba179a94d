// The HTML report's chart of views and clicks per day, on a true time axis: one slot for every day
// of the period, a day without a visit drawn as a grey mark at zero, so gaps of weeks stay visible
// as gaps. The bars are SVG stretched to the width (preserveAspectRatio="none"); the figures and
// dates are HTML laid over it, so they keep their size on a phone as on a computer. No script.
import { messages } from '../messages/catalogue';
import { addDays, daysBetween, shownDay, shownShortDay } from '../messages/dates';
import { escapeHtml, integer } from './labels';
import { sum } from './counts';
import type { Report } from './report-shape';

/**
 * The most days the chart lays out: two years, the period's last. A slot is then about a pixel wide
 * on a computer; a longer period (a log kept for years, or a stray date in a damaged one) would
 * only cost time and memory, so the chart says it shows the last ones, and the table has them all.
 */
export const chartMaxDays = 731;

/** Dates under the axis on a wide screen; a narrow one shows every other one (the CSS's `minor`). */
const maxLabels = 12;

/** Months since year 0: month steps count from January, so a 3-month step marks quarters. */
const monthNumber = (isoDay: string) => Number(isoDay.slice(0, 4)) * 12 + Number(isoDay.slice(5, 7)) - 1;

/** Month steps between dates: 1, 2, 3, 6, then whole years, as many as a long period needs. */
function* monthSteps(): Generator<number> {
  yield* [1, 2, 3, 6];
  for (let years = 1; ; years += 1) yield years * 12;
}

/**
 * The indexes of the days that get a date under the axis: every day, 2nd day, week or fortnight
 * from the first day; past that, the first of every month, 2, 3 or 6 months, or year.
 */
export function labelledDays(days: readonly string[]): number[] {
  const indexes = days.map((_, index) => index);
  for (const step of [1, 2, 7, 14]) {
    if (Math.ceil(days.length / step) <= maxLabels) return indexes.filter((index) => index % step === 0);
  }
  for (const months of monthSteps()) {
    const firsts = indexes.filter((index) => days[index]!.endsWith('-01') && monthNumber(days[index]!) % months === 0);
    if (firsts.length <= maxLabels) return firsts;
  }
  return [];
}

/** The band's height in SVG units, one unit a CSS pixel (the band is as tall in CSS). */
const bandHeight = 88;
/** The height of a zero day's mark, and the least a day with a count gets, so one visit shows. */
const markHeight = 2;

interface DayTotals {
  day: string;
  views: number;
  clicks: number;
}

/** One band: a slot per day, each scaled to the band's highest day; the grid lines at the labelled days. */
function band(days: readonly DayTotals[], key: 'views' | 'clicks', labelled: readonly number[]): string {
  const max = Math.max(1, ...days.map((day) => day[key]));
  const grid = labelled.map(
    (index) =>
      `<line class="grid" x1="${index + 0.5}" x2="${index + 0.5}" y1="0" y2="${bandHeight}" ` +
        `vector-effect="non-scaling-stroke"/>`,
  );
  const slots = days.map((day, index) => {
    const count = day[key];
    const height = count === 0 ? markHeight : Math.max(markHeight, (count / max) * bandHeight);
    const y = (bandHeight - height).toFixed(1);
    return `<rect class="${count === 0 ? 'none' : key}" x="${index + 0.15}" y="${y}" width="0.7" ` +
      `height="${height.toFixed(1)}"><title>${shownDay(day.day)}: ${integer(count)}</title></rect>`;
  });
  return (
    `<div class="band"><span class="max">${integer(max)}</span><span class="min">0</span>` +
    `<svg class="${key}-band" viewBox="0 0 ${days.length} ${bandHeight}" ` +
      `preserveAspectRatio="none">${grid.join('')}${slots.join('')}</svg></div>`
  );
}

/** Views and clicks per day over every day of the period: two bands sharing the time axis. */
export function dailyChart(report: Report): string {
  const text = messages().report;
  const counted = new Map(report.days.map((day) => [day.day, day]));
  const span = (Date.parse(report.to) - Date.parse(report.from)) / 86_400_000 + 1;
  const from = span > chartMaxDays ? addDays(report.to, 1 - chartMaxDays) : report.from;
  const days = daysBetween(from, report.to).map((day) => {
    const summary = counted.get(day);
    return { day, views: summary ? sum(summary.views) : 0, clicks: summary ? sum(summary.clicks) : 0 };
  });
  const labelled = labelledDays(days.map((day) => day.day));
  const dates = labelled.map((index, nth) => {
    const left = (((index + 0.5) / days.length) * 100).toFixed(2);
    return `<span${nth % 2 && labelled.length > maxLabels / 2 ? ' class="minor"' : ''} ` +
      `style="left:${left}%">${shownShortDay(days[index]!.day)}</span>`;
  });
  const label = `${text.perDayChart}: ${text.range(shownDay(from), shownDay(report.to))}`;
  const lastDays = text.chartLastDays(chartMaxDays, shownDay(from), shownDay(report.to));
  const cut = from === report.from ? '' : `<p class="notes">${escapeHtml(lastDays)}</p>`;
  return (
    `<figure class="chart" role="img" aria-label="${escapeHtml(label)}">` +
    `<p class="key"><span class="views"></span>${escapeHtml(text.views)} <span ` +
      `class="clicks"></span>${escapeHtml(text.clicks)}</p>` +
    band(days, 'views', labelled) +
    band(days, 'clicks', labelled) +
    `<div class="dates">${dates.join('')}</div></figure>${cut}`
  );
}

/** The chart's rules, for the page's one style sheet. */
export const chartStyle = `
.chart{margin:0;background:#fff;border:1px solid #d5e0da;border-radius:.5rem;padding:.5rem 1.25rem .25rem 0}
.key{margin:0 0 .5rem 2.75rem;font-size:.875rem}
.key span{display:inline-block;width:.75rem;height:.75rem;margin-right:.3rem;vertical-align:-.05rem}
.key .clicks{margin-left:.75rem}
.band{position:relative;height:${bandHeight}px;margin:0 0 .5rem 2.75rem;border-bottom:1px solid #9fb0a7}
.band svg{display:block;width:100%;height:100%}
.max,.min{position:absolute;right:100%;padding-right:.4rem;font-size:.75rem;line-height:1;color:#4a5a52}
.max{top:0}.min{bottom:0}
.dates{position:relative;height:1.3rem;margin-left:2.75rem;font-size:.75rem;color:#4a5a52}
.dates span{position:absolute;top:.15rem;transform:translateX(-50%);white-space:nowrap}
@media (max-width:36rem){.dates .minor{display:none}}
.views{fill:#2f8f5b;background:#2f8f5b}.clicks{fill:#d9822b;background:#d9822b}
.none{fill:#a9b8b0}.grid{stroke:#e2e9e5}`;
