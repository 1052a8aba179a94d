// Writes .br (quality 11) and .gz (level 9) beside every compressible file over 1 KB, once, at
// build time, so the server never compresses those on the fly. A variant that does not come out
// smaller is not kept.
//
// Brotli 11 is slow (about 320 ms for React's 225 KB on this machine, most of a build), and most
// files are the same from one build to the next (React's script changes only with React), so the
// compressed bytes are kept in a cache folder named by the content's hash: a build compresses only
// what changed. Entries not used for 30 days are removed.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, utimes, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { removeUnusedCacheEntries } from '../paths';
import { compressibleExtensions, minCompressBytes } from './header-rules';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface Precompressed {
  br?: string;
  gzip?: string;
}

/** Part of every cache name: a change of settings never reuses bytes made with the old ones. */
const settingsTag = 'br11-gz9';

function compressFresh(bytes: Buffer): Promise<[Buffer, Buffer]> {
  return Promise.all([
    brotli(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
}

/** The two compressed forms of `bytes`, from the cache when it has them (a used entry is touched). */
async function compressCached(bytes: Buffer, cacheDir: string): Promise<[Buffer, Buffer]> {
  const name = `${createHash('sha256').update(bytes).digest('hex')}-${settingsTag}`;
  const [brFile, gzFile] = [join(cacheDir, `${name}.br`), join(cacheDir, `${name}.gz`)];
  try {
    const cached = await Promise.all([readFile(brFile), readFile(gzFile)]);
    const now = new Date();
    await Promise.all([utimes(brFile, now, now), utimes(gzFile, now, now)]);
    return cached;
  } catch {
    // Not cached: compress and store.
  }
  const [br, gz] = await compressFresh(bytes);
  await mkdir(cacheDir, { recursive: true });
  await Promise.all([writeWhole(brFile, br), writeWhole(gzFile, gz)]);
  return [br, gz];
}

/** Writes beside, then renames: a build stopped half-way never leaves a truncated entry to be served. */
async function writeWhole(file: string, bytes: Buffer): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
}

/** Compresses `file` (relative to distDir) and writes the variants worth keeping beside it. */
export async function precompress(distDir: string, file: string, cacheDir?: string): Promise<Precompressed> {
  if (!compressibleExtensions.has(extname(file).toLowerCase())) return {};
  const bytes = await readFile(join(distDir, file));
  if (bytes.byteLength < minCompressBytes) return {};
  const [br, gz] = cacheDir ? await compressCached(bytes, cacheDir) : await compressFresh(bytes);
  const written: Precompressed = {};
  if (br.byteLength < bytes.byteLength) {
    await writeFile(join(distDir, `${file}.br`), br);
    written.br = `${file}.br`;
  }
  if (gz.byteLength < bytes.byteLength) {
    await writeFile(join(distDir, `${file}.gz`), gz);
    written.gzip = `${file}.gz`;
  }
  return written;
}

/** Removes cache entries that no build has used for 30 days. */
export const prunePrecompressCache = (cacheDir: string, now = Date.now()): Promise<void> =>
  removeUnusedCacheEntries(cacheDir, now);
