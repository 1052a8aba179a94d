// Build-time entry: renders one route to HTML. Bundled in the same esbuild pass as the browser
// entry so both share one copy of every CSS-module class map.
import { renderToString } from 'react-dom/server';
import { App } from './App';
import type { SiteConfig } from '../settings/links';
import { hero } from './content/hero';
import { applyOperatorTexts } from './content/operator-texts';
import type { PageMeta } from './content/pages';
import { pageMetaIn } from './content/member';
import { routeIn } from './member/member-context';
import { allPages } from './pages/all-pages';
import type { PreloadImage } from './document';
import { imageManifest } from 'site:images';
import type { PictureSlotName } from './content/image-slots';
import { srcsetOf } from './images/manifest';
import type { MemberProfile } from '../contracts/members';

export interface RenderedRoute {
  html: string;
  meta: PageMeta;
  /** Images above the fold, for <link rel="preload" fetchpriority="high">. */
  preloadImages: PreloadImage[];
}

/** A picture's preload: the same candidates and sizes as its <picture>'s AVIF source. */
function picturePreload(slot: PictureSlotName): PreloadImage {
  const entry = imageManifest.pictures[slot];
  return { type: 'image/avif', srcset: srcsetOf(slot, entry, 'avif'), sizes: entry.sizes };
}

/**
 * One page's HTML. Without `member`, `path` is the operator's route path ('/', '/bio', or
 * notFoundRenderPath for the 404 page). With `member`, `path` is the member's own URL path,
 * memberPagePath(member.slug, 'landing' | 'bio') ('/maria', '/maria/bio'): the page the browser will
 * hydrate at that address, every link made from the member's profile.
 */
export function renderRoute(path: string, config: SiteConfig, member?: MemberProfile): RenderedRoute {
  const route = routeIn(path, member ?? null);
  applyOperatorTexts(config.texts);
  const html = renderToString(<App config={config} member={member} pages={allPages} prerenderPath={path} />);
  return {
    html,
    meta: pageMetaIn(route, member ?? null),
    preloadImages: route === 'landing' ? [picturePreload(hero.video.posterSlot)] : [],
  };
}
