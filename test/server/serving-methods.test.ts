// Methods and HEAD over real HTTP (405 with Allow, HEAD with GET's headers and no body), /healthz
// and the /bio/ redirect.
import { type OutgoingHttpHeaders } from 'node:http';
import * as assert from 'uvu/assert';
import { ask, text } from '../support/http-client';
import { distFile, jsAssetUrl, notFoundPageBytes, servedFiles, servingSuite, videoUrl } from '../support/serving';

// --- methods and HEAD --------------------------------------------------------------------------

const methods = servingSuite('serving: methods and HEAD');

for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE']) {
  methods(`${method} gets 405 with Allow: GET, HEAD, on a page, a file and an unknown path`, async ({ server }) => {
    for (const url of ['/', jsAssetUrl!, '/nao-existe']) {
      const answer = await ask(server.url, url, { method });
      assert.is(answer.status, 405, `${method} ${url}`);
      assert.is(answer.headers.allow, 'GET, HEAD', `${method} ${url}`);
      assert.not.ok(answer.body.includes(distFile(servedFiles['/']!).subarray(0, 64)), 'page bytes in a 405');
    }
  });
}

const headCases: Array<[url: string, headers: OutgoingHttpHeaders]> = [
  ['/', {}],
  ['/', { 'Accept-Encoding': 'br' }],
  ['/bio', { 'Accept-Encoding': 'gzip' }],
  [jsAssetUrl!, { 'Accept-Encoding': 'br' }],
  [videoUrl, {}],
  [videoUrl, { Range: 'bytes=0-1' }],
  ['/favicon.svg', {}],
  ['/nao-existe', {}],
  ['/healthz', {}],
];

for (const [url, headers] of headCases) {
  methods(`HEAD ${url} ${JSON.stringify(headers)} has the same headers as GET (Content-Length too) and no body`, async ({ server }) => {
    const get = await ask(server.url, url, { headers });
    const head = await ask(server.url, url, { method: 'HEAD', headers });
    assert.is(head.status, get.status);
    assert.is(head.body.byteLength, 0, 'HEAD with a body');
    const { date: _getDate, ...getHeaders } = get.headers;
    const { date: _headDate, ...headHeaders } = head.headers;
    assert.equal(headHeaders, getHeaders);
    assert.ok(head.headers['content-length'], 'HEAD without Content-Length');
  });
}

methods.run();

// --- /healthz and the /bio redirects ---------------------------------------------------------

const routesSuite = servingSuite('serving: /healthz and /bio/', { freshLogs: true });

routesSuite('GET /healthz answers 200 "ok", not cacheable, and writes no log line', async ({ server }) => {
  const answer = await ask(server.url, '/healthz');
  assert.is(answer.status, 200);
  assert.is(text(answer), 'ok');
  assert.is(answer.headers['cache-control'], 'no-store');
  assert.equal(server.logs, []);
});

// The probe is exactly /healthz, as nginx's `location = /healthz`: any other spelling is a page
// the site does not have, and is logged as one.
routesSuite('/HEALTHZ and /healthz/ are not the probe: the 404 page, logged', async ({ server }) => {
  for (const url of ['/HEALTHZ', '/healthz/']) {
    const answer = await ask(server.url, url);
    assert.is(answer.status, 404, url);
    assert.ok(answer.body.equals(notFoundPageBytes), `${url}: not the 404 page`);
  }
  assert.equal(
    server.logs.map((line) => JSON.parse(line).path),
    ['/HEALTHZ', '/healthz/'],
  );
});

for (const [url, location] of [
  ['/bio/', '/bio'],
  ['/bio/?utm_source=ig', '/bio?utm_source=ig'],
  ['/bio/?a=1&b=%20two', '/bio?a=1&b=%20two'],
  // Typed from a flyer or a caption: another case, or the sentence's full stop.
  ['/Bio', '/bio'],
  ['/BIO?c=qr', '/bio?c=qr'],
  ['/bIo/', '/bio'],
  ['/bio.', '/bio'],
  ['/B%69o', '/bio'],
] as const) {
  routesSuite(`${url} redirects with 301 to the relative ${location}`, async ({ server }) => {
    const answer = await ask(server.url, url);
    assert.is(answer.status, 301);
    assert.is(answer.headers.location, location);
    assert.equal(server.logs, []);
  });
}

routesSuite('/bio answers 200 with bio.html', async ({ server }) => {
  const answer = await ask(server.url, '/bio');
  assert.is(answer.status, 200);
  assert.ok(answer.body.equals(distFile(servedFiles['/bio']!)));
});

routesSuite.run();
