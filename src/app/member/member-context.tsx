// Which member's pages the visitor is in (null on the operator's own): links, pings, the card, the
// routes and the titles follow it. One member per document: a member's pages only link to each other.
import { createContext, useContext } from 'react';
import { memberCallToActionId, memberPagePath, memberRouteFor, type MemberPageId } from '../../contracts/members';
import type { MemberProfile } from '../../contracts/members';
import { pathOf, routeFor, type RouteId } from '../../contracts/routes';
import type { SiteConfig } from '../../settings/links';

const MemberContext = createContext<MemberProfile | null>(null);

export const MemberProvider = MemberContext.Provider;

export const useMember = (): MemberProfile | null => useContext(MemberContext);

/** The operator's config with the member's links: every call to action reads its destination from it. */
export const memberConfig = (config: SiteConfig, member: MemberProfile): SiteConfig => ({
  ...config,
  registerHref: member.registerHref,
  chatHref: member.chatHref,
});

/** The page a path shows in the document of `member` (the operator's when null). */
export const routeIn = (path: string, member: MemberProfile | null): RouteId =>
  member ? memberRouteFor(path, member.slug) : routeFor(path);

/** The address of one of the pages the visitor is in: the member's own on a member's page. */
export function usePagePath(page: MemberPageId): string {
  const member = useMember();
  return member ? memberPagePath(member.slug, page) : pathOf(page);
}

/** The id a call to action is counted under: the member's copy of it on a member's page. */
export function useCountedId(id: string): string {
  const member = useMember();
  return member ? memberCallToActionId(member.slug, id) : id;
}
