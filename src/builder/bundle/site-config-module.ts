// `import { siteConfig } from 'site:config'`: the links and switches the build bakes into the
// browser code, as a module of the app chunk. A plugin rather than an esbuild `define`: esbuild
// injects an object-valued define into every entry, which would make it a chunk of its own that
// the entry script imports (one more request before the first paint).
import type { Plugin } from 'esbuild';
import type { SiteConfig } from '../../settings/links';

export function siteConfigPlugin(config: SiteConfig): Plugin {
  return {
    name: 'site-config',
    setup(build) {
      build.onResolve({ filter: /^site:config$/ }, () => ({ path: 'site:config', namespace: 'site-config' }));
      build.onLoad({ filter: /.*/, namespace: 'site-config' }, () => ({
        contents: `export const siteConfig = ${JSON.stringify(config)};`,
        loader: 'js',
      }));
    },
  };
}
