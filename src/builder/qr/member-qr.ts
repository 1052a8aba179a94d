// npm run qr -- --member <slug> [campaign]: a team member's QR code, for their own flyers and cards. It
// leads to their link-in-bio page on the live build's SITE_URL (with ?c=<campaign> when given, so their
// report tells that printed piece apart) and is written beside the operator's codes, in a folder of the
// member's own: site/qr/equipe/<slug>/, easy to send them whole.
import { join } from 'node:path';
import { absoluteUrl } from '../../app/seo/head-tags';
import { memberPagePath } from '../../contracts/members';
import type { BuildInfo } from '../../contracts/site-format';
import { messages } from '../../messages/catalogue';
import { nearestNames } from '../../settings/nearest-name';
import type { QrImages } from './qr-code';

/** The address a member's QR code leads to: SITE_URL/<slug>/bio, with ?c=<campaign> when given. */
export function memberQrAddress(siteUrl: string, slug: string, campaign: string | null): string {
  const address = new URL(absoluteUrl(siteUrl, memberPagePath(slug, 'bio')));
  if (campaign !== null) address.searchParams.set('c', campaign);
  return address.href;
}

/** The member's folder inside the operator's QR folder (site/qr/), and the code's file names there. */
export function memberQrPlace(qrFolder: string, slug: string, campaign: string | null): { folder: string } & QrImages {
  const name = campaign === null ? 'qr-bio' : `qr-bio-${campaign}`;
  return { folder: join(qrFolder, 'equipe', slug), svg: `${name}.svg`, png: `${name}.png` };
}

/** The member's name as the live build publishes them, or the message naming the members nearest to `slug`. */
export function liveMemberName(info: BuildInfo, slug: string): { name: string } | { error: string } {
  const members = info.members ?? {};
  if (Object.hasOwn(members, slug)) return { name: members[slug]!.name };
  const known = Object.keys(members).sort();
  const nearest = nearestNames(slug, known, 3, (text) => text.toLowerCase());
  return { error: messages().team.qrUnknownMember(JSON.stringify(slug), nearest, known) };
}
