// React and react-dom as one script of their own, built before the app, which imports it by URL.
// Why a separate esbuild pass: with code splitting, esbuild cuts shared code into one chunk per set
// of importers, and the site ended up with nine scripts to hydrate `/`, six of them under 2 KB
// (one request each on a phone). Built apart, the browser gets exactly three scripts: the tiny
// entry, this file, and the app. React is still evaluated in a task of its own (the entry imports
// this file first, then yields), and its file name changes only when React does, so a returning
// visitor keeps the largest download in cache across deploys of the site's own code.
import type * as esbuild from 'esbuild';
import { createRequire } from 'node:module';
import { basename, join, relative } from 'node:path';
import type { BuildPaths } from '../paths';

/** The React modules the browser code may import; each is served from the React script. */
export const reactModules = ['react', 'react/jsx-runtime', 'react-dom/client'] as const;

/**
 * The React script's source: every export of every module in reactModules. A name exported by two
 * of them (`Fragment`, `version`) is the same value in both and is exported once, from the first.
 */
export function reactFacadeSource(): string {
  const require = createRequire(import.meta.url);
  const exported = new Set<string>();
  const lines: string[] = [];
  for (const specifier of reactModules) {
    const names = Object.keys(require(specifier) as object).filter(
      (name) => !exported.has(name) && /^[A-Za-z_$][\w$]*$/.test(name),
    );
    for (const name of names) exported.add(name);
    lines.push(`export { ${names.join(', ')} } from '${specifier}';`);
  }
  return lines.join('\n');
}

/** The React script's build options; `facade` is its source (given empty for a cache key: it follows from ' +
  'React's version). */
export function reactBundleOptions(
  paths: BuildPaths,
  base: esbuild.BuildOptions,
  facade = reactFacadeSource(),
): esbuild.BuildOptions {
  return {
    ...base,
    stdin: { contents: facade, resolveDir: paths.root, sourcefile: 'react-facade.js', loader: 'js' },
    entryNames: 'react-[hash]',
    // V8's explicit compile hint (Chromium 136 and later; other engines read a comment): compile
    // every function of this file eagerly, on the background thread that streams the download,
    // instead of one by one on the main thread when React first calls it. React calls most of its
    // functions while it evaluates and hydrates, and that lazy compiling made the longest task
    // after the first paint on a phone.
    banner: { js: '//# allFunctionsCalledOnLoad' },
  };
}

/** The React script: its file in the scratch folder (as esbuild's metafile names it) and its URL. */
export interface ReactBundle {
  file: string;
  href: string;
}

export function reactBundleOf(paths: BuildPaths, metafile: esbuild.Metafile): ReactBundle {
  const file = Object.keys(metafile.outputs).find((output) => output.endsWith('.js'));
  if (!file) throw new Error('The React build produced no script.');
  // The browser build writes to the same folder, so the app's chunks sit beside it in /assets/.
  if (relative(paths.scratchDir, join(paths.root, file)) !== basename(file))
    throw new Error(`The React script ${file} is not in ${paths.scratchDir}.`);
  return { file, href: `/assets/${basename(file)}` };
}

/**
 * Resolves every import of a React module in the browser code to the React script's URL, left as an
 * import for the browser. Any other React entry (`react-dom`, `react-dom/server`) is an error that
 * says where to add it: bundling a second copy of React would break hooks at run time.
 */
export function reactExternalPlugin(react: ReactBundle): esbuild.Plugin {
  const served = new Set<string>(reactModules);
  return {
    name: 'react-external',
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/|$)/ }, (args) => {
        if (served.has(args.path)) return { path: react.href, external: true };
        return {
          errors: [
            {
              text: `${args.path} is not in the React script: add it to reactModules in ` +
                `src/builder/bundle/react-bundle.ts.`,
            },
          ],
        };
      });
    },
  };
}
