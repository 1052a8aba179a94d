// The access log over real HTTP: one `combined` line per request on every path the server
// answers (pages, files, 304, 206, 301, 400, 404, 405, 500, HEAD, compressed), none for
// the health probe (exactly /healthz), with the body bytes the client really received; hostile request lines that cannot
// forge or break a line; and the client address with and without TRUST_PROXY.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createResponseObserver } from '../../src/server/access-log/observer';
import { sendRaw } from '../support/raw-http';
import { loadSite } from '../../src/server/site/load-site';
import { fetchRaw, linesWhen, serveWithAccessLog, type Logged } from '../support/logged-server';
import { distDir } from '../support/test-server';

const streamedPath = '/media/grande.mp4';
const streamedBytes = 300_000;

/** Pages whose look-up fails for /explode: the app answers 500. */
class ExplodingPages<V> extends Map<string, V> {
  override get(path: string): V | undefined {
    if (path === '/explode') throw new Error('page table broken');
    return super.get(path);
  }
}

/**
 * The built site plus one file streamed from disk (as files over 8 MB are, written through
 * res.write), and a URL that fails inside the app.
 */
async function siteWithStreamedFile(scratch: string) {
  const site = loadSite(distDir);
  const absolutePath = join(scratch, 'grande.mp4');
  await writeFile(absolutePath, randomBytes(streamedBytes));
  const files = new Map(site.files);
  files.set(streamedPath, { contentType: 'video/mp4', cacheControl: 'no-cache', codings: [], identity: { etag: '"grande"', size: streamedBytes, body: null, absolutePath } });
  return { ...site, pages: new ExplodingPages(site.pages), files };
}

const paths = suite<Logged>('access log: every kind of answer');
paths.before(async (context) => {
  context.scratch = await mkdtemp(join(tmpdir(), 'access-log-'));
  Object.assign(context, await serveWithAccessLog([], false, await siteWithStreamedFile(context.scratch)));
});
paths.after(async ({ server, scratch }) => {
  await server.close();
  await rm(scratch!, { recursive: true, force: true });
});
paths.before.each(({ lines }) => {
  lines.length = 0;
});

paths('each answer is one line with the status and the body bytes the client received', async ({ server, lines }) => {
  const etag = await new Promise<string>((resolve, reject) =>
    request(`${server.url}/`, { method: 'HEAD', agent: false }, (res) => resolve(String(res.headers.etag))).on('error', reject).end(),
  );
  await linesWhen(lines, 1);
  lines.length = 0;
  const cases: Array<[method: string, path: string, headers: Record<string, string>, status: number]> = [
    ['GET', '/', { 'Accept-Encoding': 'br' }, 200], // precompressed
    ['GET', '/?utm_source=instagram&utm_medium=bio', {}, 200], // query kept
    ['GET', '/bio', { 'User-Agent': 'Mozilla/5.0 (Android)', Referer: 'https://l.instagram.com/' }, 200],
    ['HEAD', '/bio', {}, 200],
    ['GET', '/', { 'If-None-Match': etag }, 304], // Express path
    ['GET', '/media/hero.mp4', { Range: 'bytes=0-9' }, 206],
    ['GET', streamedPath, {}, 200], // streamed from disk: res.write
    ['GET', streamedPath, { Range: 'bytes=100-299' }, 206],
    ['GET', '/bio/?utm_source=whatsapp', {}, 301],
    ['GET', '/nao-existe', { 'Accept-Encoding': 'gzip' }, 404], // compressed on the fly
    ['GET', '/assets/nada.js', {}, 404],
    ['GET', '/%E0%A4%A', {}, 400],
    ['POST', '/', {}, 405],
    ['GET', '/explode', {}, 500],
    ['GET', '/', { Host: 'exa mple' }, 400], // an invalid Host, refused before anything else
    ['GET', '/HEALTHZ', {}, 404], // not the health probe: logged
    ['GET', '/healthz/', {}, 404],
    ['GET', '/healthz?from=probe', {}, 200], // not logged
    ['GET', '/healthz', {}, 200], // not logged
  ];
  const received = [];
  for (const [method, path, headers, status] of cases) {
    const answer = await fetchRaw(server.url, path, method, headers);
    assert.is(answer.status, status, `${method} ${path}`);
    received.push(answer);
  }
  const logged = await linesWhen(lines, cases.length - 2);
  for (let i = 0; i < logged.length; i++) {
    const [method, path, headers] = cases[i]!;
    const fields = logged[i]!;
    assert.is(fields.client, '127.0.0.0', `${path}: client shortened to its /24`);
    assert.is(fields.user, '-');
    assert.is(fields.request, `${method} ${path} HTTP/1.1`);
    assert.is(fields.status, received[i]!.status, `${path}: status`);
    assert.is(fields.bytes, received[i]!.bytes, `${method} ${path}: body bytes`);
    assert.is(fields.referrer, headers.Referer ?? '-');
    assert.is(fields.userAgent, headers['User-Agent'] ?? '-');
  }
  assert.equal(
    logged.map((fields) => fields.bytes).slice(3, 8),
    [0, 0, 10, streamedBytes, 200],
    'HEAD, 304, in-memory range, streamed file, streamed range',
  );
  assert.ok(logged[9]!.bytes > 0, 'the gzip 404 page has a body');
});

paths('hostile request lines are escaped and capped: one well-formed line each, nothing forged', async ({ server, lines }) => {
  const longUrl = '/?utm_campaign=' + 'x'.repeat(8 * 1024);
  const heads = [
    `GET /a"b\\c HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    `GET /x HTTP/1.1\r\nHost: x\r\nUser-Agent: a"b\\c\td\u00e9" 200 0 "-" "forged\r\nReferer: https://x/"q"\r\nConnection: close\r\n\r\n`,
    `GET ${longUrl} HTTP/1.1\r\nHost: x\r\nUser-Agent: ${'u'.repeat(4000)}\r\nConnection: close\r\n\r\n`,
    `GET /%0D%0Afake HTTP/1.0\r\n\r\n`,
  ];
  for (const head of heads) assert.match(await sendRaw(server.url, head), /^HTTP\/1\.[01] \d{3} /);
  const [quoted, headers, long, encoded] = await linesWhen(lines, heads.length);
  assert.is(quoted!.request, 'GET /a\\x22b\\x5Cc HTTP/1.1');
  assert.is(headers!.userAgent, 'a\\x22b\\x5Cc\\x09d\\xE9\\x22 200 0 \\x22-\\x22 \\x22forged');
  assert.is(headers!.referrer, 'https://x/\\x22q\\x22');
  assert.is(long!.request, `GET ${longUrl.slice(0, 2048)}... HTTP/1.1`);
  assert.is(long!.userAgent, `${'u'.repeat(512)}...`);
  assert.is(encoded!.request, 'GET /%0D%0Afake HTTP/1.0');
});

/** A bare node:http server whose handler is observed first, as createHandler does. */
async function observedServer(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const lines: string[] = [];
  const observe = createResponseObserver((line) => lines.push(line), { fullIp: true, trustedProxies: new Set() });
  const server = createServer((req, res) => {
    observe(req, res);
    handler(req, res);
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    lines,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}

paths('a body written to a HEAD, 204 or 304 response is not sent, and not counted', async () => {
  const { lines, base, close } = await observedServer((req, res) => {
    res.statusCode = Number(req.url!.slice(1));
    res.write('hello ');
    res.end('world');
  });
  try {
    const answers = [await fetchRaw(base, '/200', 'HEAD'), await fetchRaw(base, '/204'), await fetchRaw(base, '/304'), await fetchRaw(base, '/200')];
    assert.equal(answers.map((answer) => answer.bytes), [0, 0, 0, 11]);
    const logged = await linesWhen(lines, 4);
    assert.equal(logged.map((fields) => fields.bytes), [0, 0, 0, 11]);
  } finally {
    close();
  }
});

paths('a client that leaves: 499 before any answer, the bytes sent so far during one', async () => {
  let arrived = () => {};
  const { lines, base, close } = await observedServer((req, res) => {
    if (req.url === '/slow-start') return arrived(); // never answers: the client gives up first
    res.writeHead(200, { 'Content-Length': '100000' });
    res.write(Buffer.alloc(1000)); // then waits for more that never comes
  });
  try {
    for (const path of ['/slow-start', '/partial']) {
      await new Promise<void>((resolve) => {
        const req = request(`${base}${path}`, { agent: false }, (res) => res.once('data', () => req.destroy()));
        arrived = () => req.destroy();
        req.on('error', () => resolve());
        req.on('close', () => resolve());
        req.end();
      });
    }
    const [gaveUp, leftDuring] = await linesWhen(lines, 2);
    assert.equal([gaveUp!.request, gaveUp!.status, gaveUp!.bytes], ['GET /slow-start HTTP/1.1', 499, 0]);
    assert.equal([leftDuring!.request, leftDuring!.status, leftDuring!.bytes], ['GET /partial HTTP/1.1', 200, 1000]);
  } finally {
    close();
  }
});

const proxies = suite('access log: the client address behind a proxy');

proxies('without TRUST_PROXY, X-Forwarded-For is ignored: any client can send it', async () => {
  const { server, lines } = await serveWithAccessLog([], true);
  try {
    await fetchRaw(server.url, '/', 'GET', { 'X-Forwarded-For': '203.0.113.9' });
    const [line] = await linesWhen(lines, 1);
    assert.is(line!.client, '127.0.0.1');
  } finally {
    await server.close();
  }
});

proxies('with TRUST_PROXY=127.0.0.1, the client is the last address the proxy added, shortened by default', async () => {
  for (const [fullIp, expected] of [[true, '203.0.113.9'], [false, '203.0.113.0']] as const) {
    const { server, lines } = await serveWithAccessLog(['127.0.0.1'], fullIp);
    try {
      await fetchRaw(server.url, '/', 'GET', { 'X-Forwarded-For': '1.1.1.1, 203.0.113.9' });
      await fetchRaw(server.url, '/bio');
      const [proxied, direct] = await linesWhen(lines, 2);
      assert.is(proxied!.client, expected);
      assert.is(direct!.client, fullIp ? '127.0.0.1' : '127.0.0.0', 'no header: the peer');
    } finally {
      await server.close();
    }
  }
});

paths.run();
proxies.run();
