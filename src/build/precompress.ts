// Writes .br (quality 11) and .gz (level 9) beside every compressible file over 1 KB, once, at
// build time, so the server never compresses those on the fly. A variant that does not come out
// smaller is not kept.
import { readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { compressibleExtensions, minCompressBytes } from './header-rules';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface Precompressed {
  br?: string;
  gzip?: string;
}

export async function precompress(distDir: string, file: string): Promise<Precompressed> {
  if (!compressibleExtensions.has(extname(file).toLowerCase())) return {};
  const bytes = await readFile(join(distDir, file));
  if (bytes.byteLength < minCompressBytes) return {};
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } }),
    gzipAsync(bytes, { level: 9 }),
  ]);
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
