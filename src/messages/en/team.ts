// The team in the report (npm run report): the members side by side and one member's own report
// (--member); and a member's QR code (npm run qr -- --member).
import type { team as portuguese } from '../pt-BR/team';

/** How many names a message lists at most. */
const listed = 10;
const someOf = (known: string[]) =>
  known.length > listed ? `${known.slice(0, listed).join(', ')} and ${known.length - listed} more` : known.join(', ');

export const team: typeof portuguese = {
  title: 'Team: each member side by side, most registration clicks first',
  member: 'Member',
  registrations: 'Register clicks',
  whatsapp: 'WhatsApp clicks',
  clicksGroup: 'Clicks',
  registrationsShort: 'register',
  whatsappShort: 'WhatsApp',
  total: 'Team (total)',
  removed: (slug) => `${slug} (no longer on the site)`,
  notes: [
    'Each member has /name and /name/bio (site/equipe/name.env). The home and bio views and clicks above are ' +
      'your own pages only; "Team (total)" adds up the members, and the whole site is the two together.',
    "A member's full report (sources, campaigns, devices, speed), to send them: npm run report -- --member name " +
      '--html relatorio-name.html <log files>.',
  ],
  setAside: (count) =>
    `${count} clicks on the team's pages not counted (forged or repeated): each member's report gives the reason.`,
  memberTitle: (name) => `Access report of ${name}`,
  memberNeedsSlug:
    "Name the member after --member: their file's name in site/equipe/, without .env (e.g. --member maria).",
  unknownMember: (got, nearest, known) =>
    `${got} is not a team member: neither the live site (site/equipe/) nor the logs given have that name.` +
      (nearest.length > 0 ? ` Did you mean ${nearest.join(', ')}?` : '') +
      (known.length > 0 ? ` Members: ${someOf(known)}.` : ' No member on the live site or in the logs.'),
  memberHtmlWritten: (name, file) =>
    `Report of ${name} written to ${file}: send them that file (it opens in a browser, offline too; it holds ` +
      `${name}'s pages' figures only).`,
  qrUsage: `  npm run qr -- --member <name> [campaign]   e.g. npm run qr -- --member maria saturday-fair
  Writes a team member's /name/bio QR code (with ?c=<campaign> when given) into site/qr/equipe/name/.`,
  qrUnknownMember: (got, nearest, known) =>
    `${got} is not a member of the live site (the files of site/equipe/ the last npm run build published).` +
      (nearest.length > 0 ? ` Did you mean ${nearest.join(', ')}?` : '') +
      (known.length > 0
        ? ` Members: ${someOf(known)}.`
        : ' The live site has no member: create site/equipe/<name>.env and run npm run build.'),
  qrWritten: (name, svg, png, address) =>
    `QR code of ${name} written to:\n  ${svg}\n  ${png}\nIt leads to ${address}; its visits and clicks go into ` +
      `${name}'s report (npm run report -- --member).`,
};
