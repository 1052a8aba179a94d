// Atomic builds. Each production build is written into its own folder in .dist-builds/, and dist
// is a symbolic link to the live one. A finished build is switched in with one rename(2) of a new
// link over dist, which the kernel does atomically: a reader (the server on SIGHUP, a restart,
// nginx) sees the old build or the new one, never a mix. A failed build only ever touched its own
// folder (`<id>.partial`, removed on failure), so dist/ stays byte-identical.
// The server resolves the link once per load and then reads only that folder, so the previous
// build's folder is kept (keptBuilds) for a server that has not reloaded yet.
import { lstat, mkdir, readdir, readFile, realpath, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { buildInfoFile, type BuildInfo } from '../../contracts/site-format';
import { messages } from '../../messages/catalogue';

export const buildStoreName = '.dist-builds';
/** Held by the build that is writing, so two builds never prune or switch under each other. */
export const buildLockName = '.build.lock';

/** A build that must not go ahead; its message is for the operator (no stack). */
export class BuildRefused extends Error {
  override name = 'BuildRefused';
}
export const distLinkName = 'dist';
/** The live build and the two before it (a server not yet reloaded may still read those). */
export const keptBuilds = 3;
const partialSuffix = '.partial';

/** A folder name that sorts by build time: 20261122T115003123Z-1a2b. */
export function buildIdFor(builtAt: Date, random = Math.random): string {
  const stamp = builtAt.toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${Math.floor(random() * 0x10000)
    .toString(16)
    .padStart(4, '0')}`;
}

export interface PendingBuild {
  /** Where the build writes; invisible to readers of dist until `finish`. */
  dir: string;
  /** Marks the folder complete and switches dist to it (one rename). */
  finish(): Promise<string>;
  /** Removes the folder of a build that failed. */
  discard(): Promise<void>;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the store's lock, or refuses while another build holds it; a dead holder's lock is taken over. */
export async function lockStore(store: string): Promise<() => Promise<void>> {
  const lock = join(store, buildLockName);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(lock, `${process.pid}\n`, { flag: 'wx' });
      return () => rm(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number((await readFile(lock, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
        throw new BuildRefused(messages().deploy.build.locked(String(holder)));
      }
      await rm(lock, { force: true }); // left by a build that was killed
    }
  }
  throw new BuildRefused(messages().deploy.build.lockFailed(lock));
}

export async function startBuild(root: string, builtAt: Date): Promise<PendingBuild> {
  const store = join(root, buildStoreName);
  await mkdir(store, { recursive: true });
  const unlock = await lockStore(store);
  const id = buildIdFor(builtAt);
  const dir = join(store, `${id}${partialSuffix}`);
  try {
    await mkdir(dir);
  } catch (error) {
    await unlock();
    throw error;
  }
  return {
    dir,
    async finish() {
      try {
        const complete = join(store, id);
        await rename(dir, complete);
        await switchDist(root, complete);
        await pruneBuilds(root);
        return complete;
      } finally {
        await unlock();
      }
    },
    async discard() {
      await rm(dir, { recursive: true, force: true });
      await unlock();
    },
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

export async function switchDist(root: string, buildDir: string): Promise<void> {
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

/** A complete build in the store, with its record (null if unreadable). */
export interface KeptBuild {
  name: string;
  dir: string;
  info: BuildInfo | null;
  /** dist points at it. */
  live: boolean;
}

/** The complete builds in the store, newest first (folder names sort by build time). */
export async function listBuilds(root: string): Promise<KeptBuild[]> {
  const store = join(root, buildStoreName);
  const live = await liveBuildDir(root);
  const realStore = await realpath(store).catch(() => null);
  const liveName = live && dirname(live) === realStore ? basename(live) : null;
  const names = (await readdir(store).catch(() => [] as string[]))
    .filter((name) => name !== buildLockName && !name.endsWith(partialSuffix))
    .sort()
    .reverse();
  return Promise.all(
    names.map(async (name) => {
      const dir = join(store, name);
      const info = await readFile(join(dir, buildInfoFile), 'utf8')
        .then((text) => JSON.parse(text) as BuildInfo)
        .catch(() => null);
      return { name, dir, info, live: name === liveName };
    }),
  );
}

/** Removes all but the newest `keep` complete builds (never the live one) and partial ones left by killed builds. */
export async function pruneBuilds(root: string, keep = keptBuilds): Promise<string[]> {
  const store = join(root, buildStoreName);
  const live = await liveBuildDir(root);
  const names = (await readdir(store)).filter((name) => name !== buildLockName).sort();
  const complete = names.filter((name) => !name.endsWith(partialSuffix));
  const removable = [
    ...complete.slice(0, Math.max(0, complete.length - keep)),
    ...names.filter((name) => name.endsWith(partialSuffix)),
  ];
  const removed: string[] = [];
  for (const name of removable) {
    const dir = join(store, name);
    if (dir === live) continue;
    await rm(dir, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
