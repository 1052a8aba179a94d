// The variant cache: one folder per slot and input key (source bytes + settings + slot shape)
// under .cache/images/ (kept by npm ci). A folder holds the encoded files and result.json; it is
// written to a temporary name and renamed, so an interrupted build never leaves half a folder.
// A rebuild with unchanged pictures finds every folder and encodes nothing.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export function cacheKey(...parts: Array<string | Uint8Array>): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url').slice(0, 16);
}

export interface CachedSlot<Result> {
  dir: string;
  result: Result;
  /** Files encoded for this call: 0 when the cache had the slot already. */
  encoded: number;
}

/**
 * The slot's cached result, or `produce` run into a fresh folder (it returns the result and how
 * many files it encoded). Older folders of the same slot are removed, so the cache stays one
 * version of each picture.
 */
export async function cachedSlot<Result>(
  cacheDir: string,
  slot: string,
  key: string,
  produce: (dir: string) => Promise<{ result: Result; encoded: number }>,
): Promise<CachedSlot<Result>> {
  const dir = join(cacheDir, `${slot}-${key}`);
  try {
    return { dir, result: JSON.parse(await readFile(join(dir, 'result.json'), 'utf8')) as Result, encoded: 0 };
  } catch {
    // not cached yet (or unreadable): encode
  }
  const scratch = `${dir}.partial-${process.pid}`;
  await rm(scratch, { recursive: true, force: true });
  await mkdir(scratch, { recursive: true });
  try {
    const { result, encoded } = await produce(scratch);
    await writeFile(join(scratch, 'result.json'), JSON.stringify(result));
    await rm(dir, { recursive: true, force: true });
    await rename(scratch, dir);
    for (const entry of await readdir(cacheDir)) {
      if (
        entry.startsWith(`${slot}-`) &&
        entry !== `${slot}-${key}` &&
        /^[\w-]{16}$/.test(entry.slice(slot.length + 1))
      ) {
        await rm(join(cacheDir, entry), { recursive: true, force: true });
      }
    }
    return { dir, result, encoded };
  } catch (error) {
    await rm(scratch, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Waits for every job, then throws the first failure: unlike Promise.all, no job is still writing
 * (into a scratch folder about to be removed, or while the process exits) when the error arrives.
 */
export async function settleAll<T>(jobs: Array<Promise<T>>): Promise<T[]> {
  const settled = await Promise.allSettled(jobs);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<T>).value);
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Scratch folders of builds that were killed (Ctrl+C, a power cut): never a cache entry, so removed. Another
 * build's, still running, stays.
 */
export async function removeAbandonedScratch(cacheDir: string): Promise<void> {
  const entries = await readdir(cacheDir).catch(() => [] as string[]);
  for (const entry of entries) {
    const pid = Number(/\.partial-(\d+)$/.exec(entry)?.[1]);
    if (pid && !isRunning(pid)) await rm(join(cacheDir, entry), { recursive: true, force: true });
  }
}

/** A gate that runs at most `limit` jobs at a time (AVIF encoding is heavy; the machine may be shared). */
export function limiter(limit: number): <T>(job: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (job) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await job();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
