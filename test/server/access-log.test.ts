// The access log over real HTTP: one `combined` line per request on every path the server
// answers (pages, files, 304, 206, 301, 400, 404, 405, 500, HEAD, compressed), none for
// the health probe (exactly /healthz), with the body bytes the client really received; hostile request lines that cannot
// forge or break a line; and the client address with and without TRUST_PROXY.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadSite } from '../../src/server/site/load-site';
import { ask, openStream, sendRaw } from '../support/http-client';
import { distDir, loggedWhen, serve, type Served } from '../support/serve';

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

const paths = suite<{ server: Served; scratch: string }>('access log: every kind of answer');
paths.before(async (context) => {
  context.scratch = await mkdtemp(join(tmpdir(), 'access-log-'));
  context.server = await serve({ site: await siteWithStreamedFile(context.scratch), accessLog: {} });
});
paths.after(async ({ server, scratch }) => {
  await server?.close();
  await rm(scratch, { recursive: true, force: true });
});
paths.before.each(({ server }) => {
  server.accessLines.length = 0;
});

paths('each answer is one line with the status and the body bytes the client received', async ({ server }) => {
  const etag = String((await ask(server.url, '/', { method: 'HEAD' })).headers.etag);
  await loggedWhen(server, 1);
  server.accessLines.length = 0;
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
    const answer = await ask(server.url, path, { method, headers });
    assert.is(answer.status, status, `${method} ${path}`);
    received.push(answer);
  }
  const logged = await loggedWhen(server, cases.length - 2);
  for (let i = 0; i < logged.length; i++) {
    const [method, path, headers] = cases[i]!;
    const fields = logged[i]!;
    assert.is(fields.client, '127.0.0.0', `${path}: client shortened to its /24`);
    assert.is(fields.user, '-');
    assert.is(fields.request, `${method} ${path} HTTP/1.1`);
    assert.is(fields.status, received[i]!.status, `${path}: status`);
    assert.is(fields.bytes, received[i]!.body.byteLength, `${method} ${path}: body bytes`);
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

paths('hostile request lines are escaped and capped: one well-formed line each, nothing forged', async ({ server }) => {
  const longUrl = '/?utm_campaign=' + 'x'.repeat(8 * 1024);
  const heads = [
    `GET /a"b\\c HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    `GET /x HTTP/1.1\r\nHost: x\r\nUser-Agent: a"b\\c\td\u00e9" 200 0 "-" "forged\r\nReferer: https://x/"q"\r\nConnection: close\r\n\r\n`,
    `GET ${longUrl} HTTP/1.1\r\nHost: x\r\nUser-Agent: ${'u'.repeat(4000)}\r\nConnection: close\r\n\r\n`,
    `GET /%0D%0Afake HTTP/1.0\r\n\r\n`,
  ];
  for (const head of heads) assert.match(await sendRaw(server.url, head), /^HTTP\/1\.[01] \d{3} /);
  const [quoted, headers, long, encoded] = await loggedWhen(server, heads.length);
  assert.is(quoted!.request, 'GET /a\\x22b\\x5Cc HTTP/1.1');
  assert.is(headers!.userAgent, 'a\\x22b\\x5Cc\\x09d\\xE9\\x22 200 0 \\x22-\\x22 \\x22forged');
  assert.is(headers!.referrer, 'https://x/\\x22q\\x22');
  assert.is(long!.request, `GET ${longUrl.slice(0, 2048)}... HTTP/1.1`);
  assert.is(long!.userAgent, `${'u'.repeat(512)}...`);
  assert.is(encoded!.request, 'GET /%0D%0Afake HTTP/1.0');
});

/** A server whose own handler is observed first, as createHandler does. */
const observedServer = (handler: (req: IncomingMessage, res: ServerResponse) => void) =>
  serve({
    accessLog: { fullIp: true },
    handler: (_app, observe) => (req, res) => {
      observe!(req, res);
      handler(req, res);
    },
  });

paths('a body written to a HEAD, 204 or 304 response is not sent, and not counted', async () => {
  const server = await observedServer((req, res) => {
    res.statusCode = Number(req.url!.slice(1));
    res.write('hello ');
    res.end('world');
  });
  try {
    const answers = [await ask(server.url, '/200', { method: 'HEAD' }), await ask(server.url, '/204'), await ask(server.url, '/304'), await ask(server.url, '/200')];
    assert.equal(answers.map((answer) => answer.body.byteLength), [0, 0, 0, 11]);
    const logged = await loggedWhen(server, 4);
    assert.equal(logged.map((fields) => fields.bytes), [0, 0, 0, 11]);
  } finally {
    await server.close();
  }
});

paths('a client that leaves: 499 before any answer, the bytes sent so far during one', async () => {
  const leave = new AbortController();
  const server = await observedServer((req, res) => {
    if (req.url === '/slow-start') return leave.abort(); // never answers: the client gives up first
    res.writeHead(200, { 'Content-Length': '100000' });
    res.write(Buffer.alloc(1000)); // then waits for more that never comes
  });
  try {
    await ask(server.url, '/slow-start', { signal: leave.signal }).catch(() => {});
    (await openStream(server.url, '/partial')).close();
    const [gaveUp, leftDuring] = await loggedWhen(server, 2);
    assert.equal([gaveUp!.request, gaveUp!.status, gaveUp!.bytes], ['GET /slow-start HTTP/1.1', 499, 0]);
    assert.equal([leftDuring!.request, leftDuring!.status, leftDuring!.bytes], ['GET /partial HTTP/1.1', 200, 1000]);
  } finally {
    await server.close();
  }
});

const proxies = suite('access log: the client address behind a proxy');

proxies('without TRUST_PROXY, X-Forwarded-For is ignored: any client can send it', async () => {
  const server = await serve({ accessLog: { fullIp: true } });
  try {
    await ask(server.url, '/', { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    const [line] = await loggedWhen(server, 1);
    assert.is(line!.client, '127.0.0.1');
  } finally {
    await server.close();
  }
});

proxies('with TRUST_PROXY=127.0.0.1, the client is the last address the proxy added, shortened by default', async () => {
  for (const [fullIp, expected] of [[true, '203.0.113.9'], [false, '203.0.113.0']] as const) {
    const server = await serve({ accessLog: { fullIp, trustedProxies: ['127.0.0.1'] } });
    try {
      await ask(server.url, '/', { headers: { 'X-Forwarded-For': '1.1.1.1, 203.0.113.9' } });
      await ask(server.url, '/bio');
      const [proxied, direct] = await loggedWhen(server, 2);
      assert.is(proxied!.client, expected);
      assert.is(direct!.client, fullIp ? '127.0.0.1' : '127.0.0.0', 'no header: the peer');
    } finally {
      await server.close();
    }
  }
});

paths.run();
proxies.run();
