// The report as an operator reads it in a terminal: the lines it could not read, if any, one row a
// day and a total (views, clicks, click-through per page), the clicks per call to action, where the
// visitors came from, the campaigns, the devices, the field speed, and what each figure means.
import { messages } from '../messages/catalogue';
import type { Rates } from './breakdown';
import { shownDay } from '../messages/dates';
import {
  callToActionLabel,
  campaignLabel,
  dayTableHeader,
  deviceLabel,
  firstRows,
  integer,
  pageLabel,
  percent,
  reportTitle,
  sourceLabel,
} from './labels';
import { teamSection } from './team-view';
import { speedHeader, speedKinds, speedNotes, speedRows } from './field-speed-view';
import { clickReasons, oneSourceWarning, setAsideByDay } from './set-aside-view';
import { sum, unknownPage, type Summary } from './counts';
import type { Report } from './report-shape';
import { unreadableNote } from './build-report';

/** Columns of text: the first `textColumns` (a day, an id, a page) aligned left, the figures right. */
function table(header: string[], rows: string[][], textColumns = 1): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column < textColumns ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

function dayRow(label: string, summary: Summary, pages: string[]): string[] {
  return [
    label,
    ...pages.map((page) => integer(summary.views[page]!)),
    integer(sum(summary.botViews)),
    integer(sum(summary.clicks)),
    ...pages.map((page) => percent(summary.clickThrough[page]!)),
  ];
}

const byClicks = (clicks: Record<string, number>) =>
  Object.entries(clicks).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));

function clicksSection(report: Report): string[] {
  const text = messages().report;
  const ids = byClicks(report.total.clicks);
  if (ids.length === 0) return [text.noClicks];
  const pageOf = (id: string) => report.callsToAction?.[id] ?? unknownPage;
  const perDay = report.days
    .filter((day) => sum(day.clicks) > 0)
    .map(
      (day) =>
        `${shownDay(day.day)}  ${byClicks(day.clicks)
          .map(([id, clicks]) => `${callToActionLabel(id)} ${integer(clicks)}`)
          .join(', ')}`,
    );
  return [
    table(
      [text.callToAction, text.page, text.clicks],
      ids.map(([id, clicks]) => [callToActionLabel(id), pageLabel(pageOf(id)), integer(clicks)]),
      2,
    ),
    '',
    text.clicksPerDay,
    ...perDay,
  ];
}

/** A table of views, clicks and click-through by name (source, campaign, device), the first rows of it. */
function ratesSection<T extends Rates>(
  title: string,
  column: string,
  all: readonly T[],
  label: (row: T) => string,
): string[] {
  const text = messages().report;
  const { rows, more } = firstRows(all);
  const cells = rows.map((row) => [label(row), integer(row.views), integer(row.clicks), percent(row.clickThrough)]);
  return [
    title,
    table([column, text.views, text.clicks, text.ctr], cells),
    ...(more > 0 ? [text.moreRows(more)] : []),
    '',
  ];
}

/** What the figures mean, and what this report could not count. */
export function notes(report: Report): string[] {
  const text = messages().report;
  const lines = [...text.notes];
  if (report.callsToAction === null) lines.push(text.noBuild);
  else if (report.total.clicksByPage[unknownPage]) lines.push(text.unknownIds);
  if (report.unmatchedClicks > 0) lines.push(text.unmatched(integer(report.unmatchedClicks)));
  const setAside = sum(report.setAsideClicks);
  if (setAside > 0) lines.push(text.setAsideClicks(integer(setAside), clickReasons(report.setAsideClicks)));
  if (report.sources.some((row) => row.source === 'other') || report.campaigns.some((row) => row.other))
    lines.push(text.otherFolded);
  return lines;
}

/** Per page and device class, each measure's p75, its views and ratings; then what they mean. */
function speedSection(report: Report): string[] {
  const text = messages().report.speed;
  if (report.speed.rows.length === 0) return [text.title, text.none, ''];
  return [
    text.title,
    table(speedHeader(), speedRows(report.speed), 3),
    '',
    ...speedKinds(report.speed),
    ...speedNotes(report.speed),
    '',
  ];
}

/** The team side by side, and what it means; nothing without a team. */
function teamLines(report: Report): string[] {
  const section = teamSection(report);
  if (!section) return [];
  return [messages().team.title, table(section.header, section.rows), '', ...section.notes, ''];
}

/** The files, the days and how many requests. */
export function periodLine(report: Report): string {
  const text = messages().report;
  const files = report.files.length === 1 ? report.files[0]! : text.filesCount(report.files.length);
  const { since, until } = report;
  const bounds = since || until ? ` (${text.bounds(since && shownDay(since), until && shownDay(until))})` : '';
  return `${files}, ${text.range(shownDay(report.from), shownDay(report.to))}${bounds}, ` +
    `${text.requests(integer(report.total.requests))}`;
}

export function formatReport(report: Report): string {
  const text = messages().report;
  const { pages } = report;
  const header = dayTableHeader(pages);
  const rows = [
    ...report.days.map((day) => dayRow(shownDay(day.day), day, pages)),
    dayRow(text.total, report.total, pages),
  ];
  const byDay = setAsideByDay(report);
  const warning = oneSourceWarning(report);
  return [
    `${reportTitle(report)}: ${periodLine(report)}`,
    ...unreadableNote(report.unreadableLines),
    '',
    ...(warning.length > 0 ? [...warning, ''] : []),
    table(header, rows),
    '',
    ...clicksSection(report),
    '',
    ...teamLines(report),
    ...(byDay.length > 0 ? [text.setAsideByDay, ...byDay, ''] : []),
    ...ratesSection(text.bySource, text.source, report.sources, sourceLabel),
    ...ratesSection(text.byCampaign, text.campaign, report.campaigns, campaignLabel),
    ...ratesSection(text.byDevice, text.device, report.devices, deviceLabel),
    ...speedSection(report),
    ...notes(report),
    '',
  ].join('\n');
}
