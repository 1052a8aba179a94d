// The report as an operator reads it in a terminal: one row a day and a total (views, clicks,
// click-through per page), the clicks per call to action, and what each figure means.
import { unknownPage, type Report, type Summary } from './tally';

/** Columns of text: the first `textColumns` (a day, an id, a page) aligned left, the figures right. */
function table(header: string[], rows: string[][], textColumns = 1): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column < textColumns ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ').trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

const integer = (value: number) => value.toLocaleString('en-US');
const percent = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)}%`);
const sum = (values: Record<string, number>) => Object.values(values).reduce((total, value) => total + value, 0);

function dayRow(label: string, summary: Summary, pages: string[]): string[] {
  return [
    label,
    ...pages.map((page) => integer(summary.views[page]!)),
    integer(sum(summary.botViews)),
    integer(sum(summary.clicks)),
    ...pages.map((page) => percent(summary.clickThrough[page]!)),
  ];
}

const byClicks = (clicks: Record<string, number>) => Object.entries(clicks).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));

function clicksSection(report: Report): string[] {
  const ids = byClicks(report.total.clicks);
  if (ids.length === 0) return ['No call to action was followed in this range.'];
  const pageOf = (id: string) => report.callsToAction?.[id] ?? unknownPage;
  const perDay = report.days
    .filter((day) => sum(day.clicks) > 0)
    .map((day) => `${day.day}  ${byClicks(day.clicks).map(([id, clicks]) => `${id} ${integer(clicks)}`).join(', ')}`);
  return [table(['Call to action', 'Page', 'Clicks'], ids.map(([id, clicks]) => [id, pageOf(id), integer(clicks)]), 2), '', 'Clicks per day', ...perDay];
}

function notes(report: Report): string[] {
  const lines = [
    'Views: GET answered 200, by browsers; bots and link previews (told by their User-Agent) are counted apart.',
    'Clicks: the pings browsers send when a call to action is followed (POST /ping/<id> answered 204). Firefox sends',
    "none by default, so clicks are a lower bound. CTR: a page's clicks ÷ its views.",
  ];
  if (report.callsToAction === null) lines.push('No build was found beside the report: clicks are not assigned to pages (page "?"), and CTR is not known.');
  else if (report.total.clicksByPage[unknownPage]) lines.push(`Page "?": ids the current build does not have (renamed or removed since).`);
  return lines;
}

export function formatReport(report: Report): string {
  const { pages } = report;
  const range = report.from === report.to ? report.from : `${report.from} to ${report.to}`;
  const files = report.files.length === 1 ? report.files[0]! : `${report.files.length} files`;
  const header = ['Day', ...pages.map((page) => `Views ${page}`), 'Bots & previews', 'Clicks', ...pages.map((page) => `CTR ${page}`)];
  const rows = [...report.days.map((day) => dayRow(day.day, day, pages)), dayRow('Total', report.total, pages)];
  return [
    `Access log report: ${files}, ${range}${report.since ? ` (since ${report.since})` : ''}, ${integer(report.total.requests)} requests`,
    '',
    table(header, rows),
    '',
    ...clicksSection(report),
    '',
    ...notes(report),
    '',
  ].join('\n');
}
