// Browser entry: hydrate the prerendered page. The site config is baked in by the build.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';
import type { SiteConfig } from './config/links';
import './styles/global.css';

declare const __SITE_CONFIG__: SiteConfig;

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to hydrate.');
// Marks the moment the page is interactive: tests wait for the attribute, the benchmark reads the mark.
const markHydrated = () => {
  root.setAttribute('data-hydrated', '');
  performance.mark('hydrated');
};
// Hydrating as a transition lets React work in short slices and yield to the browser between
// them, instead of one long task that blocks input on a slow phone (total blocking time).
startTransition(() => {
  hydrateRoot(root, <App config={__SITE_CONFIG__} onHydrated={markHydrated} />);
});
