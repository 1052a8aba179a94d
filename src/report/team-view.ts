// The team table in the operator's words, in the terminal and on the HTML page: a row per member
// (their name, views of their landing page and their bio, registration and WhatsApp clicks,
// click-through), most registration clicks first, the team's total last, and what it means. Nothing
// when the site has no team.
import { messages } from '../messages/catalogue';
import { escapeHtml, integer, memberLabel, pageLabel, percent } from './labels';
import type { Report, TeamFigures } from './report-shape';

const figureCells = (figures: TeamFigures): string[] => [
  integer(figures.views.landing),
  integer(figures.views.bio),
  integer(figures.registrations),
  integer(figures.whatsapp),
  percent(figures.clickThrough),
];

/** The header, the rows (each member, then the total) and the notes; null without a team. */
export function teamSection(report: Report): { header: string[]; rows: string[][]; notes: string[] } | null {
  const team = report.team;
  if (!team || team.rows.length === 0) return null;
  const text = messages().team;
  const { viewsOf, ctr } = messages().report;
  const rows = team.rows.map((row) => [memberLabel(row), ...figureCells(row)]);
  rows.push([text.total, ...figureCells(team.total)]);
  const setAside = team.total.setAsideClicks > 0 ? [text.setAside(integer(team.total.setAsideClicks))] : [];
  return {
    header: [text.member, viewsOf(pageLabel('/')), viewsOf(pageLabel('/bio')), text.registrations, text.whatsapp, ctr],
    rows,
    notes: [...text.notes, ...setAside],
  };
}

/**
 * The table on the HTML page, narrow enough for a phone: views and clicks grouped under one header each,
 * the pages and destinations below, the total in bold.
 */
export function teamHtml(report: Report): string {
  const section = teamSection(report);
  if (!section) return '';
  const text = messages().team;
  const { views, ctr } = messages().report;
  const th = (content: string, attributes: string) => `<th${attributes}>${escapeHtml(content)}</th>`;
  const head =
    `<tr>${th(text.member, ' rowspan="2" scope="col"')}${th(views, ' colspan="2" scope="colgroup"')}` +
    `${th(text.clicksGroup, ' colspan="2" scope="colgroup"')}${th(ctr, ' rowspan="2" scope="col"')}</tr><tr>` +
    [pageLabel('/'), pageLabel('/bio'), text.registrationsShort, text.whatsappShort]
      .map((name) => th(name, ' scope="col"'))
      .join('') +
    '</tr>';
  const body = section.rows.map((cells, index) => {
    const total = index === section.rows.length - 1 ? ' class="total"' : '';
    return `<tr${total}>${cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`;
  });
  const notes = section.notes.map((note) => `<p class="notes">${escapeHtml(note)}</p>`).join('');
  return (
    `<h2>${escapeHtml(text.title)}</h2><div class="scroll"><table class="days team"><thead>${head}</thead>` +
    `<tbody>${body.join('')}</tbody></table></div>${notes}`
  );
}
