// The report's counts, per day and in total: page views (GET answered 200) of the site's pages by
// browsers, and apart those of bots and link previews; clicks (pings answered 2xx) per call to
// action; and per page the click-through rate: the clicks of the calls to action on that page ÷
// its views. A call to action's page comes from the build's table (HeaderRules.callsToAction),
// never from the request: Ping-From and Referer are whatever the client says. Pings nobody
// clicked are set aside, per day and by reason: refused by the server (403), sent by a robot, over
// the rate (rate-limit.ts), or past what one address does in a day (one-source.ts); beacons alike,
// and those the line's Referer says came from elsewhere. Over the whole range, the same views and
// clicks by source, campaign and device (breakdown.ts), and the field speed the counted beacons
// measured (field-speed.ts).
import { routes } from '../contracts/routes';
import { pingPathPrefix } from '../contracts/site-format';
import { parseBeacon, fieldSpeedPath } from '../contracts/field-speed-beacon';
import { breakdownRows, createBreakdown, type CampaignRow, type DeviceRow, type SourceRow } from './breakdown';
import type { LoggedRequest } from './parse';
import { createRateLimit } from './rate-limit';
import { createSpeed, noSpeedSetAside, speedOf, type Speed, type SpeedSetAside } from './field-speed';
import { createOneSource } from './one-source';
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
  /** Pings not counted as clicks, by reason, over the whole range (per day: in `days`). */
  setAsideClicks: SetAsideClicks;
  /** The field speed, its beacons set aside by reason over the whole range. */
  speed: Speed;
  /** Lines of the files that were set aside, unread (build-report.ts). */
  unreadableLines: UnreadableLines;
}

/** Lines set aside unread: no access log lines (half a line a full disk left, another file's), or impossible times. */
export interface UnreadableLines {
  count: number;
  /** Of them, lines in the right form whose date or time cannot be (parse.ts). */
  impossibleDates: number;
  /** The first of them: its file, its number (from 1), why, and its text as shown (cut, escaped). */
  first: { file: string; line: number; reason: 'date' | 'format'; text: string } | null;
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

const emptyCounts = (pages: readonly string[]): Counts => ({
  requests: 0,
  views: Object.fromEntries(pages.map((page) => [page, 0])),
  botViews: Object.fromEntries(pages.map((page) => [page, 0])),
  clicks: {},
  setAsideClicks: noSetAsideClicks(),
  setAsideBeacons: noSpeedSetAside(),
});

/** A path that looks like a file (a dot in its last segment): its 404 is no page. */
const looksLikeFile = (path: string) => /\.[^/]*$/.test(path);

/** `ownHost`: the site's host (from the build), so that a view coming from one of its own pages is no other site's. */
export function createTally(pages: readonly string[], ownHost: string | null = null) {
  const pageSet = new Set(pages);
  const byDay = new Map<string, Counts>();
  const { breakdown, agentOf, view, click } = createBreakdown(ownHost);
  const withinRate = createRateLimit();
  const oneSource = createOneSource();
  const speed = createSpeed();
  /** A browser's GET of a page (200, or 304 from its cache) or of the 404 page: what clicks and beacons follow. */
  const load = (request: LoggedRequest, counts: Counts) => {
    const { path, status } = request;
    const page = pageSet.has(path);
    if (!(page ? status === 200 || status === 304 : status === 404 && !looksLikeFile(path))) return;
    const agent = agentOf(request.userAgent);
    if (page && status === 200) {
      if (agent.bot) counts.botViews[path]! += 1;
      else {
        counts.views[path]! += 1;
        view(request, agent);
      }
    }
    if (!agent.bot) oneSource.view(request.day, request.client);
  };
  const ping = (request: LoggedRequest, counts: Counts) => {
    const reasons = counts.setAsideClicks;
    if (request.status === 403) return void (reasons.refused += 1);
    if (request.status < 200 || request.status > 299) return;
    const id = request.path.slice(pingPathPrefix.length);
    if (agentOf(request.userAgent).bot) reasons.robots += 1;
    else if (!withinRate(request.client, `ping ${id}`, request.second)) reasons.overRate += 1;
    else {
      const count = () => {
        counts.clicks[id] = (counts.clicks[id] ?? 0) + 1;
        click(request);
      };
      oneSource.judge('clicks', request.day, request.client, count, (reason) => (reasons[reason] += 1));
    }
  };
  const beacon = (request: LoggedRequest, counts: Counts) => {
    const reasons = counts.setAsideBeacons;
    const parsed = parseBeacon(request.query);
    const agent = agentOf(request.userAgent);
    if (parsed === null) reasons.unreadable += 1;
    else if (!isOwnPage(request.referrer, ownHost)) reasons.notFromSite += 1;
    else if (agent.bot) reasons.robots += 1;
    else if (!withinRate(request.client, `speed ${parsed.page}`, request.second)) reasons.overRate += 1;
    else {
      const count = () => speed.add(parsed, agent.device);
      oneSource.judge('beacons', request.day, request.client, count, (reason) => (reasons[reason] += 1));
    }
  };
  return {
    byDay,
    breakdown,
    speed,
    /** Settles what waited for a page load: call once, after the last request. */
    end: () => oneSource.end(),
    add(request: LoggedRequest) {
      let counts = byDay.get(request.day);
      if (!counts) byDay.set(request.day, (counts = emptyCounts(pages)));
      counts.requests += 1;
      if (request.method === 'GET') load(request, counts);
      else if (request.method !== 'POST') return;
      else if (request.path.startsWith(pingPathPrefix)) ping(request, counts);
      else if (request.path === fieldSpeedPath && request.status === 204) beacon(request, counts);
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

/** `into` + `more`, key by key (the reasons a day set aside). */
function addCounts<T extends Record<string, number>>(into: T, more: T): void {
  for (const key of Object.keys(more) as Array<keyof T>) (into[key] as number) += more[key];
}

function addInto(total: Counts, day: Counts): void {
  total.requests += day.requests;
  addCounts(total.setAsideClicks, day.setAsideClicks);
  addCounts(total.setAsideBeacons, day.setAsideBeacons);
  for (const page of Object.keys(day.views)) {
    total.views[page]! += day.views[page]!;
    total.botViews[page]! += day.botViews[page]!;
  }
  for (const [id, clicks] of Object.entries(day.clicks)) total.clicks[id] = (total.clicks[id] ?? 0) + clicks;
}

/** The whole report, days in order; null when no request fell in the range. */
export function reportOf(
  tally: ReturnType<typeof createTally>,
  context: {
    files: string[];
    since: string | null;
    until: string | null;
    pages: readonly string[];
    callsToAction: Record<string, string> | null;
    unreadableLines?: UnreadableLines;
  },
): Report | null {
  tally.end();
  const { byDay, breakdown, speed } = tally;
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
    setAsideClicks: { ...total.setAsideClicks },
    speed: speedOf(
      speed,
      routes.map((route) => route.id),
      total.setAsideBeacons,
    ),
    unreadableLines: context.unreadableLines ?? { count: 0, impossibleDates: 0, first: null },
  };
}
