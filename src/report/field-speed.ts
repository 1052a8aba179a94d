// Field speed from real visits: each page view's browser sends one beacon (field-speed-beacon.ts), a
// POST to /ritmo answered 204 whose query is the record. Which ones count is the tally's (tally.ts,
// by the reasons of SpeedSetAside); this adds up those that do. Per
// page and device class, each figure's 75th percentile, how many views it rests on, and the shares
// good / needs improvement / poor by the Core Web Vitals thresholds (web.dev/articles/vitals).
// Tablets count with phones: a touch screen on a mobile connection (an iPad says it is a Mac, so
// it counts as a computer).
import {
  metricLimits,
  metricNames,
  viewKinds,
  type MetricName,
  type ViewKind,
  type FieldSpeedBeacon,
} from '../contracts/field-speed-beacon';
import type { RouteId } from '../contracts/routes';
import type { DeviceKey } from './devices';
import { Distribution, type Thresholds } from './distribution';

/** Good up to the first, poor above the second: LCP, INP, FCP and TTFB in ms, CLS unitless. */
export const thresholds: Record<MetricName, Thresholds> = {
  lcp: { good: 2500, poor: 4000 },
  inp: { good: 200, poor: 500 },
  cls: { good: 0.1, poor: 0.25 },
  fcp: { good: 1800, poor: 3000 },
  ttfb: { good: 800, poor: 1800 },
};

/**
 * From this many views a figure's rating is given as it is; under it the rating is still given, saying how sure
 * it is: "likely" from `likelyViews`, "perhaps" under (field-speed-view.ts), so a small site gets a verdict too.
 */
export const minViews = 20;
export const likelyViews = 5;

export const deviceClasses = ['phone', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];
export const deviceClassOf = (device: DeviceKey): DeviceClass => (device.startsWith('desktop') ? 'desktop' : 'phone');

export type Rating = 'good' | 'needs-improvement' | 'poor';

export interface SpeedFigure {
  /** 75% of the views were this fast or faster (ms; CLS unitless); null without a view. */
  p75: number | null;
  /** The views that measured it (INP only when the visitor tapped or typed). */
  views: number;
  /** Shares of those views, 0 to 1; null without a view. */
  good: number | null;
  needsImprovement: number | null;
  poor: number | null;
  /** The p75's rating. */
  rating: Rating | null;
  /** False under `minViews`: its rating said with how sure it is. */
  enough: boolean;
}

export interface SpeedRow {
  page: RouteId;
  device: DeviceClass;
  /** Beacons counted: one per page view, each of its own kind. */
  views: number;
  kinds: Record<ViewKind, number>;
  metrics: Record<MetricName, SpeedFigure>;
}

// A type, not an interface, so that `sum` takes it.
export type SpeedSetAside = {
  /** Answered 204 but not a beacon's format (a log not written by this site's server). */
  unreadable: number;
  /**
   * Their Referer is none of the site's pages: another site's page made its visitors' browsers send
   * them (a log written before the server checked where a beacon comes from).
   */
  notFromSite: number;
  robots: number;
  /** Past `perMinute` beacons per address and page in any minute (rate-limit.ts, as for pings). */
  overRate: number;
  /** Past what one address does in a day (one-source.ts). */
  overViews: number;
  overDay: number;
};

export interface Speed {
  minViews: number;
  rows: SpeedRow[];
  setAside: SpeedSetAside;
}

interface Cell {
  views: number;
  kinds: Record<ViewKind, number>;
  metrics: Record<MetricName, Distribution>;
}

const newCell = (): Cell => ({
  views: 0,
  kinds: Object.fromEntries(viewKinds.map((kind) => [kind, 0])) as Cell['kinds'],
  metrics: Object.fromEntries(
    metricNames.map((name) => [name, new Distribution(thresholds[name], 10 ** metricLimits[name].decimals)]),
  ) as Cell['metrics'],
});

export function ratingOf(name: MetricName, value: number): Rating {
  const { good, poor } = thresholds[name];
  return value <= good ? 'good' : value > poor ? 'poor' : 'needs-improvement';
}

export const noSpeedSetAside = (): SpeedSetAside => ({
  unreadable: 0,
  notFromSite: 0,
  robots: 0,
  overRate: 0,
  overViews: 0,
  overDay: 0,
});

/** The beacons of a period: `add` each one the tally counts, with the device that sent it. */
export function createSpeed() {
  const cells = new Map<string, Cell>();
  return {
    cells,
    add(beacon: FieldSpeedBeacon, device: DeviceKey): void {
      const key = `${beacon.page} ${deviceClassOf(device)}`;
      let cell = cells.get(key);
      if (!cell) cells.set(key, (cell = newCell()));
      cell.views += 1;
      cell.kinds[beacon.kind] += 1;
      for (const name of metricNames) {
        const value = beacon.metrics[name];
        if (value !== undefined) cell.metrics[name].add(value);
      }
    },
  };
}

function figureOf(name: MetricName, values: Distribution): SpeedFigure {
  const p75 = values.percentile();
  const share = (count: number) => (values.count ? count / values.count : null);
  return {
    p75,
    views: values.count,
    good: share(values.good),
    needsImprovement: share(values.count - values.good - values.poor),
    poor: share(values.poor),
    rating: p75 === null ? null : ratingOf(name, p75),
    enough: values.count >= minViews,
  };
}

/** The figures as the report gives them: pages in the route table's order, phones first. */
export function speedOf(
  { cells }: ReturnType<typeof createSpeed>,
  pages: readonly RouteId[],
  setAside: SpeedSetAside,
): Speed {
  const rows: SpeedRow[] = [];
  for (const page of pages) {
    for (const device of deviceClasses) {
      const cell = cells.get(`${page} ${device}`);
      if (!cell) continue;
      const metrics = Object.fromEntries(
        metricNames.map((name) => [name, figureOf(name, cell.metrics[name])]),
      ) as SpeedRow['metrics'];
      rows.push({ page, device, views: cell.views, kinds: { ...cell.kinds }, metrics });
    }
  }
  return { minViews, rows, setAside: { ...setAside } };
}
