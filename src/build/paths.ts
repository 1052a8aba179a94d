// Where a build reads and writes: the project, the operator's folder, dist/, and the caches. The
// caches live in .cache/ at the project root (git-ignored), not in node_modules/.cache, which
// `npm ci` empties: an upgrade would re-encode every picture.
import { join } from 'node:path';
import { defaultSiteDirName } from '../site-folder/env-file';

export interface BuildPaths {
  root: string;
  /** The operator's folder (site/ or SITE_DIR): site.env and images/. */
  siteDir: string;
  distDir: string;
  assetsDir: string;
  scratchDir: string;
}

export const cacheFolderName = '.cache';

/** One folder of the build's cache: picture variants, precompressed files, React's script, esbuild's scratch output. */
export const cacheDir = (root: string, name: 'images' | 'precompress' | 'react-script' | 'site-build' | 'dev-build' | 'dev-site') => join(root, cacheFolderName, name);

/**
 * Where a build reads and writes. The dev server's esbuild output goes to its own scratch folder
 * and its site is held in memory (dev-site.ts: its distDir is never written), so dist/ is always a
 * production build (no live-reload script in it).
 */
export function buildPaths(root: string, mode: 'production' | 'dev' = 'production', siteDir = join(root, defaultSiteDirName)): BuildPaths {
  const distDir = mode === 'production' ? join(root, 'dist') : cacheDir(root, 'dev-site');
  return { root, siteDir, distDir, assetsDir: join(distDir, 'assets'), scratchDir: cacheDir(root, mode === 'production' ? 'site-build' : 'dev-build') };
}

/** Precompressed variants are cached here across builds (output/precompress.ts). */
export const precompressCacheDir = (root: string) => cacheDir(root, 'precompress');
