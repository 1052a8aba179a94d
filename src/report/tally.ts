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
//
// Each team member's pages (/<slug>, /<slug>/bio), clicks (ids <slug>/…) and beacons (m=<slug>) are
// counted apart, in a scope of their own, so the operator's figures are their own pages' only. The
// member is told by the request alone, so one removed since keeps the figures their pages had. What
// one address may do (the rate, one-source.ts) is judged over the whole site.
import {
  memberPageOfPath,
  memberPagePath,
  slugProblemOf,
  splitCallToActionId,
  type MemberPageId,
} from '../contracts/members';
import { routedPages, routes } from '../contracts/routes';
import { pingPathPrefix } from '../contracts/site-format';
import { parseBeacon, fieldSpeedPath } from '../contracts/field-speed-beacon';
import { breakdownRows, createBreakdown, createReaders, type Readers } from './breakdown';
import { addInto, emptyCounts, summarise, type Counts } from './counts';
import type { LoggedRequest } from './parse';
import { createRateLimit } from './rate-limit';
import { createSpeed, speedOf } from './field-speed';
import type { Report, UnreadableLines } from './report-shape';
import { reportMember, teamTable, type MemberNames } from './team';
import { createOneSource } from './one-source';
import { isOwnPage } from './sources';

/** The scope of the operator's own pages; a team member's scope is named by their slug. */
export const operatorScope = '';

/** A member's pages as the report lists them: their landing page, then their link-in-bio page. */
export const memberPages = (slug: string): string[] => [memberPagePath(slug, 'landing'), memberPagePath(slug, 'bio')];

/** One set of pages' counts: per day, by source, campaign and device, and the field speed. */
function createScope(name: string, pages: readonly string[], readers: Readers) {
  return { pages, byDay: new Map<string, Counts>(), ...createBreakdown(readers, name), speed: createSpeed() };
}

export type Scope = ReturnType<typeof createScope>;

/** A path that looks like a file (a dot in its last segment): its 404 is no page. */
const looksLikeFile = (path: string) => /\.[^/]*$/.test(path);

/** The member a call-to-action id names, or the operator's scope. */
function scopeOfId(id: string): string {
  const { member } = splitCallToActionId(id);
  return member !== null && slugProblemOf(member) === null ? member : operatorScope;
}

/**
 * `pages`: the operator's; `ownHost`: the site's host (from the build), so that a view coming from one of its
 * own pages is no other site's.
 */
export function createTally(pages: readonly string[], ownHost: string | null = null) {
  const pageSet = new Set(pages);
  const readers = createReaders(ownHost);
  const { agentOf } = readers;
  const scopes = new Map<string, Scope>();
  const scopeOf = (name: string): Scope => {
    let scope = scopes.get(name);
    if (!scope) {
      scope = createScope(name, name === operatorScope ? pages : memberPages(name), readers);
      scopes.set(name, scope);
    }
    return scope;
  };
  scopeOf(operatorScope);
  /** The scope's counts of the request's day; a member's request is one of theirs too. */
  const countsOf = (scope: Scope, name: string, request: LoggedRequest): Counts => {
    let counts = scope.byDay.get(request.day);
    if (!counts) scope.byDay.set(request.day, (counts = emptyCounts(scope.pages)));
    if (name !== operatorScope) counts.requests += 1;
    return counts;
  };
  const withinRate = createRateLimit();
  const oneSource = createOneSource();
  /** A browser's GET of a page (200, or 304 from its cache) or of the 404 page: what clicks and beacons follow. */
  const load = (request: LoggedRequest) => {
    const { path, status } = request;
    const loaded = status === 200 || status === 304;
    const name = pageSet.has(path) ? operatorScope : loaded ? (memberPageOfPath(path)?.slug ?? null) : null;
    if (name === null ? status !== 404 || looksLikeFile(path) : !loaded) return;
    const agent = agentOf(request.userAgent);
    if (name !== null) {
      const scope = scopeOf(name);
      const counts = countsOf(scope, name, request);
      if (status === 200 && agent.bot) counts.botViews[path]! += 1;
      else if (status === 200) {
        counts.views[path]! += 1;
        scope.view(request, agent);
      }
    }
    if (!agent.bot) oneSource.view(request.day, request.client);
  };
  const ping = (request: LoggedRequest) => {
    const { status } = request;
    if (status !== 403 && (status < 200 || status > 299)) return;
    const id = request.path.slice(pingPathPrefix.length);
    const name = scopeOfId(id);
    const scope = scopeOf(name);
    const counts = countsOf(scope, name, request);
    const reasons = counts.setAsideClicks;
    if (status === 403) reasons.refused += 1;
    else if (agentOf(request.userAgent).bot) reasons.robots += 1;
    else if (!withinRate(request.client, `ping ${id}`, request.second)) reasons.overRate += 1;
    else {
      const count = () => {
        counts.clicks[id] = (counts.clicks[id] ?? 0) + 1;
        scope.click(request);
      };
      oneSource.judge('clicks', request.day, request.client, count, (reason) => (reasons[reason] += 1));
    }
  };
  const beacon = (request: LoggedRequest) => {
    const parsed = parseBeacon(request.query);
    const name = parsed?.member ?? operatorScope;
    const scope = scopeOf(name);
    const reasons = countsOf(scope, name, request).setAsideBeacons;
    const agent = agentOf(request.userAgent);
    // The rate is per page: each member's pages are pages of their own.
    const target = `speed ${name === operatorScope ? '' : `${name}/`}${parsed?.page}`;
    if (parsed === null) reasons.unreadable += 1;
    else if (!isOwnPage(request.referrer, ownHost)) reasons.notFromSite += 1;
    else if (agent.bot) reasons.robots += 1;
    else if (!withinRate(request.client, target, request.second)) reasons.overRate += 1;
    else {
      const count = () => scope.speed.add(parsed, agent.device);
      oneSource.judge('beacons', request.day, request.client, count, (reason) => (reasons[reason] += 1));
    }
  };
  return {
    scopes,
    scopeOf,
    /** Settles what waited for a page load: call once, after the last request. */
    end: () => oneSource.end(),
    add(request: LoggedRequest) {
      const operator = scopeOf(operatorScope);
      countsOf(operator, operatorScope, request).requests += 1;
      if (request.method === 'GET') load(request);
      else if (request.method !== 'POST') return;
      else if (request.path.startsWith(pingPathPrefix)) ping(request);
      else if (request.path === fieldSpeedPath && request.status === 204) beacon(request);
    },
  };
}

export type Tally = ReturnType<typeof createTally>;

export interface ReportContext {
  files: string[];
  since: string | null;
  until: string | null;
  /** The operator's pages. */
  pages: readonly string[];
  /** The build's table of calls to action (every page's); null when no build was found. */
  callsToAction: Record<string, string> | null;
  /** The live build's team members, each listed even without a visit; null when no build was found. */
  members?: MemberNames;
  unreadableLines?: UnreadableLines;
}

/**
 * The rows of the build's table that are one scope's own (the ids of its pages). A member's id the build no
 * longer has (a member removed since) is on their page where the operator's same id is on the operator's.
 */
function tableOf(table: Record<string, string> | null, name: string, clicked: string[]): Record<string, string> | null {
  if (table === null) return null;
  const own = Object.fromEntries(Object.entries(table).filter(([id]) => scopeOfId(id) === name));
  if (name === operatorScope) return own;
  for (const id of clicked) {
    const route = routedPages.find((page) => page.path === table[splitCallToActionId(id).id]);
    if (!Object.hasOwn(own, id) && route) own[id] = memberPagePath(name, route.id as MemberPageId);
  }
  return own;
}

/** One scope's figures over `days` (every day of the range; the scope's own are those it has counts for). */
function scopeReport(scope: Scope, name: string, days: readonly string[], context: ReportContext): Report {
  const { files, since, until, pages } = { ...context, pages: scope.pages };
  const own = days.filter((day) => scope.byDay.has(day));
  const total = emptyCounts(pages);
  for (const day of own) addInto(total, scope.byDay.get(day)!);
  const callsToAction = tableOf(context.callsToAction, name, Object.keys(total.clicks));
  return {
    files,
    since,
    until,
    from: days[0]!,
    to: days[days.length - 1]!,
    pages: [...pages],
    callsToAction,
    days: own.map((day) => ({ day, ...summarise(scope.byDay.get(day)!, pages, callsToAction) })),
    total: summarise(total, pages, callsToAction),
    ...breakdownRows(scope.breakdown),
    setAsideClicks: { ...total.setAsideClicks },
    speed: speedOf(
      scope.speed,
      routes.map((route) => route.id),
      total.setAsideBeacons,
    ),
    unreadableLines: { count: 0, impossibleDates: 0, first: null },
  };
}

/**
 * The whole report, days in order: the operator's own pages, the team table, and each member's own report;
 * null when no request fell in the range.
 */
export function reportOf(tally: Tally, context: ReportContext): Report | null {
  tally.end();
  const operator = tally.scopes.get(operatorScope)!;
  const days = [...operator.byDay.keys()].sort();
  if (days.length === 0) return null;
  const names = context.members ?? null;
  for (const slug of Object.keys(names ?? {})) tally.scopeOf(slug);
  const members: Record<string, Report> = {};
  for (const name of [...tally.scopes.keys()].sort()) {
    if (name === operatorScope) continue;
    const report = scopeReport(tally.scopes.get(name)!, name, days, context);
    members[name] = { ...report, member: reportMember(name, names) };
  }
  return {
    ...scopeReport(operator, operatorScope, days, context),
    unreadableLines: context.unreadableLines ?? { count: 0, impossibleDates: 0, first: null },
    team: teamTable(members),
    members,
  };
}
