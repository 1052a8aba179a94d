import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cachedOutput, loadEsbuild } from './transform-cache.mjs';

const typescript = /\.tsx?$/;
const cssModule = /\.module\.css$/;
const plainCss = /\.css$/;
const asset = /\.(webp|avif|png|jpe?g|svg|mp4|mp3)$/;

export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    // Sources import each other without extensions, as the bundler allows.
    if (specifier.startsWith('.') && !/\.[a-z]+$/i.test(specifier)) {
      for (const ext of ['.ts', '.tsx', '/index.ts', '/index.tsx']) {
        try {
          return await nextResolve(specifier + ext, context);
        } catch {}
      }
    }
    throw error;
  }
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:')) return nextLoad(url, context);
  const path = fileURLToPath(url);
  if (typescript.test(path)) return cachedModule(path, typescriptOptions(path), transformTypeScript);
  if (cssModule.test(path))
    return cachedModule(path, cssModuleOptions(path), (_source, options) => cssModuleClassMap(path, options));
  if (plainCss.test(path)) return { format: 'module', source: 'export {};', shortCircuit: true };
  if (asset.test(path)) {
    return {
      format: 'module',
      source: `export default ${JSON.stringify('/assets/' + basename(path))};`,
      shortCircuit: true,
    };
  }
  return nextLoad(url, context);
}

/** The module esbuild makes of the file at `path` with `options`, from the cache when it made it before. */
async function cachedModule(path, options, make) {
  const source = await readFile(path, 'utf8');
  return {
    format: 'module',
    source: await cachedOutput([JSON.stringify(options), source], () => make(source, options)),
    shortCircuit: true,
  };
}

/**
 * esbuild's options for a TypeScript file, which are also part of its cache key: a changed option
 * never reuses output made with the old ones. The file's name only, not its path: the inline map
 * then resolves beside the module, and the output is the same in any copy of the project.
 */
const typescriptOptions = (path) => ({
  loader: path.endsWith('x') ? 'tsx' : 'ts',
  format: 'esm',
  jsx: 'automatic',
  target: 'node20',
  sourcemap: 'inline',
  sourcefile: basename(path),
});

async function transformTypeScript(source, options) {
  const esbuild = await loadEsbuild();
  return (await esbuild.transform(source, options)).code;
}

/** esbuild's options for a CSS Module's class map (and part of its cache key, as above). */
const cssModuleOptions = (path) => ({
  // A CSS entry yields no JS, so a one-line JS entry re-exports the module's class map.
  stdin: { contents: `export { default } from ${JSON.stringify(path)};`, resolveDir: '/', loader: 'js' },
  bundle: true,
  write: false,
  format: 'esm',
  outdir: '/virtual',
  loader: { '.css': 'local-css' },
  logLevel: 'silent',
});

async function cssModuleClassMap(path, options) {
  const esbuild = await loadEsbuild();
  const js = (await esbuild.build(options)).outputFiles.find((file) => file.path.endsWith('.js'));
  if (!js) throw new Error(`No class map produced for ${path}`);
  return js.text;
}
