// The speed section in the operator's words, the same in the terminal and on the HTML page (each
// lays out and escapes the cells its own way): one row per page, device class and measure, how
// many views of each kind were measured, and what the measures mean.
import { messages } from '../messages/catalogue';
import { currentLanguage } from '../messages/language';
import { metricNames, viewKinds, type MetricName } from '../contracts/field-speed-beacon';
import { integer, percent } from './labels';
import type { Speed, SpeedFigure } from './field-speed';
import { beaconReasons } from './set-aside-view';
import { sum } from './tally';

/** A p75 the operator's way: "850 ms", "2,41 s", CLS as a plain number ("0,12"). */
export function shownFigure(name: MetricName, value: number | null): string {
  if (value === null) return '–';
  const language = currentLanguage();
  if (name === 'cls') return value.toLocaleString(language, { maximumFractionDigits: 3 });
  return value < 1000
    ? `${integer(value)} ms`
    : `${(value / 1000).toLocaleString(language, { maximumFractionDigits: 2 })} s`;
}

export function speedHeader(): string[] {
  const { page, device, speed } = messages().report;
  return [
    page,
    device,
    speed.metric,
    speed.p75,
    speed.views,
    speed.verdict,
    speed.good,
    speed.needsImprovement,
    speed.poor,
  ];
}

function figureCells(name: MetricName, figure: SpeedFigure): string[] {
  const { speed } = messages().report;
  const verdict = figure.views === 0 ? '–' : !figure.enough ? speed.fewViews : speed.ratings[figure.rating!];
  return [
    speed.metricNames[name],
    shownFigure(name, figure.p75),
    integer(figure.views),
    verdict,
    percent(figure.good),
    percent(figure.needsImprovement),
    percent(figure.poor),
  ];
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

/** Per page and device class: the views measured, and how many of each kind. */
export function speedKinds(speed: Speed): string[] {
  const text = messages().report.speed;
  return speed.rows.map((row) => {
    const kinds = viewKinds
      .filter((kind) => row.kinds[kind] > 0)
      .map((kind) => `${integer(row.kinds[kind])} ${text.kinds[kind]}`);
    return text.kindsLine(
      text.pageNames[row.page],
      text.deviceClasses[row.device].toLowerCase(),
      integer(row.views),
      kinds.join(', '),
    );
  });
}

/** What the figures mean, and what was left out of them. */
export function speedNotes(speed: Speed): string[] {
  const text = messages().report.speed;
  const lines: string[] = [];
  if (speed.rows.some((row) => metricNames.some((name) => row.metrics[name].views > 0 && !row.metrics[name].enough)))
    lines.push(text.fewViewsNote(speed.minViews));
  const setAside = sum(speed.setAside);
  if (setAside > 0) lines.push(text.setAside(integer(setAside), beaconReasons(speed.setAside)));
  return [...lines, ...text.explained];
}
