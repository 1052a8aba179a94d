// npm run dev: rebuild dist/ whenever a source or static file changes, serve it with the real
// server code, and reload open pages. The reload client is a same-origin script file (no inline
// script), fed by Server-Sent Events.
import * as esbuild from 'esbuild';
import { createReadStream, watch } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { SiteConfig } from '../config/links';
import { ConfigError, parseServerSettings, type SiteSettings, type SiteVariable } from '../config/settings';
import { createHandler } from '../server/app';
import { listenErrorMessage } from '../server/listen-errors';
import { createLogger } from '../server/log';
import { loadSite } from '../server/site-files';
import { generateImages, imagePaths, type GeneratedImages } from './images/generate';
import { contentTypeOf } from './header-rules';
import { appBuildOptions, buildReact, prerenderBuildOptions, writeSite, type BuildPaths } from './site-build';

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

  /** Both passes at once (they are independent), then the pages; reloads the open pages. */
  const buildAndWrite = async (): Promise<void> => {
    const started = performance.now();
    let app, prerender;
    try {
      [app, prerender] = await Promise.all([context.rebuild(), prerenderContext.rebuild()]);
    } catch {
      return; // esbuild has printed the errors
    }
    try {
      const prerendered = prerender.metafile!;
      await writeSite(paths, { metafile: app.metafile!, react }, images, {
        ...options,
        extraScripts: [reloadScriptPath],
        precompress: false,
        includeImages: false,
        buildPrerender: async () => prerendered,
      });
      handle = createHandler(loadSite(paths.distDir), log);
      console.log(`Rebuilt in ${Math.round(performance.now() - started)} ms; reloading ${clients.size} page(s).`);
      for (const client of clients) client.write('data: reload\n\n');
    } catch (error) {
      console.error('Rebuild failed:', error);
    }
  };

  // esbuild's own watch mode polls and can take a second or two to notice a save; file system
  // events (inotify on Linux) arrive at once. Saves during a rebuild fold into one more rebuild.
  // static/ is copied rather than imported; a change under static/images/ re-runs the image step
  // first, and the cache re-encodes only the changed picture.
  let running = false;
  let again = false;
  let picturesChanged = false;
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
        await buildAndWrite();
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
    const picture = images.files.get((request.url ?? '/').split('?')[0]!.slice(1));
    if (picture && (request.method === 'GET' || request.method === 'HEAD')) {
      // Hashed names (assets/*.<hash>.avif) change with their content: a reload need not fetch them again.
      const cacheControl = /^\/assets\//.test(request.url ?? '') ? 'public, max-age=31536000, immutable' : 'no-cache';
      response.writeHead(200, { 'Content-Type': contentTypeOf(picture), 'Cache-Control': cacheControl });
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
