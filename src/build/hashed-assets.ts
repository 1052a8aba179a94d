// An esbuild plugin for images imported by the code: each import becomes the string
// "/assets/<name>-<hash>.<ext>" and the file is remembered for copying into dist/assets/.
// (esbuild's own `publicPath` would also rewrite chunk imports to absolute URLs, which the
// build-time prerender cannot load from disk.)
import type { Plugin } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';

export const hashedAssetPattern = /\.(webp|avif|png|jpe?g|svg)$/;

export interface HashedAsset {
  source: string;
  publicName: string;
}

export function hashedAssetsPlugin(collected: Map<string, HashedAsset>): Plugin {
  return {
    name: 'hashed-assets',
    setup(build) {
      build.onLoad({ filter: hashedAssetPattern }, async ({ path }) => {
        const bytes = await readFile(path);
        const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 10);
        const extension = extname(path);
        const publicName = `${basename(path, extension)}-${hash}${extension}`;
        collected.set(path, { source: path, publicName });
        return { contents: `export default ${JSON.stringify(`/assets/${publicName}`)};`, loader: 'js' };
      });
    },
  };
}
