// The start-up sequence, in one place. The first paint never waits for JavaScript: this waits until
// the page has painted (its main picture too), then evaluates the rest in separate tasks with a
// yield between each, so no single task of ours blocks a tap for long on a slow phone:
//   1. React and react-dom (the floor any React page pays), a script of their own,
//   2. the app: the landing page and the hydration code (boot/app.tsx),
//   3. hydration, which React itself slices into short tasks.
// Right after the paint, both scripts start downloading at once (chunks.ts). Every control on the
// page works before all this (native HTML); hydration only adds to it. On a page that started the
// app on demand (on-demand.ts), the route the visitor followed is rendered instead of hydrating.
// Nothing here may import what the app imports: the build refuses a shared chunk (one more request).
import { preloadPageChunks } from './chunks';
import { evaluationStartMark, hydratedAttribute, hydratedMark, navigateToAttribute } from './markers';
import { afterFirstPaint, afterMainPicturePainted } from './paint';
import { yieldToBrowser } from './yield';

export async function startPage(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element to hydrate.');
  await afterFirstPaint();
  await afterMainPicturePainted();
  preloadPageChunks();
  await yieldToBrowser();
  performance.mark(evaluationStartMark);
  await import('react-dom/client');
  await yieldToBrowser();
  const { startApp } = await import('./app');
  await yieldToBrowser();
  startApp(root, root.getAttribute(navigateToAttribute), () => {
    // The moment the page is interactive: tests wait for the attribute, the benchmark reads the mark.
    root.setAttribute(hydratedAttribute, '');
    performance.mark(hydratedMark);
  });
}
