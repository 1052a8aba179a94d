// Where a build reads and writes: the project, dist/, and the build's scratch and cache folders.
import { join } from 'node:path';

export interface BuildPaths {
  root: string;
  distDir: string;
  assetsDir: string;
  scratchDir: string;
}

/**
 * Where a build reads and writes. The dev server's esbuild output goes to its own scratch folder
 * and its site is held in memory (dev-site.ts: its distDir is never written), so dist/ is always a
 * production build (no live-reload script in it).
 */
export function buildPaths(root: string, mode: 'production' | 'dev' = 'production'): BuildPaths {
  const cache = join(root, 'node_modules', '.cache');
  const distDir = mode === 'production' ? join(root, 'dist') : join(cache, 'dev-site');
  return { root, distDir, assetsDir: join(distDir, 'assets'), scratchDir: join(cache, mode === 'production' ? 'site-build' : 'dev-build') };
}

/** Precompressed variants are cached here across builds (output/precompress.ts). */
export const precompressCacheDir = (root: string) => join(root, 'node_modules', '.cache', 'precompress');
