// Build-time entry: renders one route to HTML. Bundled in the same esbuild pass as the browser
// entry so both share one copy of every CSS-module class map.
import { renderToString } from 'react-dom/server';
import { App } from './App';
import type { SiteConfig } from './config/links';
import { hero } from './content/hero';
import { pageMeta, type PageMeta } from './content/pages';
import { allPages } from './pages/all-pages';
import { routeFor } from './routes';

export interface RenderedRoute {
  html: string;
  meta: PageMeta;
  /** Images above the fold, for <link rel="preload" fetchpriority="high">. */
  preloadImages: string[];
}

export function renderRoute(path: string, config: SiteConfig): RenderedRoute {
  const route = routeFor(path);
  const html = renderToString(<App config={config} pages={allPages} prerenderPath={path} />);
  return { html, meta: pageMeta[route], preloadImages: route === 'landing' ? [hero.video.poster.src] : [] };
}
