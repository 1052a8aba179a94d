// What the report counts per day, for one set of pages (the operator's, or one team member's): views
// of each page by browsers and apart by bots, clicks per call to action, and what was set aside and
// why; then per page the clicks of its calls to action (by the build's table) and the click-through.
import { noSpeedSetAside, type SpeedSetAside } from './field-speed';

export interface Counts {
  /** Every request in the range (a member's: those of their pages, pings and beacons). */
  requests: number;
  /** Page path → views by browsers. */
  views: Record<string, number>;
  /** Page path → views by bots and link previews. */
  botViews: Record<string, number>;
  /** Call-to-action id → clicks. */
  clicks: Record<string, number>;
  /** Pings not counted as clicks, and beacons not counted in the field speed, by reason. */
  setAsideClicks: SetAsideClicks;
  setAsideBeacons: SpeedSetAside;
}

export interface Summary extends Counts {
  /** Page path → clicks of its calls to action ('?' for ids the table does not know). */
  clicksByPage: Record<string, number>;
  /** Page path → clicks ÷ views; null without views, or without the build's table. */
  clickThrough: Record<string, number | null>;
}

// A type, not an interface, so that `sum` takes it.
export type SetAsideClicks = {
  /** Answered 403: the server saw they did not come from a click on the site (another origin, a script). */
  refused: number;
  /** Sent by a robot or a script (bots.ts, as for page views). */
  robots: number;
  /** Past the rate of one address on one button (rate-limit.ts). */
  overRate: number;
  /** Past what one address does in a day: for the page loads it made, and in all (one-source.ts). */
  overViews: number;
  overDay: number;
};

const noSetAsideClicks = (): SetAsideClicks => ({ refused: 0, robots: 0, overRate: 0, overViews: 0, overDay: 0 });

/** A count summed over its keys (pages, calls to action). */
export const sum = (values: Record<string, number>) => Object.values(values).reduce((total, value) => total + value, 0);

/** Clicks on ids that the build's table does not hold (renamed since, or no build found). */
export const unknownPage = '?';

export const emptyCounts = (pages: readonly string[]): Counts => ({
  requests: 0,
  views: Object.fromEntries(pages.map((page) => [page, 0])),
  botViews: Object.fromEntries(pages.map((page) => [page, 0])),
  clicks: {},
  setAsideClicks: noSetAsideClicks(),
  setAsideBeacons: noSpeedSetAside(),
});

export function summarise(
  counts: Counts,
  pages: readonly string[],
  callsToAction: Record<string, string> | null,
): Summary {
  const clicksByPage: Record<string, number> = Object.fromEntries(pages.map((page) => [page, 0]));
  for (const [id, clicks] of Object.entries(counts.clicks)) {
    const page = callsToAction?.[id] ?? unknownPage;
    clicksByPage[page] = (clicksByPage[page] ?? 0) + clicks;
  }
  // Without the build's table no click has a page, so no rate is known (not 0%).
  const rate = (page: string) =>
    callsToAction && counts.views[page] ? clicksByPage[page]! / counts.views[page]! : null;
  const clickThrough = Object.fromEntries(pages.map((page) => [page, rate(page)]));
  return { ...counts, clicksByPage, clickThrough };
}

/** `into` + `more`, key by key (the reasons a day set aside). */
function addCounts<T extends Record<string, number>>(into: T, more: T): void {
  for (const key of Object.keys(more) as Array<keyof T>) (into[key] as number) += more[key];
}

export function addInto(total: Counts, day: Counts): void {
  total.requests += day.requests;
  addCounts(total.setAsideClicks, day.setAsideClicks);
  addCounts(total.setAsideBeacons, day.setAsideBeacons);
  for (const page of Object.keys(day.views)) {
    total.views[page]! += day.views[page]!;
    total.botViews[page]! += day.botViews[page]!;
  }
  for (const [id, clicks] of Object.entries(day.clicks)) total.clicks[id] = (total.clicks[id] ?? 0) + clicks;
}
