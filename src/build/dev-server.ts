// npm run dev: rebuild the site whenever a source or static file changes, serve it from memory
// with the real server code (dev-site.ts), and reload open pages. The reload client is a
// same-origin script file (no inline script), fed by Server-Sent Events.
import * as esbuild from 'esbuild';
import { createReadStream, watch } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { SiteConfig } from '../config/links';
import { ConfigError, parseServerSettings, type SiteSettings, type SiteVariable } from '../config/settings';
import { createHandler } from '../server/app';
import { listenErrorMessage } from '../server/listen-errors';
import { createLogger } from '../server/log';
import { generateImages, imagePaths, type GeneratedImages } from './images/generate';
import { cacheControlOf, contentTypeOf } from './header-rules';
import { devSite, readStaticFiles } from './dev-site';
import { appBuildOptions, buildReact, prerenderBuildOptions, renderSite, type BuildPaths } from './site-build';

const eventsPath = '/__dev/events';
const reloadScriptPath = '/__dev/reload.js';
const reloadScript = `new EventSource(${JSON.stringify(eventsPath)}).addEventListener('message', () => location.reload());\n`;

interface DevOptions {
  settings: SiteSettings;
  demoDefaultsUsed: SiteVariable[];
  config: SiteConfig;
}

export async function startDevServer(paths: BuildPaths, options: DevOptions): Promise<void> {
  let serverSettings;
  try {
    serverSettings = parseServerSettings(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Dev server stopped: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const log = createLogger();
  const clients = new Set<ServerResponse>();
  let handle: ReturnType<typeof createHandler> | null = null;
  const pictures = imagePaths(paths.root);
  let images: GeneratedImages;
  try {
    images = await generateImages(pictures);
  } catch (error) {
    console.error(`Dev server stopped: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }

  // The prerender renders with React's production build, as `npm run build` does: the same markup,
  // three to four times faster than the development build (10 ms rather than 20-40 ms per save).
  // React's development warnings show in the component tests, which run the development build.
  process.env.NODE_ENV = 'production';
  let staticFiles = await readStaticFiles(paths.root);

  // esbuild writes every save's hashed chunks to the scratch folder and never removes old ones:
  // each session starts with it empty, so it holds one session's worth at most.
  await rm(paths.scratchDir, { recursive: true, force: true });
  // React's script is built once: only the app is rebuilt on a change, and the prerender pass
  // incrementally.
  const react = await buildReact(paths);
  // The prerender also takes React from node_modules instead of bundling it: Node loads it once and
  // keeps it warm, where a freshly bundled copy is compiled again on every save (about 50 ms).
  const prerenderContext = await esbuild.context({
    ...prerenderBuildOptions(paths, options.config, () => images.manifest),
    external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
  });
  const context = await esbuild.context(appBuildOptions(paths, options.config, () => images.manifest, react));

  /** Both passes at once (they are independent), then the pages, served from memory; reloads the open pages. */
  const buildAndServe = async (): Promise<void> => {
    const started = performance.now();
    let app, prerender;
    try {
      [app, prerender] = await Promise.all([context.rebuild(), prerenderContext.rebuild()]);
    } catch {
      return; // esbuild has printed the errors
    }
    try {
      const prerendered = prerender.metafile!;
      const rendered = await renderSite(paths, { metafile: app.metafile!, react }, images.manifest, {
        ...options,
        extraScripts: [reloadScriptPath],
        buildPrerender: async () => prerendered,
      });
      const site = await devSite({ rendered, staticFiles, settings: options.settings, demoDefaultsUsed: options.demoDefaultsUsed, buildDir: paths.scratchDir });
      handle = createHandler(site, log);
      console.log(`Rebuilt in ${Math.round(performance.now() - started)} ms; reloading ${clients.size} page(s).`);
      for (const client of clients) client.write('data: reload\n\n');
    } catch (error) {
      console.error('Rebuild failed:', error);
    }
  };

  // esbuild's own watch mode polls and can take a second or two to notice a save; file system
  // events (inotify on Linux) arrive at once. Saves during a rebuild fold into one more rebuild.
  // static/ is read rather than imported; a change under static/images/ re-runs the image step
  // first (the cache re-encodes only the changed picture), any other change there re-reads static/.
  let running = false;
  let again = false;
  let picturesChanged = false;
  let staticChanged = false;
  const rebuild = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        if (picturesChanged) {
          picturesChanged = false;
          const started = performance.now();
          try {
            images = await generateImages(pictures);
            console.log(`Pictures: ${images.encoded} file(s) encoded in ${Math.round(performance.now() - started)} ms.`);
          } catch (error) {
            console.error(`Pictures not updated: ${error instanceof Error ? error.message : String(error)}`);
            continue;
          }
        }
        if (staticChanged) {
          staticChanged = false;
          try {
            staticFiles = await readStaticFiles(paths.root);
          } catch (error) {
            console.error(`static/ not re-read (the last version stays served): ${error instanceof Error ? error.message : String(error)}`);
          }
        }
        await buildAndServe();
      } while (again);
    } finally {
      running = false;
    }
  };
  // One save often fires two or three events (write, rename): wait 10 ms for the burst to end.
  let pending: ReturnType<typeof setTimeout> | undefined;
  const soon = () => {
    clearTimeout(pending);
    pending = setTimeout(() => void rebuild(), 10);
  };
  await rebuild();
  watch(join(paths.root, 'src'), { recursive: true }, soon);
  watch(join(paths.root, 'static'), { recursive: true }, (_event, file) => {
    if (typeof file === 'string' && file.split(/[\\/]/)[0] === 'images') picturesChanged = true;
    else staticChanged = true;
    soon();
  });

  const server = createServer((request, response) => {
    if (request.url === eventsPath) {
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      response.write(': connected\n\n');
      clients.add(response);
      request.on('close', () => clients.delete(response));
      return;
    }
    if (request.url === reloadScriptPath) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(reloadScript);
      return;
    }
    // Generated pictures and icons come straight from the variant cache: a rebuild does not copy them.
    const distPath = (request.url ?? '/').split('?')[0]!.slice(1);
    const picture = images.files.get(distPath);
    if (picture && (request.method === 'GET' || request.method === 'HEAD')) {
      // As in production: hashed names (assets/*.<hash>.avif) are cached for good, so a reload does
      // not fetch them again; the icons are revalidated.
      response.writeHead(200, { 'Content-Type': contentTypeOf(picture), 'Cache-Control': cacheControlOf(distPath) });
      if (request.method === 'HEAD') response.end();
      else createReadStream(picture).pipe(response);
      return;
    }
    if (!handle) {
      response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1' });
      response.end('Building…');
      return;
    }
    handle(request, response);
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(`Dev server stopped: ${listenErrorMessage(error, serverSettings.port, serverSettings.host)}`);
    process.exit(1);
  });
  server.listen(serverSettings.port, serverSettings.host, () => {
    console.log(`Dev server: http://${serverSettings.host}:${serverSettings.port} (rebuilds and reloads on change; Ctrl+C stops)`);
  });
}
