// The report's counts, per day and in total: page views (GET answered 200) of the site's pages by
// browsers, and apart those of bots and link previews; clicks (pings answered 2xx) per call to
// action; and per page the click-through rate: the clicks of the calls to action on that page ÷
// its views. A call to action's page comes from the build's table (HeaderRules.callsToAction),
// never from the request: Ping-From and Referer are whatever the client says. Pings nobody
// clicked are set aside, by reason: refused by the server (403), sent by a robot, or over the rate
// (rate-limit.ts). Over the whole range, the same views and clicks by source, campaign and device
// (breakdown.ts), and the field speed the pages' beacons measured (field-speed.ts).
import { routes } from '../contracts/routes';
import { pingPathPrefix } from '../contracts/site-format';
import { vitalsPath } from '../contracts/field-speed-beacon';
import { breakdownRows, createBreakdown, type CampaignRow, type DeviceRow, type SourceRow } from './breakdown';
import type { LoggedRequest } from './parse';
import { createRateLimit } from './rate-limit';
import { createSpeed, speedOf, type Speed } from './field-speed';
import { isOwnPage } from './sources';

export interface Counts {
  /** Every request in the range. */
  requests: number;
  /** Page path → views by browsers. */
  views: Record<string, number>;
  /** Page path → views by bots and link previews. */
  botViews: Record<string, number>;
  /** Call-to-action id → clicks. */
  clicks: Record<string, number>;
}

export interface Summary extends Counts {
  /** Page path → clicks of its calls to action ('?' for ids the table does not know). */
  clicksByPage: Record<string, number>;
  /** Page path → clicks ÷ views; null without views, or without the build's table. */
  clickThrough: Record<string, number | null>;
}

export interface Report {
  files: string[];
  /** The bounds the command gave (YYYY-MM-DD, both counted), or null. */
  since: string | null;
  until: string | null;
  /** The first and last day with a request in the range. */
  from: string;
  to: string;
  pages: string[];
  /** The table the clicks were assigned to pages with; null when no build was found. */
  callsToAction: Record<string, string> | null;
  days: Array<Summary & { day: string }>;
  total: Summary;
  /** Over the whole range, by browsers only: by source, campaign and device, most viewed first. */
  sources: SourceRow[];
  campaigns: CampaignRow[];
  devices: DeviceRow[];
  /** Clicks whose page view was not found in the logs given: their source is 'unknown' (or their app). */
  unmatchedClicks: number;
  /** Pings not counted as clicks, by reason, over the whole range. */
  setAsideClicks: SetAsideClicks;
  speed: Speed;
}

// A type, not an interface, so that `sum` takes it.
export type SetAsideClicks = {
  /** Answered 403: the server saw they did not come from a click on the site (another origin, a script). */
  refused: number;
  /** Sent by a robot or a script (bots.ts, as for page views). */
  robots: number;
  /** Past the rate of one address on one button (rate-limit.ts). */
  overRate: number;
};

/** A count summed over its keys (pages, calls to action). */
export const sum = (values: Record<string, number>) => Object.values(values).reduce((total, value) => total + value, 0);

/** Clicks on ids that the build's table does not hold (renamed since, or no build found). */
export const unknownPage = '?';

const emptyCounts = (pages: readonly string[]): Counts => ({
  requests: 0,
  views: Object.fromEntries(pages.map((page) => [page, 0])),
  botViews: Object.fromEntries(pages.map((page) => [page, 0])),
  clicks: {},
});

/** `ownHost`: the site's host (from the build), so that a view coming from one of its own pages is no other site's. */
export function createTally(pages: readonly string[], ownHost: string | null = null) {
  const pageSet = new Set(pages);
  const byDay = new Map<string, Counts>();
  const { breakdown, agentOf, view, click } = createBreakdown(ownHost);
  const setAsideClicks: SetAsideClicks = { refused: 0, robots: 0, overRate: 0 };
  const withinRate = createRateLimit();
  const speed = createSpeed();
  const ping = (request: LoggedRequest, counts: Counts) => {
    if (request.status === 403) return void (setAsideClicks.refused += 1);
    if (request.status < 200 || request.status > 299) return;
    const id = request.path.slice(pingPathPrefix.length);
    if (agentOf(request.userAgent).bot) setAsideClicks.robots += 1;
    else if (!withinRate(request.client, `ping ${id}`, request.second)) setAsideClicks.overRate += 1;
    else {
      counts.clicks[id] = (counts.clicks[id] ?? 0) + 1;
      click(request);
    }
  };
  return {
    byDay,
    breakdown,
    setAsideClicks,
    speed,
    add(request: LoggedRequest) {
      let counts = byDay.get(request.day);
      if (!counts) byDay.set(request.day, (counts = emptyCounts(pages)));
      counts.requests += 1;
      if (request.method === 'GET' && request.status === 200 && pageSet.has(request.path)) {
        const agent = agentOf(request.userAgent);
        if (agent.bot) counts.botViews[request.path]! += 1;
        else {
          counts.views[request.path]! += 1;
          view(request, agent);
        }
      } else if (request.method !== 'POST') return;
      else if (request.path.startsWith(pingPathPrefix)) ping(request, counts);
      else if (request.path === vitalsPath && request.status === 204) {
        const agent = agentOf(request.userAgent);
        const fromSite = isOwnPage(request.referrer, ownHost);
        speed.add(request.query, agent.device, fromSite, agent.bot, (page) =>
          withinRate(request.client, `speed ${page}`, request.second),
        );
      }
    },
  };
}

function summarise(counts: Counts, pages: readonly string[], callsToAction: Record<string, string> | null): Summary {
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

function addInto(total: Counts, day: Counts): void {
  total.requests += day.requests;
  for (const page of Object.keys(day.views)) {
    total.views[page]! += day.views[page]!;
    total.botViews[page]! += day.botViews[page]!;
  }
  for (const [id, clicks] of Object.entries(day.clicks)) total.clicks[id] = (total.clicks[id] ?? 0) + clicks;
}

/** The whole report, days in order; null when no request fell in the range. */
export function reportOf(
  { byDay, breakdown, setAsideClicks, speed }: ReturnType<typeof createTally>,
  context: {
    files: string[];
    since: string | null;
    until: string | null;
    pages: readonly string[];
    callsToAction: Record<string, string> | null;
  },
): Report | null {
  const days = [...byDay.keys()].sort();
  if (days.length === 0) return null;
  const { files, since, until, pages, callsToAction } = context;
  const total = emptyCounts(pages);
  for (const day of days) addInto(total, byDay.get(day)!);
  return {
    files,
    since,
    until,
    from: days[0]!,
    to: days[days.length - 1]!,
    pages: [...pages],
    callsToAction,
    days: days.map((day) => ({ day, ...summarise(byDay.get(day)!, pages, callsToAction) })),
    total: summarise(total, pages, callsToAction),
    ...breakdownRows(breakdown),
    setAsideClicks: { ...setAsideClicks },
    speed: speedOf(
      speed,
      routes.map((route) => route.id),
    ),
  };
}
