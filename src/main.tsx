// Browser entry, deliberately tiny. The first paint never waits for JavaScript: this script only
// waits until the page has painted, then evaluates the rest in separate tasks with a yield between
// each, so no single task of ours blocks a tap for long on a slow phone:
//   1. React and react-dom (the floor any React page pays),
//   2. our app code and the current route's page (only that page: /bio never evaluates the landing
//      page's code),
//   3. hydration, which React itself slices into short tasks.
// Right after the paint, every chunk the page needs starts downloading at once (boot/chunks.ts).
import { routeFor } from './routes';
import { afterFirstPaint, yieldToBrowser } from './boot/yield';
import { preloadPageChunks } from './boot/chunks';
import { lazyPages, loadRoute, prefetchOtherRoutes } from './boot/page-loaders';
import './styles/global.css';

/**
 * Runs `task` once the browser is idle: the other routes' chunks are fetched then, so a later move
 * between routes renders at once. requestIdleCallback is missing in Safari; a second's wait does
 * the same there.
 */
function whenIdle(task: () => void): () => void {
  return () => {
    const idle = (globalThis as { requestIdleCallback?: (callback: () => void) => void }).requestIdleCallback;
    if (idle) idle(task);
    else setTimeout(task, 1000);
  };
}

async function boot(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element to hydrate.');
  await afterFirstPaint();
  preloadPageChunks();
  await yieldToBrowser();
  // The benchmark and the paint-order test read this mark: our evaluation starts here.
  performance.mark('evaluation-start');
  await import('./boot/react-runtime');
  await yieldToBrowser();
  const { hydrate } = await loadRoute(routeFor(window.location.pathname));
  await yieldToBrowser();
  hydrate(root, lazyPages, whenIdle(prefetchOtherRoutes));
}

void boot();
