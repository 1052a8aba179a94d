// Adds the field-speed script (send-field-speed.ts) once the page has loaded, never when the visitor
// saves data; a page without its <meta> (the Save-Data twins) gets none. The name lives here, not
// in boot/markers.ts: the app chunk imports this file, and may share nothing with the entry.
import type { RouteId } from '../../contracts/routes';
import { savesData } from '../browser-state/saves-data';

/** The <meta> that names the field-speed script and the page it measures (src/app/document.ts writes it). */
export const fieldSpeedScriptMetaName = 'field-speed-script';

const meta = (doc: Document) => doc.querySelector<HTMLMetaElement>(`meta[name="${fieldSpeedScriptMetaName}"]`);

/** The route the document was prerendered for (an in-app move since is not a document load, and is not measured). */
export const fieldSpeedPage = (doc: Document): RouteId | null =>
  (meta(doc)?.dataset.page as RouteId | undefined) ?? null;

export function loadFieldSpeedAfterLoad(doc: Document): void {
  const src = meta(doc)?.content;
  if (!src || savesData(doc.defaultView?.navigator)) return;
  const add = () => {
    const script = doc.createElement('script');
    script.type = 'module';
    script.src = src;
    doc.head.append(script);
  };
  if (doc.readyState === 'complete') add();
  else addEventListener('load', add, { once: true });
}
