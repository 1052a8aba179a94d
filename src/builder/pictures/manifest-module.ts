// `import { imageManifest } from 'site:images'`: the generated-picture manifest as a module. A
// plugin (not `define`) so the dev server's next rebuild picks up a changed picture.
import type { Plugin } from 'esbuild';
import type { ImageManifest } from '../../app/images/manifest';

export const manifestModuleName = 'site:images';

export function imageManifestPlugin(current: () => ImageManifest): Plugin {
  return {
    name: 'image-manifest',
    setup(build) {
      build.onResolve({ filter: /^site:images$/ }, () => ({ path: manifestModuleName, namespace: 'image-manifest' }));
      build.onLoad({ filter: /.*/, namespace: 'image-manifest' }, () => ({
        contents: `export const imageManifest = ${JSON.stringify(current())};`,
        loader: 'js',
      }));
    },
  };
}
