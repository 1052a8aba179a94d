// --member: one team member's own report, out of the whole one (tally.ts counts each member apart):
// their views, clicks, sources, campaigns, devices and field speed, nothing of the operator's or of
// another member's, to send them. A slug neither the live build nor the logs know is a wrong command,
// said with the known slugs nearest to it.
import { messages } from '../messages/catalogue';
import { nearestNames } from '../settings/nearest-name';
import { memberLabel } from './labels';
import type { Report } from './report-shape';

/** The message saying `slug` names no member, with the `known` slugs nearest to it. */
export function unknownMember(slug: string, known: string[]): string {
  const nearest = nearestNames(slug, known, 3, (text) => text.toLowerCase());
  return messages().team.unknownMember(JSON.stringify(slug), nearest, known);
}

/** The member's report, or the message naming the known members nearest to `slug`. */
export function memberReportOf(report: Report, slug: string): Report | string {
  const members = report.members ?? {};
  return Object.hasOwn(members, slug) ? members[slug]! : unknownMember(slug, Object.keys(members));
}

/** The line saying where the HTML page was written: the operator's, or the member's to send them. */
export function writtenLine(report: Report, file: string): string {
  if (!report.member) return messages().report.htmlWritten(file);
  return messages().team.memberHtmlWritten(memberLabel(report.member), file);
}
