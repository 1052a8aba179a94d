// A page view's field speed as one request line: the browser sends it (src/app/field-speed/), the server
// answers it and the report reads it back from the access log. The figures travel in the query of
// a POST to `fieldSpeedPath`, so the access log's `combined` line is the whole record (nginx writes the
// same line) and nothing else is stored. The format is strict, so a forged beacon can carry no text:
// known keys only, in this order, each once; whole milliseconds, and CLS with at most 3 decimals,
// each within bounds far above any real visit.
import { slugProblemOf } from './members';
import type { RouteId } from './routes';

/** Not /beacon, /collect or /analytics: content blockers drop requests by those names. */
export const fieldSpeedPath = '/ritmo';

/**
 * How the view began (web-vitals' navigationType): a document load of some kind, a back/forward-cache
 * restore, a prerender the visitor opened, a discarded tab restored.
 */
export const viewKinds = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore'] as const;
export type ViewKind = (typeof viewKinds)[number];

/** The Core Web Vitals and the two paint and server timings beside them, with their upper bounds. */
export const metricLimits = {
  lcp: { max: 120_000, decimals: 0 },
  inp: { max: 60_000, decimals: 0 },
  cls: { max: 100, decimals: 3 },
  fcp: { max: 120_000, decimals: 0 },
  ttfb: { max: 120_000, decimals: 0 },
} as const;
export type MetricName = keyof typeof metricLimits;
export const metricNames = Object.keys(metricLimits) as MetricName[];

/** Every page a beacon may name: the route ids (the type requires each, so a new route cannot be left out). */
const beaconPages: Record<RouteId, true> = { landing: true, bio: true, 'not-found': true };

export interface FieldSpeedBeacon {
  page: RouteId;
  kind: ViewKind;
  /** The team member whose page it was (src/contracts/members.ts); absent on the operator's own pages. */
  member?: string;
  metrics: Partial<Record<MetricName, number>>;
}

/**
 * The beacon's target: `fieldSpeedPath?p=<page>&k=<kind>[&m=<member>]&lcp=…` (metrics in the fixed order,
 * those measured only, within their bounds).
 */
export function beaconTarget(beacon: FieldSpeedBeacon): string {
  let target = `${fieldSpeedPath}?p=${beacon.page}&k=${beacon.kind}`;
  if (beacon.member !== undefined) target += `&m=${beacon.member}`;
  for (const name of metricNames) {
    const value = beacon.metrics[name];
    // NaN and negative figures are left out; the rest rounded to the format's decimals and capped.
    if (value! >= 0)
      target += `&${name}=${Math.min(value!, metricLimits[name].max).toFixed(metricLimits[name].decimals)}`;
  }
  return target;
}

const figure = /^(0|[1-9]\d{0,5})(\.\d{1,3})?$/;

/**
 * The beacon a query (what follows `?`) holds, or null unless it is exactly the format above with at least
 * one figure.
 */
export function parseBeacon(query: string): FieldSpeedBeacon | null {
  const pairs = query.split('&').map((pair) => pair.split('='));
  if (pairs.some((pair) => pair.length !== 2)) return null;
  const [[pageKey, page] = [], [kindKey, kind] = [], ...rest] = pairs as Array<[string, string]>;
  if (
    pageKey !== 'p' ||
    !Object.hasOwn(beaconPages, page!) ||
    kindKey !== 'k' ||
    !(viewKinds as readonly string[]).includes(kind!)
  )
    return null;
  let member: string | undefined;
  if (rest[0]?.[0] === 'm') {
    member = rest.shift()![1];
    if (slugProblemOf(member) !== null) return null;
  }
  if (rest.length === 0) return null;
  const metrics: FieldSpeedBeacon['metrics'] = {};
  let next = 0;
  for (const [name, text] of rest) {
    const at = metricNames.indexOf(name as MetricName, next);
    if (at === -1 || !figure.test(text)) return null;
    const { max, decimals } = metricLimits[name as MetricName];
    const value = Number(text);
    if (value > max || (decimals === 0 && text.includes('.'))) return null;
    metrics[name as MetricName] = value;
    next = at + 1;
  }
  const beacon: FieldSpeedBeacon = { page: page as RouteId, kind: kind as ViewKind, metrics };
  if (member !== undefined) beacon.member = member;
  return beacon;
}
