// Build time only (the prerender's): a member's page config, from the operator's config and the
// member's profile, with everything the browser would otherwise compute made here once: the card's
// markup, the titles of their pages. The page carries it as a data block (member-data.ts).
import { renderToStaticMarkup } from 'react-dom/server';
import { memberCallToActionId, memberPagePaths, type MemberProfile } from '../../contracts/members';
import type { SiteConfig } from '../../settings/links';
import { memberPageMeta } from '../content/member';
import { MemberCard } from './MemberCard';
import { memberDataId, scriptJsonText } from './member-data';

export function memberSiteConfig(config: SiteConfig, member: MemberProfile): SiteConfig {
  return {
    ...config,
    registerHref: member.registerHref,
    chatHref: member.chatHref,
    member: {
      slug: member.slug,
      paths: memberPagePaths(member.slug),
      idPrefix: memberCallToActionId(member.slug, ''),
      titles: { landing: memberPageMeta('landing', member.name).title, bio: memberPageMeta('bio', member.name).title },
      card: renderToStaticMarkup(<MemberCard member={member} />),
    },
  };
}

/** The data block of a member's page, for its <head>: what its config adds to the baked one. */
export function memberDataHtml({ registerHref, chatHref, member }: SiteConfig): string {
  const data = scriptJsonText({ registerHref, chatHref, member });
  return `<script type="application/json" id="${memberDataId}">${data}</script>`;
}
