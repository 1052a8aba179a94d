// Builds and serves the React floor page (react-floor/entry.tsx) for the page-load benchmark: the
// same esbuild options as the site's browser build, one module script, brotli 11 like dist/, a
// loopback node:http server. Our pages' main-thread figures are reported against it.
import * as esbuild from 'esbuild';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { browserBuildOptions } from '../../src/builder/bundle/browser-options';
import { buildPaths } from '../../src/builder/paths';
import { siteConfigFrom } from '../../src/settings/links';
import { parseSiteSettings } from '../../src/settings/settings';

export interface FloorServer {
  url: string;
  close(): Promise<void>;
}

const brotli = (bytes: Uint8Array | string) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

export async function startReactFloor(root: string): Promise<FloorServer> {
  const options = browserBuildOptions(buildPaths(root), siteConfigFrom(parseSiteSettings({}).settings, 2000), () => {
    throw new Error('the React floor shows no pictures');
  });
  const result = await esbuild.build({
    ...options,
    entryPoints: { floor: join(import.meta.dirname, 'react-floor', 'entry.tsx') },
    splitting: false,
    write: false,
    outdir: '/floor',
    entryNames: '[name]',
  });
  const script = result.outputFiles.find((file) => file.path.endsWith('.js'));
  if (!script) throw new Error('the React floor build produced no script');
  const html =
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>React floor</title><link rel="icon" href="data:,">' +
    '<script type="module" src="/floor.js"></script></head>' +
    '<body><h1>React floor</h1><p>One empty component, hydrated.</p><div id="root"></div></body></html>';
  const files: Record<string, { type: string; body: Buffer }> = {
    '/': { type: 'text/html; charset=utf-8', body: brotli(html) },
    '/floor.js': { type: 'text/javascript; charset=utf-8', body: brotli(script.contents) },
  };
  const server: Server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://x').pathname];
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': file.type, 'Content-Encoding': 'br', 'Content-Length': file.body.byteLength, 'Cache-Control': 'no-cache' });
    response.end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the React floor server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
