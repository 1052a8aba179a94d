// The report as one HTML page for the operator's browser: the period (and the lines it could not
// read, if any) and the totals first, then a chart of views and clicks per day (chart.ts), where
// the visitors came from, the campaigns, the devices, the calls to action and the field speed, with
// what its measures mean. Self-contained: inline CSS, no script, no request anywhere (its
// Content-Security-Policy forbids both), so it opens offline and a hostile name in the log stays text.
import { messages } from '../messages/catalogue';
import { currentLanguage } from '../messages/language';
import type { Rates } from './breakdown';
import { dailyChart, chartStyle } from './chart';
import { notes, periodLine } from './format';
import { shownDay, shownShortDay } from '../messages/dates';
import {
  callToActionLabel,
  campaignLabel,
  deviceLabel,
  escapeHtml,
  firstRows,
  integer,
  pageLabel,
  percent,
  reportTitle,
  sourceLabel,
} from './labels';
import { teamHtml } from './team-view';
import { figureHeader, speedGroups, speedKinds, speedNotes } from './field-speed-view';
import { oneSourceWarning, setAsideByDay } from './set-aside-view';
import { sum, unknownPage } from './counts';
import type { Report } from './report-shape';
import { unreadableNote } from './build-report';

const style = `
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2b24;background:#f5f8f6}
main{max-width:60rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0 0}h2{font-size:1.15rem;margin:2rem 0 .5rem}
.period{color:#4a5a52;margin:.25rem 0 1rem}
.unreadable{margin:-.5rem 0 1rem;padding:.5rem .75rem;background:#fff6e5;border-left:.25rem solid #d9822b;
overflow-wrap:anywhere}
.totals{display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.75rem}
.totals div{background:#fff;border:1px solid #d5e0da;border-radius:.5rem;padding:.75rem}
.totals strong{display:block;font-size:1.6rem}
table{border-collapse:collapse;width:100%}
th,td{padding:.35rem .5rem;border-bottom:1px solid #e2e9e5;text-align:right}
td{white-space:nowrap}
th:first-child,td:first-child{text-align:left;white-space:normal;overflow-wrap:anywhere;min-width:7rem}
.days{font-size:.875rem}.days th,.days td{padding:.3rem .4rem}
.days :is(th,td):first-child{min-width:0;white-space:nowrap}
.days th[colspan]{text-align:center;border-bottom-color:#c4d2ca}.days .year th{text-align:left;background:#eef3f0}
.days .total td{font-weight:600}.team td:first-child{white-space:normal}
/* A phone (360 to 416 px): every table fits its width, the day table's seven columns too. */
@media (max-width:26rem){main{padding:1rem .75rem}table{font-size:.875rem}th,td{padding:.35rem .3rem}
th:first-child,td:first-child{min-width:5.5rem}
.days{font-size:.8125rem}.days th{font-size:.75rem;font-weight:normal;color:#4a5a52}
.days th,.days td{padding:.3rem .25rem}}
/* The speed table: a row per measure under its page and device; on a phone each row on two lines, the
shares of the three bands on the second, each with its name, so nothing scrolls sideways. */
.speed tbody th{text-align:left;font-weight:600}.speed .group th{background:#eef3f0;border-bottom-color:#c4d2ca}
.speed :is(th,td):nth-child(4){white-space:normal;text-align:left}
@media (max-width:40rem){.speed,.speed thead,.speed tbody{display:block}
.speed tr{display:grid;grid-template-columns:4rem 2.5rem 2.75rem 3.5rem 1fr 1fr;border-bottom:1px solid #e2e9e5}
.speed :is(th,td){border:0;min-width:0;white-space:normal;overflow-wrap:normal;text-align:left;padding:.3rem .25rem}
.speed thead th{font-size:.75rem;font-weight:normal;color:#4a5a52}.speed thead th:nth-child(n+5){display:none}
.speed tr>:nth-child(2),.speed tr>:nth-child(4){grid-column:span 2}.speed .group th{grid-column:1/-1}
.speed td[data-label]{grid-column:span 2;padding-top:0;color:#4a5a52}
.speed td[data-label]::before{content:attr(data-label);display:block;font-size:.75rem}}
/* A table wider than the screen scrolls; a shadow on the side it scrolls to says so. */
.scroll{overflow-x:auto;background:
linear-gradient(90deg,#fff 30%,#fff0) 0 0/2rem 100% no-repeat local,
linear-gradient(270deg,#fff 30%,#fff0) 100% 0/2rem 100% no-repeat local,
radial-gradient(farthest-side at 0 50%,#1d2b2440,#0000) 0 0/.75rem 100% no-repeat scroll,
radial-gradient(farthest-side at 100% 50%,#1d2b2440,#0000) 100% 0/.75rem 100% no-repeat scroll;background-color:#fff}
.notes{color:#4a5a52;font-size:.9rem;margin:.75rem 0}
.warning{background:#fff4d6;border:1px solid #e0b84c;border-radius:.5rem;padding:.75rem;margin:.75rem 0}${chartStyle}`;

function htmlTable(header: string[], rows: string[][]): string {
  const cells = (tag: string, row: string[]) =>
    `<tr>${row.map((cell) => `<${tag}>${escapeHtml(cell)}</${tag}>`).join('')}</tr>`;
  const body = rows.map((row) => cells('td', row)).join('');
  return `<div class="scroll"><table><thead>${cells('th', header)}</thead><tbody>${body}</tbody></table></div>`;
}

function ratesTable<T extends Rates>(
  title: string,
  column: string,
  all: readonly T[],
  label: (row: T) => string,
): string {
  const text = messages().report;
  const { rows, more } = firstRows(all);
  const body = htmlTable(
    [column, text.views, text.clicks, text.ctr],
    rows.map((row) => [label(row), integer(row.views), integer(row.clicks), percent(row.clickThrough)]),
  );
  const moreNote = more > 0 ? `<p class="notes">${escapeHtml(text.moreRows(more))}</p>` : '';
  return `<h2>${escapeHtml(title)}</h2>${body}${moreNote}`;
}

function totals(report: Report): string {
  const text = messages().report;
  const views = sum(report.total.views);
  const clicks = sum(report.total.clicks);
  const figures: Array<[string, string]> = [
    [integer(views), text.views],
    [integer(clicks), text.clicks],
    [percent(views ? clicks / views : null), text.ctr],
    [integer(sum(report.total.botViews)), text.botsAndPreviews],
    [integer(sum(report.setAsideClicks)), text.setAsideShort],
  ];
  const boxes = figures.map(([figure, words]) => `<div><strong>${figure}</strong>${escapeHtml(words)}</div>`);
  return `<div class="totals">${boxes.join('')}</div>`;
}

/** The speed table: a header row per page and device class, then a row per measure (see the style). */
function speedTable(speed: Report['speed']): string {
  const header = figureHeader();
  const shareNames = header.slice(4);
  const head = `<tr>${header.map((name) => `<th scope="col">${escapeHtml(name)}</th>`).join('')}</tr>`;
  // The measure names its row; the three shares carry their band's name, shown beside them on a phone.
  const row = ([metric, p75, views, verdict, ...shares]: string[]) => {
    const cells = [p75, views, verdict].map((figure) => `<td>${escapeHtml(figure!)}</td>`);
    const named = shares.map(
      (share, index) => `<td data-label="${escapeHtml(shareNames[index]!)}">${escapeHtml(share)}</td>`,
    );
    return `<tr><th scope="row">${escapeHtml(metric!)}</th>${cells.join('')}${named.join('')}</tr>`;
  };
  const groups = speedGroups(speed).map(
    ({ name, rows }) =>
      `<tbody><tr class="group"><th colspan="${header.length}" scope="rowgroup">${escapeHtml(name)}</th></tr>` +
      `${rows.map(row).join('')}</tbody>`,
  );
  return `<div class="scroll"><table class="speed"><thead>${head}</thead>${groups.join('')}</table></div>`;
}

/** Per day, what was set aside and why; nothing when nothing was. */
function setAsideSection(report: Report): string {
  const lines = setAsideByDay(report);
  if (lines.length === 0) return '';
  const items = lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('');
  return `<h2>${escapeHtml(messages().report.setAsideByDay)}</h2><ul class="notes">${items}</ul>`;
}

function speedSection(report: Report): string {
  const text = messages().report.speed;
  const paragraphs = (lines: string[]) => lines.map((line) => `<p class="notes">${escapeHtml(line)}</p>`).join('');
  if (report.speed.rows.length === 0) return `<h2>${escapeHtml(text.title)}</h2>${paragraphs([text.none])}`;
  const notes = paragraphs(speedKinds(report.speed)) + paragraphs(speedNotes(report.speed));
  return `<h2>${escapeHtml(text.title)}</h2>${speedTable(report.speed)}${notes}`;
}

/**
 * The table per day, narrow enough for a phone: views and click-through grouped under one header
 * each with the pages below, and the day without its year: the period line above gives it, and a
 * period over several years has a row with the year before each year's days.
 */
function dayTable(report: Report): string {
  const text = messages().report;
  const { pages } = report;
  const cell = (tag: string, content: string, span = '') => `<${tag}${span}>${escapeHtml(content)}</${tag}>`;
  const columns = 3 + 2 * pages.length;
  const years = report.from.slice(0, 4) !== report.to.slice(0, 4);
  const group = (words: string) => cell('th', words, ` colspan="${pages.length}" scope="colgroup"`);
  const whole = (words: string) => cell('th', words, ' rowspan="2" scope="col"');
  const head =
    `<tr>${whole(text.day)}${group(text.views)}${whole(text.botsAndPreviews)}${whole(text.clicks)}` +
    `${group(text.ctr)}</tr>` +
    `<tr>${[...pages, ...pages].map((page) => cell('th', pageLabel(page), ' scope="col"')).join('')}</tr>`;
  const row = (label: string, summary: Report['total'], attributes = '') => {
    const contents = [
      label,
      ...pages.map((page) => integer(summary.views[page]!)),
      integer(sum(summary.botViews)),
      integer(sum(summary.clicks)),
      ...pages.map((page) => percent(summary.clickThrough[page]!)),
    ];
    return `<tr${attributes}>${contents.map((content) => cell('td', content)).join('')}</tr>`;
  };
  const rows = report.days.map((summary, index) => {
    const year = summary.day.slice(0, 4);
    const yearRow =
      years && year !== report.days[index - 1]?.day.slice(0, 4)
        ? `<tr class="year">${cell('th', year, ` colspan="${columns}" scope="rowgroup"`)}</tr>`
        : '';
    return yearRow + row(shownShortDay(summary.day), summary);
  });
  rows.push(row(text.total, report.total, ' class="total"'));
  return `<div class="scroll"><table class="days"><thead>${head}</thead><tbody>${rows.join('')}</tbody></table></div>`;
}

export function reportPage(report: Report): string {
  const text = messages().report;
  const clicks = Object.entries(report.total.clicks).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  return `<!doctype html>
<html lang="${currentLanguage()}"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(`${reportTitle(report)}: ${text.range(shownDay(report.from), shownDay(report.to))}`)}</title>
<style>${style}</style></head>
<body><main>
<h1>${escapeHtml(reportTitle(report))}</h1>
<p class="period">${escapeHtml(periodLine(report))}</p>
${unreadableNote(report.unreadableLines)
  .map((line) => `<p class="unreadable">${escapeHtml(line)}</p>`)
  .join('')}
${oneSourceWarning(report)
    .map((line) => `<p class="warning">${escapeHtml(line)}</p>`)
    .join('')}
${totals(report)}
<h2>${escapeHtml(text.perDayChart)}</h2>${dailyChart(report)}
${teamHtml(report)}
${ratesTable(text.bySource, text.source, report.sources, sourceLabel)}
${ratesTable(text.byCampaign, text.campaign, report.campaigns, campaignLabel)}
${ratesTable(text.byDevice, text.device, report.devices, deviceLabel)}
<h2>${escapeHtml(text.clicks)}</h2>${
    clicks.length
      ? htmlTable(
          [text.callToAction, text.page, text.clicks],
          clicks.map(([id, count]) => [
            callToActionLabel(id),
            pageLabel(report.callsToAction?.[id] ?? unknownPage),
            integer(count),
          ]),
        )
      : `<p>${escapeHtml(text.noClicks)}</p>`
  }
<h2>${escapeHtml(text.day)}</h2>${dayTable(report)}
${setAsideSection(report)}
${speedSection(report)}
<div class="notes">${notes(report)
    .map((note) => escapeHtml(note))
    .join(' ')}</div>
</main></body></html>
`;
}
