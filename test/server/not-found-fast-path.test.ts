// The 404s are answered before Express (fast-path.ts) for speed; this holds them to the Express
// path's answer byte for byte (Date aside), for the page and the plain 404, every method and
// header that could matter, and the neighbours that must still reach Express (400, 301,
// /healthz, 405), with the same 404 log records, one per 404 and none for anything else.
import type { AddressInfo } from 'node:net';
import { createServer, type RequestListener, type Server } from 'node:http';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createApp, createHandler } from '../../src/server/http/app';
import type { NotFoundLog } from '../../src/server/http/not-found-log';
import { createLogger } from '../../src/server/process/log';
import { loadSite } from '../../src/server/site/load-site';
import { sendRaw } from '../support/raw-http';
import { distDir } from '../support/test-server';

interface Side {
  server: Server;
  url: string;
  logged: string[];
}

const parity = suite<{ fast: Side; express: Side; notFoundEtag: string }>('the 404 fast path against the Express path');

async function listen(make: (notFoundLog: NotFoundLog) => RequestListener): Promise<Side> {
  const logged: string[] = [];
  const server = createServer(make({ record: (path) => logged.push(path), flush: () => {} })).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, logged };
}

parity.before(async (context) => {
  const site = loadSite(distDir);
  const log = createLogger(() => {});
  context.fast = await listen((notFoundLog) => createHandler(site, log, { hsts: true, notFoundLog }));
  context.express = await listen((notFoundLog) => createApp(site, log, { hsts: true, notFoundLog }));
  context.notFoundEtag = site.notFoundPage.br!.etag;
});

parity.after(async ({ fast, express }) => {
  for (const side of [fast, express]) {
    side?.server.closeAllConnections();
    side?.server.close();
  }
});

const ask = async (side: Side, request: string) => (await sendRaw(side.url, `${request}\r\nHost: x\r\nConnection: close\r\n\r\n`)).replace(/^Date: .*\r\n/m, '');

/** [request line and headers, expected status, logged as a 404]. */
const requests = (etag: string): Array<[string, number, boolean]> => [
  ['GET /pagina-que-nao-existe HTTP/1.1\r\nAccept-Encoding: br', 404, true],
  ['GET /pagina-que-nao-existe HTTP/1.1\r\nAccept-Encoding: gzip, deflate', 404, true],
  ['GET /pagina-que-nao-existe HTTP/1.1', 404, true],
  ['GET /pagina-que-nao-existe HTTP/1.1\r\nAccept-Encoding: br\r\nSave-Data: on', 404, true],
  ['HEAD /pagina-que-nao-existe HTTP/1.1\r\nSave-Data: ON', 404, true],
  ['HEAD /pagina-que-nao-existe HTTP/1.1\r\nAccept-Encoding: br', 404, true],
  ['GET /pagina-que-nao-existe?utm=x HTTP/1.1\r\nAccept-Encoding: br', 404, true],
  [`GET /pagina-que-nao-existe HTTP/1.1\r\nAccept-Encoding: br\r\nIf-None-Match: ${etag}`, 404, true],
  ['GET /pagina-que-nao-existe HTTP/1.1\r\nRange: bytes=0-1', 404, true],
  ['GET /caf%C3%A9/deep/path HTTP/1.1\r\nAccept-Encoding: br', 404, true],
  ['GET /wp-login.php HTTP/1.1\r\nAccept-Encoding: br', 404, true],
  ['HEAD /.env HTTP/1.1', 404, true],
  ['GET /assets/nao-existe.js?v=1 HTTP/1.1\r\nAccept-Encoding: gzip', 404, true],
  ['GET /a%E0 HTTP/1.1', 400, false],
  ['GET /x%00.php HTTP/1.1', 400, false],
  ['GET /bio/?x=1 HTTP/1.1', 301, false],
  ['GET /HEALTHZ/ HTTP/1.1', 404, true],
  ['GET /healthz HTTP/1.1', 200, false],
  ['POST /pagina-que-nao-existe HTTP/1.1\r\nContent-Length: 0', 405, false],
  ['GET http://x/pagina-que-nao-existe HTTP/1.1\r\nAccept-Encoding: br', 404, true],
];

parity('each answer is the Express path\'s, byte for byte, with the same 404 log records', async ({ fast, express, notFoundEtag }) => {
  for (const [request, status] of requests(notFoundEtag)) {
    const fromFast = await ask(fast, request);
    assert.ok(fromFast.startsWith(`HTTP/1.1 ${status} `), `${request.split('\r\n')[0]}: ${fromFast.split('\r\n')[0]}`);
    assert.is(fromFast, await ask(express, request), request.split('\r\n')[0]);
  }
  const expectedPaths = requests(notFoundEtag)
    .filter(([, , logged]) => logged)
    .map(([request]) => request.split(' ')[1]!.replace(/^http:\/\/x/, '').replace(/\?.*$/, ''));
  assert.equal(express.logged, expectedPaths, 'the Express path logs each 404 once');
  assert.equal(fast.logged, expectedPaths, 'the fast path logs each 404 once');
});

parity.run();
