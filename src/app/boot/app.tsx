// The app's chunk: every page (pages/all-pages.ts: the router moves between all three in place) and
// the code that hydrates them, evaluated after React (which the entry has evaluated in a task of its own,
// see start.ts). The site config is baked in by the build (site:config).
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '../App';
import { allPages } from '../pages/all-pages';
import { siteConfig } from 'site:config';
import { applyOperatorTexts } from '../content/operator-texts';
import { navigate } from '../router/history';
import { loadFieldSpeedAfterLoad } from '../field-speed/load-field-speed';

/**
 * Hydrates the prerendered page in `root`, or, when the visitor followed a link to `followed` on a
 * page that started the app on demand (on-demand.ts), renders that route in its place: the router
 * moves there as for any in-app link (history entry, scroll, timings from the move). `onStarted`
 * runs once the app is interactive.
 */
export function startApp(root: HTMLElement, followed: string | null, onStarted: () => void): void {
  // The baked config is the operator's: a member's page lays its own over it, from its data block
  // (src/app/member/member-data.ts names it: read here without importing it, as a module of its own
  // costs the app chunk more than this line; test/unit/member-data-block.test.ts keeps the two equal).
  const config = { ...siteConfig, ...JSON.parse(document.getElementById('member-page')?.textContent || '{}') };
  // The texts the prerender used, so the app renders the same HTML.
  applyOperatorTexts(config.texts);
  const app = <App config={config} pages={allPages} onHydrated={onStarted} />;
  if (followed !== null) {
    navigate(followed);
    createRoot(root).render(app);
    return;
  }
  // The document's own page: its field speed (an on-demand page's own script has loaded it already).
  loadFieldSpeedAfterLoad(document);
  // Hydrating as a transition lets React work in short slices and yield to the browser between
  // them, instead of one long task that blocks input on a slow phone (total blocking time).
  startTransition(() => {
    hydrateRoot(root, app);
  });
}
