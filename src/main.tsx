// Browser entry, deliberately tiny. The first paint never waits for JavaScript: this script only
// waits until the page has painted (its main picture too), then evaluates the rest in separate
// tasks with a yield between each, so no single task of ours blocks a tap for long on a slow phone:
//   1. React and react-dom (the floor any React page pays), a script of their own,
//   2. the app: every page and the hydration code (src/boot/app.tsx),
//   3. hydration, which React itself slices into short tasks.
// Right after the paint, both scripts start downloading at once (boot/chunks.ts), and the
// rendering held back from the first paint (boot/booting.ts) is let go meanwhile. This file must
// import nothing the app imports: the build refuses a shared chunk (one more request).
import { afterFirstPaint, afterMainPicturePainted, yieldToBrowser } from './boot/yield';
import { releaseHeldRendering } from './boot/booting';
import { preloadPageChunks } from './boot/chunks';
import './styles/global.css';

async function boot(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element to hydrate.');
  await afterFirstPaint();
  await afterMainPicturePainted();
  preloadPageChunks();
  releaseHeldRendering();
  await yieldToBrowser();
  // The benchmark and the paint-order test read this mark: our evaluation starts here.
  performance.mark('evaluation-start');
  await import('react-dom/client');
  await yieldToBrowser();
  const { hydrate } = await import('./boot/app');
  await yieldToBrowser();
  hydrate(root);
}

void boot();
