// Starts the downloads of every chunk this page will evaluate, all at once, right after the first
// paint. The build lists them in <meta name="module-chunks"> (src/document.ts) instead of as
// modulepreload tags, so no script request competes with, or is counted against, the first paint;
// fetching them together here still avoids a waterfall of imports discovered one by one.

import { moduleChunksMetaName } from './markers';

export function preloadPageChunks(): void {
  const list = document.querySelector<HTMLMetaElement>(`meta[name="${moduleChunksMetaName}"]`);
  for (const href of list?.content.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
