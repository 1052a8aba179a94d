// What the operator reads for each row of the source, campaign and device tables, in their
// language: the same words in the terminal and on the HTML page (each escapes them its own way).
import { messages } from '../messages/catalogue';
import { currentLanguage } from '../messages/language';
import type { CampaignRow, DeviceRow, Rates, SourceRow } from './breakdown';
import { cutName, withoutInvisible } from './campaigns';
import { bioQrCampaign } from '../contracts/site-format';
import { memberPageOfPath, splitCallToActionId } from '../contracts/members';
import { pathOf } from '../contracts/routes';
import type { Report, ReportMember } from './report-shape';

/** Rows shown in the text and on the page; every row is in --json. */
export const shownRows = 15;

/** A name from the log, as text that cannot drive a terminal or hide itself: invisible characters shown as ?, cut. */
export const safeName = (name: string): string => cutName(withoutInvisible(name, '?'));

export function sourceLabel(row: SourceRow): string {
  const name = messages().report.sourceNames[row.source];
  return row.source === 'site' ? `${name}: ${safeName(row.host ?? '?')}` : name;
}

export function campaignLabel(row: CampaignRow): string {
  const text = messages().report;
  if (row.other) return text.otherCampaigns;
  const tags = [row.source, row.medium].filter(Boolean).map(safeName).join(' / ');
  if (!row.name) return tags || text.noCampaign;
  // The build's QR code for flyers and the counter carries this campaign: said as what it is.
  if (row.name === bioQrCampaign && !tags) return text.printedQrCampaign(bioQrCampaign);
  return tags ? `${safeName(row.name)} (${tags})` : safeName(row.name);
}

export const deviceLabel = (row: DeviceRow): string => messages().report.deviceNames[row.device];

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text as the HTML page writes it: a hostile name in the log stays text. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => entities[char]!);

/** Figures written the operator's way: 1.234 and 12,5% in Portuguese, 1,234 and 12.5% in English. */
export const integer = (value: number) => value.toLocaleString(currentLanguage());
export const percent = (rate: number | null) =>
  rate === null
    ? '–'
    : `${(rate * 100).toLocaleString(currentLanguage(), { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;

/** The rows to show, and how many more the table holds. */
export function firstRows<T extends Rates>(rows: readonly T[]): { rows: T[]; more: number } {
  return { rows: rows.slice(0, shownRows), more: Math.max(0, rows.length - shownRows) };
}

/**
 * A page as the column headers name it ('/' → início; a member's /maria too, in their own report); a path the
 * catalogue does not know, as it is.
 */
export function pageLabel(path: string): string {
  const { pageNames } = messages().report;
  const memberPage = memberPageOfPath(path);
  return pageNames[path] ?? (memberPage ? pageNames[pathOf(memberPage.page)] : undefined) ?? path;
}

/**
 * A call to action in words (hero/cadastro → Topo da página: cadastro; a member's maria/hero/cadastro the
 * same); an id the catalogue does not know (an older build's), as it is.
 */
export const callToActionLabel = (id: string): string => {
  const names = messages().report.callToActionNames;
  return names[id] ?? names[splitCallToActionId(id).id] ?? safeName(id);
};

/** A team member as the operator reads them: their name, else their slug (said when removed since). */
export function memberLabel(member: ReportMember): string {
  if (member.name !== null) return safeName(member.name);
  return member.removed ? messages().team.removed(member.slug) : member.slug;
}

/** The report's title: the operator's, or the member's whose report it is. */
export const reportTitle = (report: Report): string =>
  report.member ? messages().team.memberTitle(memberLabel(report.member)) : messages().report.title;

/** The per-day table's columns: the day, views per page, bots, clicks, click-through per page. */
export function dayTableHeader(pages: readonly string[]): string[] {
  const text = messages().report;
  return [
    text.day,
    ...pages.map((page) => text.viewsOf(pageLabel(page))),
    text.botsAndPreviews,
    text.clicks,
    ...pages.map((page) => text.ctrOf(pageLabel(page))),
  ];
}
