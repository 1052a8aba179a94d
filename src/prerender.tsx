// Build-time entry: renders one route to HTML. Bundled in the same esbuild pass as the browser
// entry so both share one copy of every CSS-module class map.
import { renderToString } from 'react-dom/server';
import { App } from './App';
import type { SiteConfig } from './config/links';
import { hero } from './content/hero';
import { pageMeta, type PageMeta } from './content/pages';
import { allPages } from './pages/all-pages';
import type { PreloadImage } from './document';
import { imageManifest } from 'site:images';
import type { PictureSlotName } from './content/image-slots';
import { srcsetOf } from './images/manifest';
import { routeFor } from './routes';

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

export function renderRoute(path: string, config: SiteConfig): RenderedRoute {
  const route = routeFor(path);
  const app = (pageSuspense: boolean) => <App config={config} pages={allPages} prerenderPath={path} pageSuspense={pageSuspense} />;
  const html = renderToString(app(true));
  if (html.includes('<!--$!-->')) {
    // renderToString turns an error inside a Suspense boundary into client rendering, silently:
    // render once more without the boundary, so the build stops with the page's own error.
    renderToString(app(false));
    throw new Error(`Prerendering ${path} failed inside the page's Suspense boundary.`);
  }
  return { html, meta: pageMeta[route], preloadImages: route === 'landing' ? [picturePreload(hero.video.posterSlot)] : [] };
}
