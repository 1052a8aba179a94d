// The 404s and their neighbours, asked of the one pipeline as written: the 404 page (in the
// coding asked for, its lean twin for Save-Data: on; ranges and conditionals do not apply to it),
// the plain 404 for file-like URLs, and the answers that are not 404s (400, 301, /healthz, 405).
// Every answer carries the security headers, and the 404 log gets one record per 404, none else.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadSite } from '../../src/server/site/load-site';
import { ask, type Answer } from '../support/http-client';
import { distDir, serve, type Served } from '../support/serve';
import { assertSecurityHeaders, distFile, rules } from '../support/serving';

const notFound = suite<{ server: Served; logged: string[]; notFoundEtag: string }>('the 404s and their neighbours, one record each in the 404 log');

notFound.before(async (context) => {
  context.logged = [];
  const notFoundLog = { record: (path: string) => context.logged.push(path), flush: () => {} };
  const site = loadSite(distDir);
  context.server = await serve({ site, app: () => ({ hsts: true, notFoundLog }) });
  context.notFoundEtag = site.notFoundPage.br!.etag;
});

notFound.after(({ server }) => server?.close());

/** A request written as its request line and header lines, sent as written. */
function askWritten(url: string, written: string): Promise<Answer> {
  const [line, ...headerLines] = written.split('\r\n');
  const [method, path] = line!.split(' ');
  return ask(url, path!, { method, headers: Object.fromEntries(headerLines.map((header) => header.split(': '))) });
}

/** What the body must be: the 404 page in a coding (or its lean twin), the plain 404, or anything. */
type Expected = { page: 'br' | 'gzip' | 'identity'; lean?: boolean } | 'plain' | null;

/** [request line and headers, expected status, logged as a 404, the body expected]. */
const requests = (etag: string): Array<[string, number, boolean, Expected]> => [
  ['GET /pagina-que-nao-existe HTTP/1.1\r\nAccept-Encoding: br', 404, true, { page: 'br' }],
  ['GET /pagina-que-nao-existe HTTP/1.1\r\nAccept-Encoding: gzip, deflate', 404, true, { page: 'gzip' }],
  ['GET /pagina-que-nao-existe HTTP/1.1', 404, true, { page: 'identity' }],
  ['GET /pagina-que-nao-existe HTTP/1.1\r\nAccept-Encoding: br\r\nSave-Data: on', 404, true, { page: 'br', lean: true }],
  ['HEAD /pagina-que-nao-existe HTTP/1.1\r\nSave-Data: ON', 404, true, null],
  ['HEAD /pagina-que-nao-existe HTTP/1.1\r\nAccept-Encoding: br', 404, true, null],
  ['GET /pagina-que-nao-existe?utm=x HTTP/1.1\r\nAccept-Encoding: br', 404, true, { page: 'br' }],
  [`GET /pagina-que-nao-existe HTTP/1.1\r\nAccept-Encoding: br\r\nIf-None-Match: ${etag}`, 404, true, { page: 'br' }],
  ['GET /pagina-que-nao-existe HTTP/1.1\r\nRange: bytes=0-1', 404, true, { page: 'identity' }],
  ['GET /caf%C3%A9/deep/path HTTP/1.1\r\nAccept-Encoding: br', 404, true, { page: 'br' }],
  ['GET /wp-login.php HTTP/1.1\r\nAccept-Encoding: br', 404, true, 'plain'],
  ['HEAD /.env HTTP/1.1', 404, true, null],
  ['GET /assets/nao-existe.js?v=1 HTTP/1.1\r\nAccept-Encoding: gzip', 404, true, 'plain'],
  ['GET /a%E0 HTTP/1.1', 400, false, null],
  ['GET /x%00.php HTTP/1.1', 400, false, null],
  ['GET /bio/?x=1 HTTP/1.1', 301, false, null],
  ['GET /HEALTHZ/ HTTP/1.1', 404, true, { page: 'identity' }],
  ['GET /healthz HTTP/1.1', 200, false, null],
  ['POST /pagina-que-nao-existe HTTP/1.1\r\nContent-Length: 0', 405, false, null],
  ['GET http://x/pagina-que-nao-existe HTTP/1.1\r\nAccept-Encoding: br', 404, true, { page: 'br' }],
];

/** The bytes the build wrote for the 404 page (or its lean twin) in a coding. */
function notFoundPageFile(coding: 'br' | 'gzip' | 'identity', lean = false): Buffer {
  const page = lean ? rules.saveDataPages![rules.notFoundPage]! : rules.notFoundPage;
  return distFile(coding === 'identity' ? page : `${page}.${coding === 'br' ? 'br' : 'gz'}`);
}

notFound('each answer has its status, the security headers and the body it promises; each 404 is logged once', async ({ server, logged, notFoundEtag }) => {
  for (const [request, status, , expected] of requests(notFoundEtag)) {
    const label = request.split('\r\n')[0]!;
    const answer = await askWritten(server.url, request);
    assert.is(answer.status, status, label);
    assertSecurityHeaders(answer.headers, label, true);
    if (expected === 'plain') {
      assert.is(answer.headers['content-type'], 'text/plain; charset=utf-8', label);
      assert.is(answer.headers['cache-control'], 'no-store', label);
      assert.is(answer.body.toString(), 'Not Found', label);
    } else if (expected !== null) {
      assert.is(answer.headers['content-type'], 'text/html; charset=utf-8', label);
      assert.is(answer.headers['content-encoding'], expected.page === 'identity' ? undefined : expected.page, label);
      assert.is(answer.headers.vary, 'Accept-Encoding, Save-Data', label);
      assert.ok(answer.body.equals(notFoundPageFile(expected.page, expected.lean)), `${label}: the build's 404 page`);
    }
  }
  const expectedPaths = requests(notFoundEtag)
    .filter(([, , isLogged]) => isLogged)
    .map(([request]) => request.split(' ')[1]!.replace(/^http:\/\/x/, '').replace(/\?.*$/, ''));
  assert.equal(logged, expectedPaths, 'each 404 is logged once, nothing else');
});

notFound.run();
