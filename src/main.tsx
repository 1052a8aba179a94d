// Browser entry: hydrate the prerendered page. The site config is baked in by the build.
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';
import type { SiteConfig } from './config/links';
import './styles/global.css';

declare const __SITE_CONFIG__: SiteConfig;

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to hydrate.');
hydrateRoot(root, <App config={__SITE_CONFIG__} onHydrated={() => root.setAttribute('data-hydrated', '')} />);
