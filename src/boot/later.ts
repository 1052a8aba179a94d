// How a page that paints on its own (routes.ts: startsApp 'when-idle') brings in the app: its own
// small script calls startAppLater(), which adds the page's entry script (src/main.tsx, the same
// start-up as on /) once the page has loaded and the browser is idle, or earlier at the first sign
// that the visitor is about to follow an internal link (a pointer over it, a touch, a key focus),
// so a click that comes after it finds the router there; either way never before the first paint
// (on a busy phone the load event can come first). Never when the visitor asked to save
// data: the browser then sends `Save-Data: on` and says so in navigator.connection.saveData, and
// the page stays what it is, every link a plain link. A `Save-Data: on` the browser does not
// expose (a proxy's, an extension's) is the server's to answer: it sends the page's twin without
// <meta name="app-entry"> (src/server/http/save-data.ts), so there is no entry to add.
import { preloadPageChunks } from './chunks';
import { appEntryMetaName } from './markers';
import { afterFirstPaint } from './paint';

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

/** Whether the visitor asked the browser to save data. */
export function savesData(nav: Navigator = navigator): boolean {
  return (nav as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/** Whether `target` is inside a link to another page of this site (not a #jump within this one). */
export function isInternalLink(target: EventTarget | null, currentHref: string): boolean {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!link) return false;
  const [to, here] = [new URL((link as HTMLAnchorElement).href, currentHref), new URL(currentHref)];
  return to.origin === here.origin && to.pathname !== here.pathname;
}

const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** Schedules the app's start; returns what it added, removed once the app is on its way. */
export function startAppLater(doc: Document = document, scheduler: Scheduler = browserScheduler): () => void {
  const entry = doc.querySelector<HTMLMetaElement>(`meta[name="${appEntryMetaName}"]`)?.content;
  if (!entry || savesData(doc.defaultView?.navigator)) return () => {};
  const window = doc.defaultView!;
  let started = false;
  const onIntent = (event: Event) => {
    if (isInternalLink(event.target, doc.location.href)) start();
  };
  const onLoad = () => scheduler.whenIdle(start);
  const start = () => scheduler.afterFirstPaint(addEntry);
  const stop = () => {
    for (const type of intentEvents) doc.removeEventListener(type, onIntent, true);
    window.removeEventListener('load', onLoad);
  };
  function addEntry() {
    if (started) return;
    started = true;
    stop();
    // The chunks start with the entry, not after it (the same URLs: the entry's own preloads reuse them).
    preloadPageChunks();
    const script = doc.createElement('script');
    script.type = 'module';
    script.src = entry!;
    doc.head.append(script);
  }
  for (const type of intentEvents) doc.addEventListener(type, onIntent, { capture: true, passive: true });
  if (doc.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return stop;
}
