import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

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
    const { code } = await esbuild.transform(source, {
      loader: path.endsWith('x') ? 'tsx' : 'ts',
      format: 'esm',
      jsx: 'automatic',
      target: 'node20',
      sourcemap: 'inline',
      sourcefile: path,
    });
    return { format: 'module', source: code, shortCircuit: true };
  }
  if (cssModule.test(path)) {
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
    return { format: 'module', source: js.text, shortCircuit: true };
  }
  if (plainCss.test(path)) return { format: 'module', source: 'export {};', shortCircuit: true };
  if (asset.test(path)) {
    return { format: 'module', source: `export default ${JSON.stringify('/assets/' + basename(path))};`, shortCircuit: true };
  }
  return nextLoad(url, context);
}
