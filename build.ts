// npm run build: bundle the browser code, prerender every route to HTML, copy static/, bundle the
// server, and print the size of everything in dist/. Site settings come from the environment and
// are baked in here (see README, Configuration).
// npm run dev (build.ts --watch): the same build on every change, served with live reload.
import * as esbuild from 'esbuild';
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDevServer } from './src/build/dev-server';
import type { HashedAsset } from './src/build/hashed-assets';
import { browserBuildOptions, buildPaths, measureDist, serverBuildOptions, writeSite } from './src/build/site-build';
import { sizeTable } from './src/build/sizes';
import { siteConfigFrom } from './src/config/links';
import { ConfigError, demoDefaultsWarning, parseSiteSettings } from './src/config/settings';

const root = dirname(fileURLToPath(import.meta.url));
const watch = process.argv.includes('--watch');
const paths = buildPaths(root, watch ? 'dev' : 'production');

function readSettings() {
  try {
    const parsed = parseSiteSettings(process.env);
    const warning = demoDefaultsWarning(parsed.demoDefaultsUsed);
    if (warning) console.warn(warning);
    return parsed;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Build stopped: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

const { settings, demoDefaultsUsed } = readSettings();
const config = siteConfigFrom(settings, new Date().getFullYear());

if (watch) {
  await startDevServer(paths, { settings, demoDefaultsUsed, config });
} else {
  const started = performance.now();
  const images = new Map<string, HashedAsset>();
  await rm(paths.scratchDir, { recursive: true, force: true });
  const { metafile } = await esbuild.build(browserBuildOptions(paths, config, images));
  await writeSite(paths, metafile!, images, { settings, demoDefaultsUsed, config });
  await esbuild.build(serverBuildOptions(paths));
  console.log(sizeTable(await measureDist(paths.distDir)));
  console.log(`Built dist/ in ${Math.round(performance.now() - started)} ms.`);
  // The browser build of react-dom/server (used to prerender, so it shares chunks with the client)
  // keeps a MessageChannel open, which would hold the process forever.
  process.exit(0);
}
