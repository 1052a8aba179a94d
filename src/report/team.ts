// The team table: each member's views, registration and WhatsApp clicks and click-through side by
// side, from their own reports (tally.ts counts each member apart), most registration clicks first,
// with the team's total under it. Members come from the live build's build.json and from the logs:
// one removed since keeps the figures their pages had, under their slug.
import { memberPagePath, splitCallToActionId } from '../contracts/members';
import { sum } from './counts';
import type { Report, ReportMember, TeamFigures, TeamRow, TeamTable } from './report-shape';

/** The live build's members (slug → name); null when no build was found. */
export type MemberNames = Record<string, { name: string }> | null;

export function reportMember(slug: string, names: MemberNames): ReportMember {
  return { slug, name: names?.[slug]?.name ?? null, removed: names !== null && !Object.hasOwn(names, slug) };
}

const rate = (clicks: number, views: number) => (views ? clicks / views : null);

/** Where a call to action leads: the part of its id after the page's part (cadastro, whatsapp). */
const destinationOf = (id: string) => splitCallToActionId(id).id.split('/')[1];

function figuresOf(slug: string, report: Report): TeamFigures {
  const { views, clicks, setAsideClicks } = report.total;
  const landing = views[memberPagePath(slug, 'landing')] ?? 0;
  const bio = views[memberPagePath(slug, 'bio')] ?? 0;
  const clicksTo = (destination: string) =>
    sum(Object.fromEntries(Object.entries(clicks).filter(([id]) => destinationOf(id) === destination)));
  return {
    views: { landing, bio },
    registrations: clicksTo('cadastro'),
    whatsapp: clicksTo('whatsapp'),
    clicks: sum(clicks),
    clickThrough: rate(sum(clicks), landing + bio),
    setAsideClicks: sum(setAsideClicks),
  };
}

const teamOrder = (a: TeamRow, b: TeamRow) =>
  b.registrations - a.registrations ||
  b.whatsapp - a.whatsapp ||
  b.views.landing + b.views.bio - (a.views.landing + a.views.bio) ||
  a.slug.localeCompare(b.slug);

/** The table of `members` (slug → their report, `member` set). */
export function teamTable(members: Record<string, Report>): TeamTable {
  const rows = Object.entries(members)
    .map(([slug, report]): TeamRow => ({ ...report.member!, ...figuresOf(slug, report) }))
    .sort(teamOrder);
  const total = (pick: (row: TeamRow) => number) => rows.reduce((all, row) => all + pick(row), 0);
  const views = { landing: total((row) => row.views.landing), bio: total((row) => row.views.bio) };
  const clicks = total((row) => row.clicks);
  return {
    rows,
    total: {
      views,
      registrations: total((row) => row.registrations),
      whatsapp: total((row) => row.whatsapp),
      clicks,
      clickThrough: rate(clicks, views.landing + views.bio),
      setAsideClicks: total((row) => row.setAsideClicks),
    },
  };
}
