// Starts the downloads of every chunk this page will evaluate, all at once, right after the first
// paint. The build lists them in <meta name="module-chunks"> (src/app/document.ts) instead of as
// modulepreload tags, so no script request competes with, or is counted against, the first paint;
// fetching them together here still avoids a waterfall of imports discovered one by one.

import { moduleChunksMetaName } from './markers';

/** The chunks the page lists, in the order to fetch them. */
export const chunkUrls = (doc: Document): string[] =>
  doc.querySelector<HTMLMetaElement>(`meta[name="${moduleChunksMetaName}"]`)?.content.split(' ').filter(Boolean) ?? [];

/** A modulepreload for each chunk the page lists (one on-demand.ts already added is the same module, fetched once). */
export function preloadPageChunks(): void {
  for (const href of chunkUrls(document)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
