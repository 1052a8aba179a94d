// Views and clicks over the whole range by source, campaign and device. A click (a ping) is
// credited to the page view it followed: the last one from the same address and browser
// (User-Agent), remembered for a bounded number of recent visitors. Its campaign comes from the
// page URL in its Referer field when the log has one (the Node server writes the browser's
// Ping-From there, query included), else from that view. Nothing is followed across visits: the
// report keeps no identifier once it ends.
import { CappedCounts, type ViewsAndClicks } from './capped-counts';
import { campaignOf, noCampaign, refererQuery, type Campaign } from './campaigns';
import { deviceKeyOf, deviceKeys, type DeviceKey } from './devices';
import { isBotOrPreview } from './bots';
import { memo } from './memo';
import type { LoggedRequest } from './parse';
import { inAppBrowserOf, referrerHost, sourceOf, type Source } from './sources';

/** Names kept per table (campaigns, referring sites); the rest under "other". */
export const namesCap = 500;
/** Page views remembered to credit the clicks that follow them to their source. */
export const recentViewsCap = 5_000;

export interface Breakdown {
  sources: CappedCounts<Source>;
  campaigns: CappedCounts<Campaign>;
  devices: Record<DeviceKey, ViewsAndClicks>;
  /** Clicks whose page view was not found (its log not given, or long before). */
  unmatchedClicks: number;
}

const sourceKey = (source: Source) => (source.source === 'site' ? `site:${source.host}` : source.source);
const campaignKey = (campaign: Campaign) => `${campaign.name}\n${campaign.source}\n${campaign.medium}`;

/** What one User-Agent tells, worked out once per distinct User-Agent. */
export interface Agent {
  bot: boolean;
  device: DeviceKey;
  app: Source['source'] | null;
  /** Its source when the request has no Referer: its app, or direct. */
  withoutReferrer: Keyed<Source>;
}

interface Keyed<T> {
  item: T;
  key: string;
}

const keyedSource = (source: Source): Keyed<Source> => ({ item: source, key: sourceKey(source) });

interface RecentView {
  source: Keyed<Source>;
  campaign: Keyed<Campaign>;
}

/**
 * What a log line's User-Agent, Referer and query tell, worked out once per distinct value, and the recent
 * page views: shared by every breakdown of the report (the operator's and each team member's), so memory
 * stays bounded however many members there are.
 */
export function createReaders(ownHost: string | null) {
  return {
    /** Visitor on a set of pages → their last view's source and campaign, in the order first seen. */
    recentViews: new Map<string, RecentView>(),
    agentOf: memo((userAgent): Agent => ({
      bot: isBotOrPreview(userAgent),
      device: deviceKeyOf(userAgent),
      app: inAppBrowserOf(userAgent),
      withoutReferrer: keyedSource(sourceOf('-', userAgent, ownHost)),
    })),
    sourceByReferrer: memo((referrer) => keyedSource(sourceOf(referrer, '', ownHost))),
    campaignOfQuery: memo((query): Keyed<Campaign> => {
      const campaign = campaignOf(query);
      return { item: campaign, key: campaignKey(campaign) };
    }),
  };
}

export type Readers = ReturnType<typeof createReaders>;

/**
 * One set of pages' views and clicks by source, campaign and device. `readers`: createReaders, shared;
 * `pages`: what names this set of pages among them.
 */
export function createBreakdown({ agentOf, sourceByReferrer, campaignOfQuery, recentViews }: Readers, pages = '') {
  const breakdown: Breakdown = {
    sources: new CappedCounts<Source>(namesCap),
    campaigns: new CappedCounts<Campaign>(namesCap),
    devices: Object.fromEntries(deviceKeys.map((key) => [key, { views: 0, clicks: 0 }])) as Breakdown['devices'],
    unmatchedClicks: 0,
  };
  const visitorKey = (request: LoggedRequest) => `${pages} ${request.client} ${request.userAgent}`;
  const count = (source: Keyed<Source>, campaign: Keyed<Campaign>, agent: Agent, what: 'views' | 'clicks') => {
    breakdown.sources.entry(source.key, () => source.item)[what] += 1;
    breakdown.campaigns.entry(campaign.key, () => campaign.item)[what] += 1;
    breakdown.devices[agent.device][what] += 1;
  };

  return {
    breakdown,
    /** A page view by a browser (`agent`: agentOf its User-Agent). */
    view(request: LoggedRequest, agent: Agent): void {
      const { referrer } = request;
      const source = referrer === '-' || referrer === '' ? agent.withoutReferrer : sourceByReferrer(referrer);
      const campaign = campaignOfQuery(request.query);
      count(source, campaign, agent, 'views');
      // Remembered in the order first seen; the oldest goes first past the cap.
      recentViews.set(visitorKey(request), { source, campaign });
      if (recentViews.size > recentViewsCap) recentViews.delete(recentViews.keys().next().value!);
    },
    click(request: LoggedRequest): void {
      const agent = agentOf(request.userAgent);
      const viewed = recentViews.get(visitorKey(request));
      if (viewed === undefined) breakdown.unmatchedClicks += 1;
      const source = viewed?.source ?? keyedSource(agent.app ? { source: agent.app } : { source: 'unknown' });
      // The page's own link names the campaign; a page reached inside the site (its query gone) keeps its view's.
      const fromPage = referrerHost(request.referrer) === null ? null : campaignOfQuery(refererQuery(request.referrer));
      const campaign = fromPage && fromPage.item !== noCampaign ? fromPage : (viewed?.campaign ?? campaignOfQuery(''));
      count(source, campaign, agent, 'clicks');
    },
  };
}

export interface Rates extends ViewsAndClicks {
  /** clicks ÷ views; null without views. */
  clickThrough: number | null;
}

export type SourceRow = Rates & { source: Source['source'] | 'other'; host?: string };
export type CampaignRow = Rates & Campaign & { other?: true };
export type DeviceRow = Rates & { device: DeviceKey };

const rated = (counts: ViewsAndClicks): Rates => ({
  views: counts.views,
  clicks: counts.clicks,
  clickThrough: counts.views ? counts.clicks / counts.views : null,
});
const mostViewed = (a: Rates, b: Rates) => b.views - a.views || b.clicks - a.clicks;

/** The tables as the report shows them: most viewed first, "other" last (only when something was folded). */
export function breakdownRows(breakdown: Breakdown): {
  sources: SourceRow[];
  campaigns: CampaignRow[];
  devices: DeviceRow[];
  unmatchedClicks: number;
} {
  const { sources, campaigns, devices } = breakdown;
  const sourceRows: SourceRow[] = [...sources.byKey.values()]
    .map(({ item, ...counts }) => ({ ...item, ...rated(counts) }))
    .sort(mostViewed);
  if (sources.folded > 0) sourceRows.push({ source: 'other', ...rated(sources.other) });
  const campaignRows: CampaignRow[] = [...campaigns.byKey.values()]
    .map(({ item, ...counts }) => ({ ...item, ...rated(counts) }))
    .sort(mostViewed);
  if (campaigns.folded > 0)
    campaignRows.push({ name: '', source: '', medium: '', other: true, ...rated(campaigns.other) });
  const deviceRows = deviceKeys
    .map((device) => ({ device, ...rated(devices[device]) }))
    .filter((row) => row.views + row.clicks > 0);
  return {
    sources: sourceRows,
    campaigns: campaignRows,
    devices: deviceRows,
    unmatchedClicks: breakdown.unmatchedClicks,
  };
}
