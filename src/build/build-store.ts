// Atomic builds. Each production build is written into its own folder in .dist-builds/, and dist
// is a symbolic link to the live one. A finished build is switched in with one rename(2) of a new
// link over dist, which the kernel does atomically: a reader (the server on SIGHUP, a restart,
// nginx) sees the old build or the new one, never a mix. A failed build only ever touched its own
// folder (`<id>.partial`, removed on failure), so dist/ stays byte-identical.
// The server resolves the link once per load and then reads only that folder, so the previous
// build's folder is kept (keptBuilds) for a server that has not reloaded yet.
import { lstat, mkdir, readdir, realpath, rename, rm, symlink } from 'node:fs/promises';
import { join, relative } from 'node:path';

export const buildStoreName = '.dist-builds';
export const distLinkName = 'dist';
/** The live build and the two before it (a server not yet reloaded may still read those). */
export const keptBuilds = 3;
const partialSuffix = '.partial';

/** A folder name that sorts by build time: 20261122T115003123Z-1a2b. */
export function buildIdFor(builtAt: Date, random = Math.random): string {
  const stamp = builtAt.toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${Math.floor(random() * 0x10000).toString(16).padStart(4, '0')}`;
}

export interface PendingBuild {
  /** Where the build writes; invisible to readers of dist until `finish`. */
  dir: string;
  /** Marks the folder complete and switches dist to it (one rename). */
  finish(): Promise<string>;
  /** Removes the folder of a build that failed. */
  discard(): Promise<void>;
}

export async function startBuild(root: string, builtAt: Date): Promise<PendingBuild> {
  const store = join(root, buildStoreName);
  const id = buildIdFor(builtAt);
  const dir = join(store, `${id}${partialSuffix}`);
  await mkdir(dir, { recursive: true });
  return {
    dir,
    async finish() {
      const complete = join(store, id);
      await rename(dir, complete);
      await switchDist(root, complete);
      return complete;
    },
    discard: () => rm(dir, { recursive: true, force: true }),
  };
}

/** The folder dist points at, or null before the first build. */
export async function liveBuildDir(root: string): Promise<string | null> {
  try {
    return await realpath(join(root, distLinkName));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function switchDist(root: string, buildDir: string): Promise<void> {
  const link = join(root, distLinkName);
  const next = join(root, `.${distLinkName}-next-${process.pid}`);
  await rm(next, { force: true });
  // Relative, so the project folder can be moved or mounted elsewhere.
  await symlink(relative(root, buildDir), next);
  const current = await lstat(link).catch(() => null);
  if (current && !current.isSymbolicLink()) {
    // A dist/ folder from before atomic builds: moved into the store once (this one switch is two
    // renames, microseconds apart), and kept like any previous build.
    await rename(link, join(root, buildStoreName, `00000000-previous-dist-${Date.now()}`));
  }
  await rename(next, link);
}

/** Removes all but the newest `keep` complete builds (never the live one) and stale partial ones. */
export async function pruneBuilds(root: string, keep = keptBuilds): Promise<string[]> {
  const store = join(root, buildStoreName);
  const live = await liveBuildDir(root);
  const names = (await readdir(store)).sort();
  const complete = names.filter((name) => !name.endsWith(partialSuffix));
  const removable = [...complete.slice(0, Math.max(0, complete.length - keep)), ...names.filter((name) => name.endsWith(partialSuffix))];
  const removed: string[] = [];
  for (const name of removable) {
    const dir = join(store, name);
    if (dir === live) continue;
    await rm(dir, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
