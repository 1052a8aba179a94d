// The esbuild passes of the browser code: React's own script, the entry with the app chunk, and
// the prerender pass paired with the entry (so the prerendered HTML uses the browser's class names).
import * as esbuild from 'esbuild';
import { join } from 'node:path';
import type { SiteConfig } from '../../settings/links';
import type { ImageManifest } from '../../app/images/manifest';
import type { BuildPaths } from '../paths';
import { imageManifestPlugin } from '../pictures/manifest-module';
import { browserEntry } from './browser-outputs';
import { reactBundleOf, reactBundleOptions, reactExternalPlugin, type ReactBundle } from './react-bundle';
import { buildPageScripts, type PageScripts } from './page-scripts';
import { cachedReactScript, reactScriptKey } from './react-script-cache';
import { siteConfigPlugin } from './site-config-module';

/** The build-time renderer's entry (bundled beside the browser entry, run in Node by the build). */
export const prerenderEntry = 'src/app/prerender.tsx';

/** What the browser build hands to the prerender: esbuild's record of the app pass, and React's script. */
export interface BrowserCode {
  metafile: esbuild.Metafile;
  react: ReactBundle;
  /** The scripts of the pages that load no React. */
  pageScripts: PageScripts;
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
    // need one of esbuild's helpers, which lands in a chunk of its own (browser-outputs.ts).
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
export function browserBuildOptions(
  paths: BuildPaths,
  config: SiteConfig,
  imageManifest: () => ImageManifest,
): esbuild.BuildOptions {
  return {
    ...browserBaseOptions(paths),
    entryPoints: { main: browserEntry },
    splitting: true,
    entryNames: '[name]-[hash]',
    // The only chunk is the app (src/app/boot/app.tsx): browser-outputs.ts refuses any other.
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
export function prerenderBuildOptions(
  paths: BuildPaths,
  config: SiteConfig,
  imageManifest: () => ImageManifest,
): esbuild.BuildOptions {
  return {
    ...browserBuildOptions(paths, config, imageManifest),
    entryPoints: { main: browserEntry, prerender: prerenderEntry },
    outdir: join(paths.scratchDir, 'prerender'),
  };
}

/** The app's build: the entry and the app chunk, with React imported from its own script. */
export function appBuildOptions(
  paths: BuildPaths,
  config: SiteConfig,
  imageManifest: () => ImageManifest,
  react: ReactBundle,
): esbuild.BuildOptions {
  const options = browserBuildOptions(paths, config, imageManifest);
  return { ...options, plugins: [...(options.plugins ?? []), reactExternalPlugin(react)] };
}

/**
 * The React script (its own pass: see react-bundle.ts), from the cache while React, esbuild and
 * the options are unchanged (react-script-cache.ts). Once per build, and once per dev session.
 */
export async function buildReact(paths: BuildPaths): Promise<ReactBundle> {
  const base = browserBaseOptions(paths);
  return cachedReactScript(
    paths,
    reactScriptKey(paths, reactBundleOptions(paths, base, ''), esbuild.version),
    async () => {
      const { metafile } = await esbuild.build(reactBundleOptions(paths, base));
      return reactBundleOf(paths, metafile!);
    },
  );
}

/** The passes of the browser build (React, the app, the static pages' scripts): what writeSite needs. */
export async function buildBrowserCode(
  paths: BuildPaths,
  config: SiteConfig,
  imageManifest: () => ImageManifest,
): Promise<BrowserCode> {
  const react = await buildReact(paths);
  const { metafile } = await esbuild.build(appBuildOptions(paths, config, imageManifest, react));
  const pageScripts = await buildPageScripts(browserBaseOptions(paths));
  return { metafile: metafile!, react, pageScripts };
}
