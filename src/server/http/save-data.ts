// The Save-Data client hint: a request that says `Save-Data: on` (a browser's data saver, a
// proxy's, an extension's) gets a page's lean twin, the same document without the app (routes.ts:
// saveDataFileOf), so no React is fetched whether or not the page's own script can read
// navigator.connection.saveData. Only the pages with a twin (/bio, the 404 page) look at the header.
import type { Resource } from '../site/load-site';

/**
 * The header's grammar: a token, optionally followed by `;` and more (`Save-Data = sd-token *( OWS
 * ";" OWS [sd-token] )`); the token `on`, in any case, asks to save data. Anything else (absent,
 * empty, `off`, `onn`, a list joined from two headers) gets the page.
 */
const onToken = /^[ \t]*on[ \t]*(?:;|$)/i;

export function asksToSaveData(header: string | string[] | undefined): boolean {
  return typeof header === 'string' && onToken.test(header);
}

/** What to send: the lean twin to a request that asks to save data, otherwise the resource itself. */
export function forSaveData(resource: Resource, header: string | string[] | undefined): Resource {
  return resource.saveData !== undefined && asksToSaveData(header) ? resource.saveData : resource;
}
