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
  if (typescript.test(path)) {
    const source = await readFile(path, 'utf8');
    return { format: 'module', source: await cachedOutput([transformTag, basename(path), source], () => transformTypeScript(path, source)), shortCircuit: true };
  }
  if (cssModule.test(path)) {
    const source = await readFile(path, 'utf8');
    return { format: 'module', source: await cachedOutput([cssModuleTag, path, source], () => cssModuleClassMap(path)), shortCircuit: true };
  }
  if (plainCss.test(path)) return { format: 'module', source: 'export {};', shortCircuit: true };
  if (asset.test(path)) {
    return { format: 'module', source: `export default ${JSON.stringify('/assets/' + basename(path))};`, shortCircuit: true };
  }
  return nextLoad(url, context);
}

/** Part of every cache key: a change of the options below never reuses output made with the old ones. */
const transformTag = 'ts-esm-automatic-node20-inline';
const cssModuleTag = 'local-css-esm';

async function transformTypeScript(path, source) {
  const esbuild = await loadEsbuild();
  const { code } = await esbuild.transform(source, {
    loader: path.endsWith('x') ? 'tsx' : 'ts',
    format: 'esm',
    jsx: 'automatic',
    target: 'node20',
    sourcemap: 'inline',
    // The file's name only: its inline map then resolves beside the module, and the output (so the
    // cache entry) is the same in any copy of the project.
    sourcefile: basename(path),
  });
  return code;
}

async function cssModuleClassMap(path) {
  const esbuild = await loadEsbuild();
  const result = await esbuild.build({
    // A CSS entry yields no JS, so a one-line JS entry re-exports the module's class map.
    stdin: { contents: `export { default } from ${JSON.stringify(path)};`, resolveDir: '/', loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    outdir: '/virtual',
    loader: { '.css': 'local-css' },
    logLevel: 'silent',
  });
  const js = result.outputFiles.find((file) => file.path.endsWith('.js'));
  if (!js) throw new Error(`No class map produced for ${path}`);
  return js.text;
}
