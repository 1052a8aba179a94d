// npm run dev: rebuild the site whenever a source or static file changes, serve it from memory
// with the real server code (dev-site.ts), and reload open pages (live-reload.ts).
import { createReadStream, existsSync, watch } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { ConfigError } from '../../settings/settings';
import { teamFolderName } from '../../settings/site-folder/team-folder';
import { parseServerSettings, type ServerSettings } from '../../settings/server-settings';
import { createHandler } from '../../server/http/app';
import { listenErrorMessage } from '../../server/process/listen-errors';
import { createLogger } from '../../server/process/log';
import { cacheControlOf, contentTypeOf } from '../output/header-rules';
import type { BuildPaths } from '../paths';
import { createDevBuilder, type DevBuilder, type DevOptions } from './dev-builder';
import { messages } from '../../messages/catalogue';
import { createLiveReload } from './live-reload';
import { createRebuildQueue } from './rebuild-queue';

function stop(message: string): never {
  console.error(messages().dev.stopped(message));
  process.exit(1);
}

function serverSettingsOrStop(): ServerSettings {
  try {
    return parseServerSettings(process.env);
  } catch (error) {
    if (error instanceof ConfigError) stop(error.message);
    throw error;
  }
}

/** Generated pictures and icons come straight from the variant cache: a rebuild does not copy them. */
function servePicture(builder: DevBuilder, request: IncomingMessage, response: ServerResponse): boolean {
  const distPath = (request.url ?? '/').split('?')[0]!.slice(1);
  const picture = builder.images().files.get(distPath) ?? builder.teamPhotos().get(distPath);
  if (!picture || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
  // As in production: hashed names (assets/*.<hash>.avif) are cached for good, so a reload does not
  // fetch them again; the icons are revalidated.
  response.writeHead(200, { 'Content-Type': contentTypeOf(picture), 'Cache-Control': cacheControlOf(distPath) });
  if (request.method === 'HEAD') response.end();
  else createReadStream(picture).pipe(response);
  return true;
}

export async function startDevServer(paths: BuildPaths, options: DevOptions): Promise<void> {
  const serverSettings = serverSettingsOrStop();
  // The prerender renders with React's production build, as `npm run build` does: the same markup,
  // several times faster than the development build. React's development warnings show in the
  // component tests, which run the development build.
  process.env.NODE_ENV = 'production';
  const builder = await createDevBuilder(paths, options).catch((error: unknown) =>
    stop(error instanceof Error ? error.message : String(error)),
  );
  const log = createLogger();
  const liveReload = createLiveReload();
  let handle: ReturnType<typeof createHandler> | null = null;

  const queue = createRebuildQueue(async () => {
    const started = performance.now();
    try {
      const site = await builder.rebuild();
      if (!site) {
        // esbuild (or the pictures) printed what is wrong; this says the save changed nothing.
        console.error(messages().dev.notRebuilt);
        return;
      }
      handle = createHandler(site, log);
      const pages = liveReload.reloadPages();
      console.log(messages().dev.rebuilt(Math.round(performance.now() - started), pages));
    } catch (error) {
      console.error(messages().dev.rebuildFailed, error);
    }
  });
  await queue.runNow();
  // esbuild's own watch mode polls and can take a second or two to notice a save; file system
  // events (inotify on Linux) arrive at once. static/ is read rather than imported.
  watch(join(paths.root, 'src'), { recursive: true }, () => queue.request());
  const teamFolder = join(paths.siteDir, teamFolderName);
  if (existsSync(teamFolder)) watch(teamFolder, () => queue.request());
  watch(join(paths.root, 'static'), { recursive: true }, (_event, file) => {
    builder.changed(typeof file === 'string' ? file : '');
    queue.request();
  });
  // The operator's pictures, when the folder exists at start (a folder made later needs a restart).
  const ownImages = join(paths.siteDir, 'images');
  if (existsSync(ownImages)) {
    watch(ownImages, { recursive: true }, () => {
      builder.changed('images');
      queue.request();
    });
  }

  const server = createServer((request, response) => {
    if (liveReload.handle(request, response) || servePicture(builder, request, response)) return;
    if (!handle) {
      response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1' });
      response.end(messages().dev.building);
      return;
    }
    handle(request, response);
  });
  server.on('error', (error: NodeJS.ErrnoException) =>
    stop(listenErrorMessage(error, serverSettings.port, serverSettings.host)),
  );
  server.listen(serverSettings.port, serverSettings.host, () => {
    console.log(messages().dev.listening(`http://${serverSettings.host}:${serverSettings.port}`));
  });
}
