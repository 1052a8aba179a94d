// The report as one HTML page for the operator's browser: the period and the totals first, then a
// chart of views and clicks per day (inline SVG), where the visitors came from, the campaigns, the
// devices and the calls to action. Self-contained: inline CSS, no script, no request anywhere (its
// Content-Security-Policy forbids both), so it opens offline and a hostile name in the log stays text.
import { messages } from '../messages/catalogue';
import { currentLanguage } from '../messages/language';
import type { Rates } from './breakdown';
import { notes, periodLine } from './format';
import { shownDay } from '../messages/dates';
import { callToActionLabel, campaignLabel, dayTableHeader, deviceLabel, firstRows, integer, pageLabel, percent, sourceLabel } from './labels';
import { unknownPage, type Report } from './tally';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => entities[char]!);

const sum = (values: Record<string, number>) => Object.values(values).reduce((total, value) => total + value, 0);

const style = `
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2b24;background:#f5f8f6}
main{max-width:60rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0 0}h2{font-size:1.15rem;margin:2rem 0 .5rem}
.period{color:#4a5a52;margin:.25rem 0 1rem}
.totals{display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.75rem}
.totals div{background:#fff;border:1px solid #d5e0da;border-radius:.5rem;padding:.75rem}
.totals strong{display:block;font-size:1.6rem}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{padding:.35rem .5rem;border-bottom:1px solid #e2e9e5;text-align:right}
td{white-space:nowrap}
th:first-child,td:first-child{text-align:left;white-space:normal;overflow-wrap:anywhere;min-width:7rem}
.scroll{overflow-x:auto}
svg{width:100%;height:auto;background:#fff;border:1px solid #d5e0da;border-radius:.5rem}
.views{fill:#2f8f5b}.clicks{fill:#d9822b}.axis{fill:#4a5a52;font-size:12px}
.notes{color:#4a5a52;font-size:.9rem}`;

/** Views and clicks per day: two bands of bars sharing the days, each scaled to its own highest day. */
export function dailyChart(report: Report): string {
  const text = messages().report;
  const days = report.days.map((day) => ({ day: day.day, views: sum(day.views), clicks: sum(day.clicks) }));
  const width = 720;
  const band = 90;
  const left = 40;
  const step = (width - left - 10) / days.length;
  const bars = (key: 'views' | 'clicks', top: number) => {
    const max = Math.max(1, ...days.map((day) => day[key]));
    const label = `<text class="axis" x="4" y="${top + 12}">${integer(max)}</text><text class="axis" x="4" y="${top + band}">0</text>`;
    return label + days.map((day, index) => {
      const height = (day[key] / max) * band;
      const x = (left + index * step).toFixed(1);
      return `<rect class="${key}" x="${x}" y="${(top + band - height).toFixed(1)}" width="${Math.max(step * 0.8, 0.5).toFixed(1)}" height="${height.toFixed(1)}"><title>${shownDay(day.day)}: ${integer(day[key])}</title></rect>`;
    }).join('');
  };
  const legend = (key: 'views' | 'clicks', x: number, words: string) => `<rect class="${key}" x="${x}" y="2" width="10" height="10"/><text class="axis" x="${x + 14}" y="12">${escapeHtml(words)}</text>`;
  return (
    `<svg viewBox="0 0 ${width} 250" role="img" aria-label="${escapeHtml(text.perDayChart)}">` +
    legend('views', left, text.views) + legend('clicks', left + 120, text.clicks) +
    bars('views', 20) + bars('clicks', 130) +
    `<text class="axis" x="${left}" y="246">${shownDay(report.from)}</text><text class="axis" x="${width - 10}" y="246" text-anchor="end">${shownDay(report.to)}</text></svg>`
  );
}

function htmlTable(header: string[], rows: string[][]): string {
  const cells = (tag: string, row: string[]) => `<tr>${row.map((cell) => `<${tag}>${escapeHtml(cell)}</${tag}>`).join('')}</tr>`;
  return `<div class="scroll"><table><thead>${cells('th', header)}</thead><tbody>${rows.map((row) => cells('td', row)).join('')}</tbody></table></div>`;
}

function ratesTable<T extends Rates>(title: string, column: string, all: readonly T[], label: (row: T) => string): string {
  const text = messages().report;
  const { rows, more } = firstRows(all);
  const body = htmlTable([column, text.views, text.clicks, text.ctr], rows.map((row) => [label(row), integer(row.views), integer(row.clicks), percent(row.clickThrough)]));
  return `<h2>${escapeHtml(title)}</h2>${body}${more > 0 ? `<p class="notes">${escapeHtml(text.moreRows(more))}</p>` : ''}`;
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
  ];
  return `<div class="totals">${figures.map(([figure, words]) => `<div><strong>${figure}</strong>${escapeHtml(words)}</div>`).join('')}</div>`;
}

export function reportPage(report: Report): string {
  const text = messages().report;
  const { pages } = report;
  const dayRows = [...report.days, { ...report.total, day: text.total }].map((day) => [
    shownDay(day.day), ...pages.map((page) => integer(day.views[page]!)), integer(sum(day.botViews)), integer(sum(day.clicks)), ...pages.map((page) => percent(day.clickThrough[page]!)),
  ]);
  const clicks = Object.entries(report.total.clicks).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  return `<!doctype html>
<html lang="${currentLanguage()}"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(`${text.title}: ${text.range(shownDay(report.from), shownDay(report.to))}`)}</title><style>${style}</style></head>
<body><main>
<h1>${escapeHtml(text.title)}</h1>
<p class="period">${escapeHtml(periodLine(report))}</p>
${totals(report)}
<h2>${escapeHtml(text.perDayChart)}</h2>${dailyChart(report)}
${ratesTable(text.bySource, text.source, report.sources, sourceLabel)}
${ratesTable(text.byCampaign, text.campaign, report.campaigns, campaignLabel)}
${ratesTable(text.byDevice, text.device, report.devices, deviceLabel)}
<h2>${escapeHtml(text.clicks)}</h2>${clicks.length ? htmlTable([text.callToAction, text.page, text.clicks], clicks.map(([id, count]) => [callToActionLabel(id), pageLabel(report.callsToAction?.[id] ?? unknownPage), integer(count)])) : `<p>${escapeHtml(text.noClicks)}</p>`}
<h2>${escapeHtml(text.day)}</h2>${htmlTable(dayTableHeader(pages), dayRows)}
<div class="notes">${notes(report).map((note) => escapeHtml(note)).join(' ')}</div>
</main></body></html>
`;
}
