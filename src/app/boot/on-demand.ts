// How a page that paints on its own (routes.ts: startsApp 'on-demand': /bio and the 404 page)
// brings in the app: nothing of it is evaluated before the visitor follows an internal link, so a
// visit that ends on an outbound call to action costs no script work beyond the page's own.
//   1. Once the page has loaded and the browser is idle, or at the first sign that the visitor is
//      about to follow an internal link (a pointer over it, a touch, a key focus), and never before
//      the first paint: the entry and its chunks as modulepreloads, which fetch and compile only.
//   2. A click on an internal link the router would take (router/click-rules.ts), once all of them
//      are there: the entry is added and evaluated, and the app renders that route in place of the
//      page (boot/start.ts, boot/app.tsx), with no document load. Before they are all there the
//      link stays a plain link: the browser loads the page, as fast as it would have.
// Never when the visitor asked to save data: the browser then sends `Save-Data: on` and says so in
// navigator.connection.saveData, and the page stays what it is. A `Save-Data: on` the browser does
// not expose (a proxy's, an extension's) is the server's to answer: it sends the page's twin without
// <meta name="app-entry"> (src/server/http/save-data.ts), so there is nothing to start.
import { interceptedPath, type ClickFacts } from '../router/click-rules';
import { chunkUrls } from './chunks';
import { appEntryMetaName, appPreloadedAttribute, navigateToAttribute } from './markers';
import { afterFirstPaint } from './paint';
import { loadFieldSpeedAfterLoad } from '../field-speed/load-field-speed';
import { savesData } from '../browser-state/saves-data';

interface Scheduler {
  /** Runs `task` once the page has painted its content (paint.ts). */
  afterFirstPaint(task: () => void): void;
  /** Runs `task` once the browser is idle (or soon, where it cannot say). */
  whenIdle(task: () => void): void;
}

interface PostTaskScheduler {
  postTask(task: () => void, options: { priority: 'background' }): Promise<unknown>;
}

/**
 * A background-priority task: it runs once nothing the visitor can see or use is waiting. Not a
 * timer or an idle callback where the browser has it: the browser tests pause fake clocks, which
 * stop those, and a paused clock must never hold the app back (as in paint.ts).
 */
const browserScheduler: Scheduler = {
  afterFirstPaint(task) {
    void afterFirstPaint().then(task);
  },
  whenIdle(task) {
    const scheduler = (globalThis as { scheduler?: PostTaskScheduler }).scheduler;
    if (scheduler) void scheduler.postTask(task, { priority: 'background' });
    else if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2_000 });
    else setTimeout(task, 0);
  },
};

/** A plain left click, for asking the router's rules about a link the visitor has not clicked yet. */
const plainClick: ClickFacts = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};

/**
 * The in-app path a click (or `plainClick`) on `target` asks for, by the router's own rules; null for the
 * browser to handle.
 */
function linkedPath(target: EventTarget | null, click: ClickFacts, currentHref: string): string | null {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
  return (
    link &&
    interceptedPath(
      click,
      { href: link.href, target: link.target, hasDownload: link.hasAttribute('download') },
      currentHref,
    )
  );
}

const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** Schedules the app's preload and start on demand; returns a function that removes what it added. */
export function startAppOnDemand(doc: Document = document, scheduler: Scheduler = browserScheduler): () => void {
  const entry = doc.querySelector<HTMLMetaElement>(`meta[name="${appEntryMetaName}"]`)?.content;
  const root = doc.getElementById('root');
  if (savesData(doc.defaultView?.navigator)) return () => {};
  loadFieldSpeedAfterLoad(doc);
  if (!entry || !root) return () => {};
  const window = doc.defaultView!;
  let preloadsAdded = false;
  let preloadsLeft = Infinity;
  const onIntent = (event: Event) => {
    if (linkedPath(event.target, plainClick, doc.location.href) !== null) preload();
  };
  const onLoad = () => scheduler.whenIdle(preload);
  const preload = () => scheduler.afterFirstPaint(addPreloads);
  const onPreloaded = () => {
    preloadsLeft -= 1;
    if (preloadsLeft === 0) root.setAttribute(appPreloadedAttribute, '');
  };
  const onClick = (event: MouseEvent) => {
    const to = preloadsLeft === 0 ? linkedPath(event.target, event, doc.location.href) : null;
    if (to === null) return;
    event.preventDefault();
    stop();
    root.setAttribute(navigateToAttribute, to);
    const script = doc.createElement('script');
    script.type = 'module';
    script.src = entry;
    doc.head.append(script);
  };
  function addPreloads() {
    if (preloadsAdded) return;
    preloadsAdded = true;
    for (const type of intentEvents) doc.removeEventListener(type, onIntent, true);
    const urls = [entry!, ...chunkUrls(doc)];
    preloadsLeft = urls.length;
    for (const href of urls) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.addEventListener('load', onPreloaded, { once: true });
      doc.head.append(link);
    }
  }
  function stop() {
    for (const type of intentEvents) doc.removeEventListener(type, onIntent, true);
    window.removeEventListener('load', onLoad);
    doc.removeEventListener('click', onClick);
  }
  for (const type of intentEvents) doc.addEventListener(type, onIntent, { capture: true, passive: true });
  // Bubbling, after the page's own handlers: a click one of them has taken (defaultPrevented) is left alone.
  doc.addEventListener('click', onClick);
  if (doc.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return stop;
}
