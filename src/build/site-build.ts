// The steps of a build, shared by `npm run build` (once) and `npm run dev` (on every change):
// bundle the browser code (React's script, then the entry and the app), bundle the prerender in a
// pass paired with the browser entry, then prerender the routes and write dist/.
import * as esbuild from 'esbuild';
import { cp, link, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteConfig } from '../config/links';
import type { SiteSettings, SiteVariable } from '../config/settings';
import type { RenderedRoute } from '../prerender';
import { createHash } from 'node:crypto';
import { renderDocument } from '../document';
import type { ImageManifest } from '../images/manifest';
import type { GeneratedImages } from './images/generate';
import { imageManifestPlugin } from './images/manifest-module';
import { siteConfigPlugin } from './site-config-module';
import { cacheControlOf, compressibleExtensions, contentTypeOf, securityHeaders, strongEtag, type FileRule, type HeaderRules, type Variant } from './header-rules';
import { precompress, prunePrecompressCache, type Precompressed } from './precompress';
import { cdnHeadersFile, cdnRedirectsFile, nginxConfig } from './export-headers';
import { robotsTxt, sitemapXml, webManifest } from '../seo/crawler-files';
import { headTags, jsonLdScript, organizationJsonLd } from '../seo/head-tags';
import { measure, type SizeRow } from './sizes';
import { assetHistoryFile } from './asset-retention';
import { browserEntry, browserOutputs } from './module-preloads';
import { reactBundleOf, reactBundleOptions, reactExternalPlugin, type ReactBundle } from './react-bundle';

export interface BuildPaths {
  root: string;
  distDir: string;
  assetsDir: string;
  scratchDir: string;
}

/**
 * Where a build reads and writes. The dev server's esbuild output goes to its own scratch folder
 * and its site is held in memory (dev-site.ts: its distDir is never written), so dist/ is always a
 * production build (no live-reload script in it).
 */
export function buildPaths(root: string, mode: 'production' | 'dev' = 'production'): BuildPaths {
  const cache = join(root, 'node_modules', '.cache');
  const distDir = mode === 'production' ? join(root, 'dist') : join(cache, 'dev-site');
  return { root, distDir, assetsDir: join(distDir, 'assets'), scratchDir: join(cache, mode === 'production' ? 'site-build' : 'dev-build') };
}

/** Prerendered pages: URL path → file in dist/. The server and any static host map them back. */
export const pageFiles = { '/': 'index.html', '/bio': 'bio.html', '/404': '404.html' } as const;

export const buildInfoFile = 'build.json';
export const headerRulesFile = 'headers.json';
/** Build products that are not public: the server, its records, and configs for other hosts. */
export const privateFiles = new Set(['server.mjs', buildInfoFile, headerRulesFile, assetHistoryFile, 'nginx.conf', '_headers', '_redirects']);

/**
 * The layout of a build folder (build.json, headers.json) that this server code reads. Raise it
 * when that changes: a running server refuses to reload a build of another format (restart it).
 */
export const buildFormat = 2;

/** What dist/build.json records: the server reads it at start. */
export interface BuildInfo {
  format: number;
  builtAt: string;
  settings: SiteSettings;
  demoDefaultsUsed: SiteVariable[];
  pages: { '/': string; '/bio': string };
  notFoundPage: string;
}

/** What every browser bundle shares (the site's two passes, the prerender pass, the React floor). */
export function browserBaseOptions(paths: BuildPaths): esbuild.BuildOptions {
  return {
    absWorkingDir: paths.root,
    outdir: paths.scratchDir,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    // Browsers, not an ES year: all of these run class fields natively, and lowering them would
    // need one of esbuild's helpers, which lands in a chunk of its own (module-preloads.ts).
    target: ['chrome92', 'safari15', 'firefox91'],
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  };
}

/**
 * The site's entry and its app chunk, React included (the prerender pass and the React floor use
 * this). The browser gets them through appBuildOptions, with React in a script of its own.
 */
export function browserBuildOptions(paths: BuildPaths, config: SiteConfig, imageManifest: () => ImageManifest): esbuild.BuildOptions {
  return {
    ...browserBaseOptions(paths),
    entryPoints: { main: browserEntry },
    splitting: true,
    entryNames: '[name]-[hash]',
    // The only chunk is the app (src/boot/app.tsx): module-preloads.ts refuses any other.
    chunkNames: 'app-[hash]',
    plugins: [imageManifestPlugin(imageManifest), siteConfigPlugin(config)],
  };
}

/**
 * The build-time renderer, bundled in one pass with the browser entry (as a second entry), so both
 * share one copy of every CSS-module class map: the prerendered HTML uses the browser code's class
 * names by construction. Only the prerender is taken from this pass; writeSite checks that its
 * browser CSS equals the browser build's, byte for byte.
 */
export function prerenderBuildOptions(paths: BuildPaths, config: SiteConfig, imageManifest: () => ImageManifest): esbuild.BuildOptions {
  return {
    ...browserBuildOptions(paths, config, imageManifest),
    entryPoints: { main: browserEntry, prerender: 'src/prerender.tsx' },
    outdir: join(paths.scratchDir, 'prerender'),
  };
}

/** The app's build: the entry and the app chunk, with React imported from its own script. */
export function appBuildOptions(paths: BuildPaths, config: SiteConfig, imageManifest: () => ImageManifest, react: ReactBundle): esbuild.BuildOptions {
  const options = browserBuildOptions(paths, config, imageManifest);
  return { ...options, plugins: [...(options.plugins ?? []), reactExternalPlugin(react)] };
}

/** The React script (its own pass: see react-bundle.ts). Built once per build, and once per dev session. */
export async function buildReact(paths: BuildPaths): Promise<ReactBundle> {
  const { metafile } = await esbuild.build(reactBundleOptions(paths, browserBaseOptions(paths)));
  return reactBundleOf(paths, metafile!);
}

/** Both passes of the browser build: what writeSite needs. */
export async function buildBrowserCode(paths: BuildPaths, config: SiteConfig, imageManifest: () => ImageManifest): Promise<{ metafile: esbuild.Metafile; react: ReactBundle }> {
  const react = await buildReact(paths);
  const { metafile } = await esbuild.build(appBuildOptions(paths, config, imageManifest, react));
  return { metafile: metafile!, react };
}

function outputFor(metafile: esbuild.Metafile, entryPoint: string): string {
  const output = Object.keys(metafile.outputs).find((file) => metafile.outputs[file]!.entryPoint === entryPoint);
  if (!output) throw new Error(`esbuild produced no output for ${entryPoint}`);
  return output;
}

type RenderRoute = (path: string, config: SiteConfig) => RenderedRoute;

/** Every class in the prerendered HTML must exist in the stylesheet, or the page shows unstyled. */
function assertClassNamesMatch(html: string, css: string, page: string): void {
  const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean)));
  const missing = [...used].filter((name) => !css.includes(`.${name}`));
  if (missing.length > 0) throw new Error(`Prerendered ${page} uses classes missing from the CSS: ${missing.join(', ')}`);
}

/** What the pages are made from, besides the code. */
export interface RenderSiteOptions {
  settings: SiteSettings;
  config: SiteConfig;
  /** Extra module scripts for every page (the dev server's live-reload client). */
  extraScripts?: string[];
  /**
   * Runs the prerender pass (prerenderBuildOptions) and returns its metafile. A fresh esbuild build
   * by default; the dev server runs it incrementally, beside the app's pass (about 140 ms less per
   * save, most of a rebuild).
   */
  buildPrerender?: () => Promise<esbuild.Metafile>;
}

export interface WriteSiteOptions extends RenderSiteOptions {
  demoDefaultsUsed: SiteVariable[];
  /** The build's time (recorded in build.json); now by default. */
  builtAt?: Date;
  /** Write .br/.gz copies (production; tests of other things skip them: brotli 11 is slow). */
  precompress?: boolean;
}

/**
 * A built site before it is written anywhere: production writes it to dist/ (writeSite), the dev
 * server serves it from memory (dev-site.ts).
 */
export interface RenderedSite {
  /** Files the build makes, by their path in dist/: the three pages, robots.txt, sitemap.xml, the web manifest. */
  generated: Map<string, string>;
  /** The browser scripts, by their path in dist/ → the file esbuild wrote. */
  scripts: Map<string, string>;
  /** The inline stylesheet's hash, which the Content-Security-Policy allows. */
  styleHashes: string[];
}

/** Prerenders every route into the pages and makes the crawler files: nothing is written. */
export async function renderSite(paths: BuildPaths, browser: { metafile: esbuild.Metafile; react: ReactBundle }, imageManifest: ImageManifest, options: RenderSiteOptions): Promise<RenderedSite> {
  const { root, scratchDir } = paths;
  const client = browserOutputs(browser.metafile, browser.react);
  const prerender = options.buildPrerender
    ? await options.buildPrerender()
    : (await esbuild.build(prerenderBuildOptions(paths, options.config, () => imageManifest))).metafile!;
  const prerenderOutput = outputFor(prerender, 'src/prerender.tsx');
  const pairedCss = prerender.outputs[outputFor(prerender, browserEntry)]!.cssBundle;
  const [browserCss, renderedCss] = await Promise.all([client.stylesheet, pairedCss ?? client.stylesheet].map((file) => readFile(join(root, file), 'utf8')));
  if (!pairedCss || browserCss !== renderedCss) {
    throw new Error('The prerender pass and the browser build disagree on the CSS, and so on class names: the prerendered HTML would not match the browser code.');
  }
  const { renderRoute } = (await import(pathToFileURL(join(root, prerenderOutput)).href)) as { renderRoute: RenderRoute };
  const distPathOf = (scratchFile: string) => `assets/${relative(scratchDir, join(root, scratchFile)).split('\\').join('/')}`;

  const css = browserCss.trim();
  const { siteUrl } = options.settings;
  const generated = new Map<string, string>();
  for (const [path, file] of Object.entries(pageFiles)) {
    const page = renderRoute(path, options.config);
    assertClassNamesMatch(page.html, css, path);
    const isNotFound = file === pageFiles['/404'];
    const seoHtml =
      headTags({ siteUrl, path: isNotFound ? null : path, meta: page.meta }) +
      (path === '/' ? jsonLdScript(organizationJsonLd(siteUrl, options.config.chatHref)) : '');
    const html = renderDocument({
      title: page.meta.title,
      description: page.meta.description,
      bodyHtml: page.html,
      inlineCss: css,
      preloadImages: page.preloadImages,
      scriptHref: `/${distPathOf(client.entry)}`,
      modulePreloadHrefs: client.preloads.map((file) => `/${distPathOf(file)}`),
      extraScripts: options.extraScripts ?? [],
      seoHtml,
    });
    generated.set(file, html);
  }
  generated.set('robots.txt', robotsTxt(siteUrl));
  generated.set('sitemap.xml', sitemapXml(siteUrl, ['/', '/bio']));
  generated.set('manifest.webmanifest', webManifest());
  return {
    generated,
    scripts: new Map(client.scripts.map((file) => [distPathOf(file), join(root, file)])),
    styleHashes: [createHash('sha256').update(css).digest('base64')],
  };
}

/** Everything in static/ that is served as is: not the picture sources in static/images/, which go through the variant cache. */
export const isCopiedStatic = (root: string) => (source: string) => !source.startsWith(join(root, 'static', 'images'));

/** Prerenders every route and writes dist/ (pages, assets, pictures, static files, build.json, header rules). */
export async function writeSite(paths: BuildPaths, browser: { metafile: esbuild.Metafile; react: ReactBundle }, images: GeneratedImages, options: WriteSiteOptions): Promise<HeaderRules> {
  const { root, distDir, assetsDir } = paths;
  const site = await renderSite(paths, browser, images.manifest, options);

  await rm(distDir, { recursive: true, force: true });
  await mkdir(assetsDir, { recursive: true });
  for (const [distPath, file] of site.scripts) await cp(file, join(distDir, distPath));
  // Generated pictures, icons and share images (from static/images/, through the variant cache).
  // Hard links where the file system allows (no bytes copied; dist/ files are never modified in place).
  await Promise.all([...images.files].map(([distPath, cached]) => link(cached, join(distDir, distPath)).catch(() => cp(cached, join(distDir, distPath)))));
  await cp(join(root, 'static'), distDir, { recursive: true, filter: isCopiedStatic(root) });
  for (const [file, text] of site.generated) await writeFile(join(distDir, file), text);

  const info: BuildInfo = {
    format: buildFormat,
    builtAt: (options.builtAt ?? new Date()).toISOString(),
    settings: options.settings,
    demoDefaultsUsed: options.demoDefaultsUsed,
    pages: { '/': pageFiles['/'], '/bio': pageFiles['/bio'] },
    notFoundPage: pageFiles['/404'],
  };
  await writeFile(join(distDir, buildInfoFile), JSON.stringify(info, null, 2) + '\n');
  const rules = await writeHeaderRules(distDir, { styleHashes: site.styleHashes }, options.precompress ?? true, precompressCacheDir(root));
  await writeExports(distDir, rules);
  return rules;
}

/** The configs for nginx and static hosts, derived from the header rules. */
export async function writeExports(distDir: string, rules: HeaderRules): Promise<void> {
  await writeFile(join(distDir, 'nginx.conf'), nginxConfig(rules));
  await writeFile(join(distDir, '_headers'), cdnHeadersFile(rules));
  await writeFile(join(distDir, '_redirects'), cdnRedirectsFile());
}

async function listDist(distDir: string): Promise<string[]> {
  const entries = await readdir(distDir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(distDir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

async function variant(distDir: string, file: string, etagSuffix = ''): Promise<Variant> {
  const bytes = await readFile(join(distDir, file));
  return { file, size: bytes.byteLength, etag: strongEtag(bytes, etagSuffix) };
}

/** Whether a file of a build is served: not the server's own files, not dotfiles. */
export const isPublicFile = (file: string) => !privateFiles.has(file) && !file.split('/').some((part) => part.startsWith('.'));

/** Precompressed variants are cached here across builds (precompress.ts). */
export const precompressCacheDir = (root: string) => join(root, 'node_modules', '.cache', 'precompress');

/**
 * Precompresses what is worth it and records every public file's headers in dist/headers.json.
 * Files are handled in parallel (compression runs on libuv's thread pool); the rules keep the
 * sorted order of the file list.
 */
async function writeHeaderRules(distDir: string, csp: { styleHashes: string[] }, compress: boolean, cacheDir: string): Promise<HeaderRules> {
    const ruleOf = async (file: string): Promise<FileRule> => {
    const written: Precompressed = compress ? await precompress(distDir, file, cacheDir) : {};
    const rule: FileRule = { contentType: contentTypeOf(file), cacheControl: cacheControlOf(file), identity: await variant(distDir, file) };
    // Each encoding is its own representation, so it gets its own strong ETag.
    if (written.br) rule.br = await variant(distDir, written.br, '-br');
    if (written.gzip) rule.gzip = await variant(distDir, written.gzip, '-gz');
    return rule;
  };
  const publicFiles = (await listDist(distDir)).filter(isPublicFile);
  const ruleList = await Promise.all(publicFiles.map(ruleOf));
  const files: Record<string, FileRule> = Object.fromEntries(publicFiles.map((file, i) => [file, ruleList[i]!]));
  if (compress) await prunePrecompressCache(cacheDir);
  const pageFileNames = new Set<string>(Object.values(pageFiles));
  const rules: HeaderRules = {
    security: securityHeaders(csp),
    files,
    pages: { '/': pageFiles['/'], '/bio': pageFiles['/bio'] },
    notFoundPage: pageFiles['/404'],
    publicFiles: Object.fromEntries(Object.keys(files).filter((file) => !pageFileNames.has(file)).map((file) => [`/${file}`, file])),
  };
  await writeFile(join(distDir, headerRulesFile), JSON.stringify(rules, null, 2) + '\n');
  return rules;
}

export function serverBuildOptions(paths: BuildPaths): esbuild.BuildOptions {
  return {
    entryPoints: ['server.ts'],
    absWorkingDir: paths.root,
    outfile: join(paths.distDir, 'server.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  };
}

/**
 * Sizes of every output file. Files the build precompressed report their .gz/.br siblings (no
 * second compression); formats that are compressed already (images, video, sound) and the private
 * files (the server, its records: never sent to a browser) report "–".
 */
export async function measureDist(distDir: string): Promise<SizeRow[]> {
  const entries = await readdir(distDir, { withFileTypes: true, recursive: true });
  const all = new Set(entries.filter((entry) => entry.isFile()).map((entry) => relative(distDir, join(entry.parentPath, entry.name))));
  const rows: SizeRow[] = [];
  for (const file of [...all].filter((name) => !/\.(br|gz)$/.test(name)).sort()) {
    const bytes = await readFile(join(distDir, file));
    if (all.has(`${file}.br`) && all.has(`${file}.gz`)) {
      const [br, gz] = await Promise.all([stat(join(distDir, `${file}.br`)), stat(join(distDir, `${file}.gz`))]);
      rows.push({ file, raw: bytes.byteLength, gzip: gz.size, brotli: br.size });
    } else if (compressibleExtensions.has(extname(file).toLowerCase()) && !privateFiles.has(file)) {
      rows.push(measure(file, bytes));
    } else {
      rows.push({ file, raw: bytes.byteLength, gzip: null, brotli: null });
    }
  }
  return rows;
}
