// Where a build reads and writes: the project, the operator's folder, dist/, and the caches. The
// caches live in .cache/ at the project root (git-ignored), not in node_modules/.cache, which
// `npm ci` empties: an upgrade would re-encode every picture.
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultSiteDirName } from '../settings/site-folder/env-file';

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
export const cacheDir = (
  root: string,
  name: 'images' | 'precompress' | 'react-script' | 'site-build' | 'dev-build' | 'dev-site' | 'team-pages',
) => join(root, cacheFolderName, name);

/**
 * Where a build reads and writes. The dev server's esbuild output goes to its own scratch folder
 * and its site is held in memory (dev-site.ts: its distDir is never written), so dist/ is always a
 * production build (no live-reload script in it).
 */
export function buildPaths(
  root: string,
  mode: 'production' | 'dev' = 'production',
  siteDir = join(root, defaultSiteDirName),
): BuildPaths {
  const distDir = mode === 'production' ? join(root, 'dist') : cacheDir(root, 'dev-site');
  return {
    root,
    siteDir,
    distDir,
    assetsDir: join(distDir, 'assets'),
    scratchDir: cacheDir(root, mode === 'production' ? 'site-build' : 'dev-build'),
  };
}

/** Precompressed variants are cached here across builds (output/precompress.ts). */
export const precompressCacheDir = (root: string) => cacheDir(root, 'precompress');

/** Members' rendered and precompressed pages are cached here across builds (team/member-pages.ts). */
export const teamPagesCacheDir = (root: string) => cacheDir(root, 'team-pages');

/** Cache entries (files or folders) no build has used for this long are removed. */
export const cacheKeepDays = 30;

/**
 * Removes the entries of a cache folder not used for cacheKeepDays (a used entry is touched).
 * Another build sharing the cache may rename or remove an entry meanwhile: nothing to remove then.
 */
export async function removeUnusedCacheEntries(folder: string, now = Date.now()): Promise<void> {
  const names = await readdir(folder).catch(() => [] as string[]);
  await Promise.all(
    names.map(async (name) => {
      const entry = join(folder, name);
      const found = await stat(entry).catch(() => null);
      if (found && now - found.mtimeMs > cacheKeepDays * 24 * 60 * 60 * 1000)
        await rm(entry, { recursive: true, force: true });
    }),
  );
}
