// The server's resident memory once a build is loaded, as `node dist/server.mjs` loads it (loadSite):
// node --import ./test/support/register.mjs test/bench/team-memory.ts [dist folder]
// Prints the RSS and heap before and after, and how many pages the build has (a team of a thousand
// members is three thousand pages). Run in a process of its own: nothing else is loaded beside it.
import { join } from 'node:path';
import { loadSite } from '../../src/server/site/load-site';

export interface LoadedMemory {
  pages: number;
  rssMB: number;
  heapMB: number;
  loadMs: number;
}

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export function measureLoadedSite(distDir: string): LoadedMemory {
  const started = performance.now();
  const site = loadSite(distDir);
  const loadMs = Math.round(performance.now() - started);
  globalThis.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { pages: site.pages.size, rssMB: megabytes(rss), heapMB: megabytes(heapUsed), loadMs };
}

if (import.meta.filename === process.argv[1]) {
  const before = megabytes(process.memoryUsage().rss);
  const loaded = measureLoadedSite(process.argv[2] ?? join(import.meta.dirname, '..', '..', 'dist'));
  console.log(JSON.stringify({ rssBeforeMB: before, ...loaded }));
}
