// Build-time entry: renders one route to HTML. Bundled in the same esbuild pass as the browser
// entry so both share one copy of every CSS-module class map.
import { renderToString } from 'react-dom/server';
import { App } from './App';
import type { SiteConfig } from '../settings/links';
import { hero } from './content/hero';
import { applyOperatorTexts } from './content/operator-texts';
import { pageMeta, type PageMeta } from './content/pages';
import { memberPageMeta } from './content/member';
import { memberDataHtml, memberSiteConfig } from './member/member-page';
import { allPages } from './pages/all-pages';
import type { PreloadImage } from './document';
import { imageManifest } from 'site:images';
import type { PictureSlotName } from './content/image-slots';
import { srcsetOf } from './images/manifest';
import type { MemberProfile } from '../contracts/members';
import { routeIn, type RouteId } from '../contracts/routes';

export interface RenderedRoute {
  /** The page the path showed. */
  route: RouteId;
  html: string;
  meta: PageMeta;
  /** Images above the fold, for <link rel="preload" fetchpriority="high">. */
  preloadImages: PreloadImage[];
  /**
   * A member's page only: the data block that carries the member to the browser, for the page's
   * <head> (src/app/member/member-data.ts); memberHeadHtml (src/app/seo/head-tags.ts) includes it.
   */
  memberData?: string;
}

/** A picture's preload: the same candidates and sizes as its <picture>'s AVIF source. */
function picturePreload(slot: PictureSlotName): PreloadImage {
  const entry = imageManifest.pictures[slot];
  return { type: 'image/avif', srcset: srcsetOf(slot, entry, 'avif'), sizes: entry.sizes };
}

/**
 * One page's HTML. Without `member`, `path` is the operator's route path ('/', '/bio', or
 * notFoundRenderPath for the 404 page). With `member`, `path` is the member's own URL path,
 * memberPagePath(member.slug, 'landing' | 'bio') ('/maria', '/maria/bio'), or
 * any other path under the slug ('/maria/404') for the member's 404 page (its way back leads to /maria):
 * the page the browser will hydrate at that address, every link, ping, title and the card made
 * from the member's profile (their links replace config's registerHref and chatHref). A member's
 * document needs memberHeadHtml(siteUrl, member, result) in its head: it carries the member.
 */
export function renderRoute(path: string, config: SiteConfig, member?: MemberProfile): RenderedRoute {
  const pageConfig = member ? memberSiteConfig(config, member) : config;
  const route = routeIn(path, pageConfig.member?.paths);
  applyOperatorTexts(config.texts);
  const html = renderToString(<App config={pageConfig} pages={allPages} prerenderPath={path} />);
  return {
    route,
    html,
    meta: member ? memberPageMeta(route, member.name) : pageMeta(route),
    preloadImages: route === 'landing' ? [picturePreload(hero.video.posterSlot)] : [],
    ...(member && { memberData: memberDataHtml(pageConfig) }),
  };
}
