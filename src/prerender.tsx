// Build-time entry: renders one route to HTML. Bundled in the same esbuild pass as the browser
// entry so both share one copy of every CSS-module class map.
import { renderToString } from 'react-dom/server';
import { App } from './App';
import type { SiteConfig } from './config/links';
import { pageMeta, type PageMeta } from './content/pages';
import { routeFor } from './routes';

export function renderRoute(path: string, config: SiteConfig): { html: string; meta: PageMeta } {
  const html = renderToString(<App config={config} prerenderPath={path} />);
  return { html, meta: pageMeta[routeFor(path)] };
}
