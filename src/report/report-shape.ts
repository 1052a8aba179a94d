// What the report holds: the operator's own pages' figures, the team table, and each team member's
// figures in the same shape (a member's own report is one of them). The JSON output is this object.
import type { CampaignRow, DeviceRow, SourceRow } from './breakdown';
import type { SetAsideClicks, Summary } from './counts';
import type { Speed } from './field-speed';

export interface Report {
  files: string[];
  /** The bounds the command gave (YYYY-MM-DD, both counted), or null. */
  since: string | null;
  until: string | null;
  /** The first and last day with a request in the range (any page's: a member's report spans the same). */
  from: string;
  to: string;
  pages: string[];
  /** The table the clicks were assigned to pages with (these pages' ids only); null when no build was found. */
  callsToAction: Record<string, string> | null;
  /** The days with a request of these pages (the operator's: every day with a request). */
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
  /** Lines of the files that were set aside, unread (build-report.ts); none in a member's report. */
  unreadableLines: UnreadableLines;
  /** In a team member's report: whose it is. */
  member?: ReportMember;
  /** In the operator's report: the team side by side (team.ts), and each member's report by slug. */
  team?: TeamTable;
  members?: Record<string, Report>;
}

export interface ReportMember {
  slug: string;
  /** As the live build's site/equipe/<slug>.env names them; null when the live build does not list them. */
  name: string | null;
  /** True when a build was found and no longer lists them (their pages removed since the log was written). */
  removed: boolean;
}

/** Lines set aside unread: no access log lines (half a line a full disk left, another file's), or impossible times. */
export interface UnreadableLines {
  count: number;
  /** Of them, lines in the right form whose date or time cannot be (parse.ts). */
  impossibleDates: number;
  /** The first of them: its file, its number (from 1), why, and its text as shown (cut, escaped). */
  first: { file: string; line: number; reason: 'date' | 'format'; text: string } | null;
}

/** One member's figures side by side with the others'. */
export interface TeamFigures {
  /** Views of /<slug> and of /<slug>/bio by browsers. */
  views: { landing: number; bio: number };
  /** Clicks on their registration links (ids …/cadastro) and their WhatsApp links (…/whatsapp). */
  registrations: number;
  whatsapp: number;
  /** Every click on their pages, and those ÷ every view of them (null without a view). */
  clicks: number;
  clickThrough: number | null;
  /** Pings on their pages not counted as clicks (forged or repeated), every reason together. */
  setAsideClicks: number;
}

export type TeamRow = ReportMember & TeamFigures;

export interface TeamTable {
  /** Most registration clicks first; then WhatsApp clicks, views, slug. */
  rows: TeamRow[];
  /** The team's members together: the operator's own pages are not in it. */
  total: TeamFigures;
}
