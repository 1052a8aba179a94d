// The speed section in the operator's words, the same in the terminal and on the HTML page (each
// lays out and escapes the cells its own way): one row per page, device class and measure (the
// page groups them by page and device class), a rating for every figure with how sure it is, how
// many views of each kind were measured, and what the measures mean.
import { messages } from '../messages/catalogue';
import { currentLanguage } from '../messages/language';
import { metricNames, viewKinds, type MetricName, type ViewKind } from '../contracts/field-speed-beacon';
import { integer, percent } from './labels';
import { likelyViews, type Speed, type SpeedFigure, type SpeedRow } from './field-speed';
import { beaconReasons } from './set-aside-view';
import { sum } from './counts';

/** A p75 the operator's way: "850 ms", "2,41 s", CLS as a plain number ("0,12"). */
export function shownFigure(name: MetricName, value: number | null): string {
  if (value === null) return '–';
  const language = currentLanguage();
  if (name === 'cls') return value.toLocaleString(language, { maximumFractionDigits: 3 });
  return value < 1000
    ? `${integer(value)} ms`
    : `${(value / 1000).toLocaleString(language, { maximumFractionDigits: 2 })} s`;
}

/** A figure's columns: the measure, its p75, its views, its rating, the shares good / needs improvement / poor. */
export function figureHeader(): string[] {
  const { speed } = messages().report;
  return [speed.metric, speed.p75, speed.views, speed.verdict, speed.good, speed.needsImprovement, speed.poor];
}

/** The terminal's columns: the page and the device class, then the figure's. */
export function speedHeader(): string[] {
  const { page, device } = messages().report;
  return [page, device, ...figureHeader()];
}

/**
 * The rating, with how sure it is: as it is from `minViews` views (enough), "likely" from `likelyViews`,
 * "perhaps" under; none without a view. A small site gets a verdict, said for what it is worth.
 */
export function verdictOf(figure: SpeedFigure): string {
  const { speed } = messages().report;
  if (figure.rating === null) return '–';
  const rating = speed.ratings[figure.rating];
  if (figure.enough) return rating;
  return figure.views >= likelyViews ? speed.likely(rating) : speed.perhaps(rating);
}

function figureCells(name: MetricName, figure: SpeedFigure): string[] {
  const { speed } = messages().report;
  return [
    speed.metricNames[name],
    shownFigure(name, figure.p75),
    integer(figure.views),
    verdictOf(figure),
    percent(figure.good),
    percent(figure.needsImprovement),
    percent(figure.poor),
  ];
}

/** A row's page and device class as a sentence names them: "início", "celular ou tablet". */
function pageAndDevice(row: SpeedRow): [page: string, device: string] {
  const text = messages().report.speed;
  return [text.pageNames[row.page], text.deviceClasses[row.device].toLowerCase()];
}

/** The table's rows: for each page and device class, LCP, INP and CLS first, then FCP and TTFB. */
export function speedRows(speed: Speed): string[][] {
  const text = messages().report.speed;
  return speed.rows.flatMap((row) =>
    metricNames.map((name) => [
      text.pageNames[row.page],
      text.deviceClasses[row.device],
      ...figureCells(name, row.metrics[name]),
    ]),
  );
}

/** The same rows grouped under their page and device class ("início, celular ou tablet"), for the HTML page. */
export function speedGroups(speed: Speed): Array<{ name: string; rows: string[][] }> {
  return speed.rows.map((row) => ({
    name: pageAndDevice(row).join(', '),
    rows: metricNames.map((name) => figureCells(name, row.metrics[name])),
  }));
}

/** Per page and device class: the views measured, and how they were reached (each kind counted, or "all …"). */
export function speedKinds(speed: Speed): string[] {
  const text = messages().report.speed;
  return speed.rows.map((row) => {
    const form = (kind: ViewKind, count: number) => text.kinds[kind][count === 1 ? 0 : 1];
    const present = viewKinds.filter((kind) => row.kinds[kind] > 0);
    const counted = present.map((kind) => `${integer(row.kinds[kind])} ${form(kind, row.kinds[kind])}`);
    const all = present.length === 1 ? form(present[0]!, row.views) : null;
    return text.kindsLine(...pageAndDevice(row), row.views, integer(row.views), counted, all);
  });
}

/** What the figures mean, and what was left out of them. */
export function speedNotes(speed: Speed): string[] {
  const text = messages().report.speed;
  const lines: string[] = [];
  if (speed.rows.some((row) => metricNames.some((name) => row.metrics[name].views > 0 && !row.metrics[name].enough)))
    lines.push(text.confidenceNote(likelyViews, speed.minViews));
  const setAside = sum(speed.setAside);
  if (setAside > 0) lines.push(text.setAside(integer(setAside), beaconReasons(speed.setAside)));
  return [...lines, ...text.explained];
}
