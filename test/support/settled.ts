// When a page is ready to act on or to measure, run in the page (page.waitForFunction): hydrated,
// on a page that starts the app after its first paint (/); on a page that starts it on demand
// (/bio, the 404 page; src/app/boot/on-demand.ts), the app fetched and compiled, so a click on an
// internal link routes in place (or already running, after one); loaded, on a page without the
// app (saving data, or a Save-Data twin). A build from before on-demand pages hydrated every page:
// the first condition covers it.
export function pageSettled(): boolean {
  const root = document.querySelector('#root');
  if (root?.hasAttribute('data-hydrated') || root?.hasAttribute('data-app-preloaded')) return true;
  const savesData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  const startsApp = document.querySelector('meta[name="module-chunks"]') !== null;
  return (!startsApp || savesData) && document.readyState === 'complete';
}
