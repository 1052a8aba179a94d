// The team's pages: every member of the operator's team (a file site/equipe/<slug>.env) has a landing
// page at /<slug> and a link-in-bio page at /<slug>/bio, the operator's pages made with the member's
// links. The build, the server, the router and the report all read member addresses through this
// file, so the shape of those addresses is spelled once. Pure: no Node, no React.
import type { RouteId } from './routes';

/** A member's slug: the file's name, lower-case letters, digits and single hyphens, at most 40. */
export const memberSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const memberSlugMaxLength = 40;

/**
 * First path segments the site answers itself (pages, folders of files, the ping and beacon paths,
 * the health probe): a member named after one would be unreachable, so such a slug is refused.
 * Names with a dot never match the slug pattern, so files (`robots.txt`, `favicon.ico`) need no entry.
 */
export const reservedFirstSegments: ReadonlySet<string> = new Set([
  'bio',
  'assets',
  'media',
  'images',
  'sounds',
  'ping',
  'ritmo',
  'healthz',
  '404',
  'equipe',
]);

/** Why a slug cannot name a member, as a key the message catalogues word; null when it can. */
export type SlugProblem = 'shape' | 'length' | 'reserved';

export function slugProblemOf(slug: string): SlugProblem | null {
  if (slug.length > memberSlugMaxLength) return 'length';
  if (!memberSlugPattern.test(slug)) return 'shape';
  if (reservedFirstSegments.has(slug)) return 'reserved';
  return null;
}

/** The member pages: the operator's routed pages, under the member's slug. */
export type MemberPageId = Exclude<RouteId, 'not-found'>;

/** URL path of a member's page: /<slug> for the landing page, /<slug>/bio for the link-in-bio page. */
export const memberPagePath = (slug: string, page: MemberPageId): string =>
  page === 'landing' ? `/${slug}` : `/${slug}/bio`;

/** The member and page a URL path (no query) names by its shape, or null. Whether the member exists is the caller's. */
export function memberPageOfPath(path: string): { slug: string; page: MemberPageId } | null {
  const match = /^\/([^/]+)(\/bio)?$/.exec(path);
  if (!match || slugProblemOf(match[1]!) !== null) return null;
  return { slug: match[1]!, page: match[2] ? 'bio' : 'landing' };
}

/**
 * A member's call-to-action id: the operator's id (`hero/cadastro`) under the member's slug
 * (`maria/hero/cadastro`), so the build's table of ids says which member's page a click came from.
 * An operator's id has one slash, a member's two.
 */
export const memberCallToActionId = (slug: string, id: string): string => `${slug}/${id}`;

/** The member an id belongs to and the operator's id it copies; member null for the operator's own. */
export function splitCallToActionId(id: string): { member: string | null; id: string } {
  const parts = id.split('/');
  return parts.length === 3 ? { member: parts[0]!, id: `${parts[1]}/${parts[2]}` } : { member: null, id };
}

/**
 * What a member's pages show of the member: made by the build from site/equipe/<slug>.env and the
 * photo beside it, passed to the prerender, and carried by the page itself to the hydrated app.
 */
export interface MemberProfile {
  slug: string;
  /** As visitors read it: "Seu contato: Maria Souza". */
  name: string;
  /** The member's registration link (their sponsor code) and WhatsApp chat link, finished. */
  registerHref: string;
  chatHref: string;
  /**
   * The card's square photo, encoded by the build in AVIF and WebP at each width:
   * `/assets/<memberPhotoSlot(slug)>-<width>.<hash>.<format>` (src/app/images/manifest.ts: variantPath).
   * Absent without a photo: the card shows the name alone.
   */
  photo?: { hash: string; widths: number[] };
}

/** The picture slot name of a member's photo, as its encoded files are named. */
export const memberPhotoSlot = (slug: string): string => `equipe-${slug}`;
