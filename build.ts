// npm run build: bundle the browser code, prerender every route to HTML, copy static/, bundle the
// server, and print the size of everything in dist/. Site settings come from the environment and
// are baked in here (see README, Configuration).
import * as esbuild from 'esbuild';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { siteConfigFrom, type SiteConfig } from './src/config/links';
import { ConfigError, demoDefaultsWarning, parseSiteSettings, type SiteSettings } from './src/config/settings';
import { renderDocument } from './src/document';
import { measure, sizeTable } from './src/build/sizes';
import { hashedAssetsPlugin, type HashedAsset } from './src/build/hashed-assets';
import type { PageMeta } from './src/content/pages';

const root = dirname(new URL(import.meta.url).pathname);
const distDir = join(root, 'dist');
const assetsDir = join(distDir, 'assets');
const scratchDir = join(root, 'node_modules', '.cache', 'site-build');

/** Prerendered pages: URL path → file in dist/. The server and any static host map them back. */
export const pageFiles = { '/': 'index.html', '/bio': 'bio.html', '/404': '404.html' } as const;

export interface BuildInfo {
  builtAt: string;
  settings: SiteSettings;
  pages: { '/': string; '/bio': string };
  notFoundPage: string;
}

function readSettings(): SiteSettings {
  try {
    const { settings, demoDefaultsUsed } = parseSiteSettings(process.env);
    const warning = demoDefaultsWarning(demoDefaultsUsed);
    if (warning) console.warn(warning);
    return settings;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Build stopped: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

async function bundleBrowserAndPrerender(config: SiteConfig, images: Map<string, HashedAsset>) {
  await rm(scratchDir, { recursive: true, force: true });
  const result = await esbuild.build({
    entryPoints: { main: 'src/main.tsx', prerender: 'src/prerender.tsx' },
    absWorkingDir: root,
    outdir: scratchDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome92', 'safari15', 'firefox91'],
    minify: true,
    jsx: 'automatic',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    plugins: [hashedAssetsPlugin(images)],
    define: {
      'process.env.NODE_ENV': '"production"',
      __SITE_CONFIG__: JSON.stringify(config),
    },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
  return result.metafile;
}

/** The outputs the browser needs: the entry, every chunk it imports (statically or lazily), its CSS. */
function browserOutputs(metafile: esbuild.Metafile) {
  const outputs = metafile.outputs;
  const entry = Object.keys(outputs).find((file) => outputs[file]!.entryPoint === 'src/main.tsx');
  if (!entry) throw new Error('esbuild produced no output for src/main.tsx');
  const stylesheet = outputs[entry]!.cssBundle;
  if (!stylesheet) throw new Error('esbuild produced no CSS for src/main.tsx');

  const scripts = new Set<string>();
  const staticImports = new Set<string>();
  const visit = (file: string, staticallyReached: boolean) => {
    if (scripts.has(file)) return;
    scripts.add(file);
    for (const imported of outputs[file]!.imports) {
      if (imported.external || !imported.path.endsWith('.js')) continue;
      const isStatic = staticallyReached && imported.kind === 'import-statement';
      if (isStatic) staticImports.add(imported.path);
      visit(imported.path, isStatic);
    }
  };
  visit(entry, true);
  return { entry, stylesheet, scripts: [...scripts], staticImports: [...staticImports] };
}

const publicHref = (scratchFile: string) => `/assets/${relative(scratchDir, join(root, scratchFile))}`;

async function prerender(metafile: esbuild.Metafile, config: SiteConfig) {
  const prerenderOutput = Object.keys(metafile.outputs).find((file) => metafile.outputs[file]!.entryPoint === 'src/prerender.tsx');
  if (!prerenderOutput) throw new Error('esbuild produced no output for src/prerender.tsx');
  const module = (await import(pathToFileURL(join(root, prerenderOutput)).href)) as {
    renderRoute: (path: string, config: SiteConfig) => { html: string; meta: PageMeta };
  };
  const routes = { '/': '/', '/bio': '/bio', '/404': '/404' } as const;
  const rendered = Object.fromEntries(
    Object.entries(routes).map(([key, path]) => [key, module.renderRoute(path, config)]),
  ) as Record<keyof typeof routes, { html: string; meta: PageMeta }>;
  return rendered;
}

/** Every class in the prerendered HTML must exist in the stylesheet, or hydration shows unstyled markup. */
function assertClassNamesMatch(html: string, css: string, page: string): void {
  const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean)));
  const missing = [...used].filter((name) => !css.includes(`.${name}`));
  if (missing.length > 0) throw new Error(`Prerendered ${page} uses classes missing from the CSS: ${missing.join(', ')}`);
}

async function copyStatic(): Promise<void> {
  // static/images/ is imported by the code and emitted with hashed names; the rest is copied as is.
  await cp(join(root, 'static'), distDir, {
    recursive: true,
    filter: (source) => !source.startsWith(join(root, 'static', 'images')),
  });
}

async function bundleServer(): Promise<void> {
  await esbuild.build({
    entryPoints: ['server.ts'],
    absWorkingDir: root,
    outfile: join(distDir, 'server.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)).sort();
}

async function main(): Promise<void> {
  const started = performance.now();
  const settings = readSettings();
  const config = siteConfigFrom(settings, new Date().getFullYear());

  const images = new Map<string, HashedAsset>();
  const metafile = await bundleBrowserAndPrerender(config, images);
  const client = browserOutputs(metafile);
  const pages = await prerender(metafile, config);

  await rm(distDir, { recursive: true, force: true });
  await mkdir(assetsDir, { recursive: true });
  for (const file of [...client.scripts, client.stylesheet]) {
    await cp(join(root, file), join(assetsDir, relative(scratchDir, join(root, file))));
  }
  for (const image of images.values()) await cp(image.source, join(assetsDir, image.publicName));
  await copyStatic();

  const css = await readFile(join(root, client.stylesheet), 'utf8');
  for (const [path, page] of Object.entries(pages)) {
    assertClassNamesMatch(page.html, css, path);
    const html = renderDocument({
      title: page.meta.title,
      description: page.meta.description,
      bodyHtml: page.html,
      stylesheetHref: publicHref(client.stylesheet),
      scriptHref: publicHref(client.entry),
      modulePreloadHrefs: client.staticImports.map(publicHref),
    });
    await writeFile(join(distDir, pageFiles[path as keyof typeof pageFiles]), html);
  }

  await bundleServer();
  const info: BuildInfo = {
    builtAt: new Date().toISOString(),
    settings,
    pages: { '/': pageFiles['/'], '/bio': pageFiles['/bio'] },
    notFoundPage: pageFiles['/404'],
  };
  await writeFile(join(distDir, 'build.json'), JSON.stringify(info, null, 2) + '\n');

  const rows = [];
  for (const file of await listFiles(distDir)) rows.push(measure(relative(distDir, file), await readFile(file)));
  console.log(sizeTable(rows));
  console.log(`Built dist/ in ${Math.round(performance.now() - started)} ms.`);
}

await main();
// The browser build of react-dom/server (used to prerender, so it shares chunks with the client)
// keeps a MessageChannel open, which would hold the process forever.
process.exit(0);
