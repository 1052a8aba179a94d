// The Save-Data client hint: `Save-Data: on` gets a page's lean twin, the same document without the
// app (routes.ts: saveDataFileOf), whether or not the page's script can read it. Only the pages
// with a twin (/bio, the 404 page) look at the header.
import type { Resource } from '../site/load-site';

/** `Save-Data = sd-token *( OWS ";" OWS [sd-token] )`: the token `on`, in any case, asks to save data. */
const onToken = /^[ \t]*on[ \t]*(?:;|$)/i;

export function asksToSaveData(header: string | string[] | undefined): boolean {
  return typeof header === 'string' && onToken.test(header);
}

/** What to send: the lean twin to a request that asks to save data, otherwise the resource itself. */
export function forSaveData(resource: Resource, header: string | string[] | undefined): Resource {
  return resource.saveData !== undefined && asksToSaveData(header) ? resource.saveData : resource;
}
