// React's script, kept between builds in .cache/react-script/: it is the same bytes until React,
// esbuild or the options it is built with change, and making it (React loaded in Node to list its
// exports, then about 190 KB bundled and minified) was about a seventh of every build's CPU time.
//
// An entry is named by the hash of everything its bytes depend on: esbuild's version, the versions
// of react, react-dom and scheduler (what the script bundles), and the build options with the
// project's own folders made relative (so every copy of the project shares it). It is a folder
// holding the one file esbuild wrote, under the name esbuild gave it (its content hash), written
// beside and renamed into place, so builds running at once never see half of one. A hit is touched;
// entries not used for 30 days are removed when a new one is stored.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, rename, rm, utimes } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, join, relative } from 'node:path';
import type * as esbuild from 'esbuild';
import { cacheDir, removeUnusedCacheEntries, type BuildPaths } from '../paths';
import type { ReactBundle } from './react-bundle';

/** The packages whose files end up in React's script. */
const bundledPackages = ['react', 'react-dom', 'scheduler'];

/** The cache key for React's script built with `options` (its stdin contents follow from React's version). */
export function reactScriptKey(paths: BuildPaths, options: esbuild.BuildOptions, esbuildVersion: string): string {
  const require = createRequire(join(paths.root, 'package.json'));
  const versions = bundledPackages.map(
    (name) => `${name}@${(require(`${name}/package.json`) as { version: string }).version}`,
  );
  const { stdin, ...rest } = options;
  const portable = JSON.stringify({ ...rest, stdin: { ...stdin, contents: undefined } }, (_, value) =>
    typeof value === 'string' && value.startsWith(paths.root) ? `<root>/${relative(paths.root, value)}` : value,
  );
  return createHash('sha256')
    .update([`esbuild@${esbuildVersion}`, ...versions, portable].join('\0'))
    .digest('hex')
    .slice(0, 32);
}

/** React's script from the cache (copied into the scratch folder, where esbuild would have written it), ' +
  'or `make()`'s, stored. */
export async function cachedReactScript(
  paths: BuildPaths,
  key: string,
  make: () => Promise<ReactBundle>,
): Promise<ReactBundle> {
  const folder = cacheDir(paths.root, 'react-script');
  const entry = join(folder, key);
  const [name] = await readdir(entry).catch(() => [] as string[]);
  if (name) {
    await mkdir(paths.scratchDir, { recursive: true });
    await copyFile(join(entry, name), join(paths.scratchDir, name));
    const now = new Date();
    await utimes(entry, now, now);
    return { file: relative(paths.root, join(paths.scratchDir, name)), href: `/assets/${name}` };
  }
  const made = await make();
  await store(folder, entry, join(paths.root, made.file));
  return made;
}

async function store(folder: string, entry: string, file: string): Promise<void> {
  const partial = `${entry}.${process.pid}.partial`;
  await mkdir(partial, { recursive: true });
  await copyFile(file, join(partial, basename(file)));
  // Another build may have stored the same entry meanwhile: its copy is as good as this one.
  await rename(partial, entry).catch(() => rm(partial, { recursive: true, force: true }));
  await removeUnusedCacheEntries(folder);
}
