// The little the app itself does for a member's page (SiteConfig's `member`, laid over the baked
// config by the page's data block): the rest was made at build time (member-page.tsx).
import { memberCallToActionId, memberPagePath, memberRouteFor } from '../../contracts/members';
import { routeFor, type RouteId } from '../../contracts/routes';
import type { MemberPageConfig } from '../../settings/links';
import { useSiteConfig } from '../ui/SiteConfigContext';

/** The page a path shows: on a member's page, one of theirs or the 404 page. */
export const routeIn = (path: string, member?: MemberPageConfig): RouteId =>
  member ? memberRouteFor(path, member.slug) : routeFor(path);

/** The landing page the visitor is in: the member's own on a member's page. */
export const landingPathIn = (member?: MemberPageConfig): string => (member ? memberPagePath(member.slug, 'landing') : '/');

/** The id a call to action is counted under: the member's copy of it on a member's page. */
export const countedIdIn = (id: string, member?: MemberPageConfig): string =>
  member ? memberCallToActionId(member.slug, id) : id;

/** The member's card (its markup made by the build: member-page.tsx), on a member's page only. */
export function MemberCardSlot() {
  const { member } = useSiteConfig();
  return member ? <div dangerouslySetInnerHTML={{ __html: member.card }} /> : null;
}
