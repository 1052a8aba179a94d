// The server over real HTTP, on an ephemeral loopback port, serving the built dist/.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serve, type Served } from '../support/serve';

const routes = suite<{ server: Served }>('server routes');

routes.before(async (context) => {
  context.server = await serve();
});
routes.after(async ({ server }) => server.close());
routes.before.each(({ server }) => {
  server.logs.length = 0;
});

for (const path of ['/', '/bio']) {
  routes(`${path} answers 200 with its prerendered HTML`, async ({ server }) => {
    const response = await fetch(server.url + path);
    assert.is(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
    const html = await response.text();
    assert.match(html, /<html lang="pt-BR"[ >]/);
    assert.match(html, /<div id="root"><.+<\/div>/s);
    assert.equal(server.logs, []);
  });
}

routes('an unknown path gets the 404 page with status 404 and one log line with the path', async ({ server }) => {
  const response = await fetch(server.url + '/produtos-antigos?x=1');
  assert.is(response.status, 404);
  assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
  assert.match(await response.text(), /Oops! Page not found/);
  assert.is(server.logs.length, 1);
  const line = JSON.parse(server.logs[0]!);
  assert.is(line.level, 'warn');
  assert.is(line.msg, 'not found');
  assert.is(line.path, '/produtos-antigos');
});

for (const path of ['/assets/missing.js', '/foo.png', '/bio/style.css', '/index.html', '/bio.save-data.html', '/404.save-data.html', '/build.json', '/server.mjs']) {
  routes(`${path} looks like a file: 404 without HTML`, async ({ server }) => {
    const response = await fetch(server.url + path);
    assert.is(response.status, 404);
    assert.not.match(response.headers.get('content-type') ?? '', /html/);
    assert.not.match(await response.text(), /<html/);
  });
}

routes('the log line escapes control characters and caps the path length', async ({ server }) => {
  await fetch(server.url + '/%0D%0Afake%1B[31m' + 'a'.repeat(400));
  assert.is(server.logs.length, 1);
  const raw = server.logs[0]!;
  assert.not.match(raw, /[\r\n\u001b]/);
  const line = JSON.parse(raw);
  assert.ok(line.path.length <= 201, `path logged with ${line.path.length} characters`);
});

routes('a malformed percent-escape gets 400, not a crash', async ({ server }) => {
  const response = await fetch(server.url + '/%E0%A4%A');
  assert.is(response.status, 400);
  assert.is((await fetch(server.url + '/')).status, 200);
});

routes('a NUL byte in the path gets 400', async ({ server }) => {
  assert.is((await fetch(server.url + '/bio%00')).status, 400);
});

routes('/bio/ redirects to /bio, keeping the query', async ({ server }) => {
  const response = await fetch(server.url + '/bio/?utm_source=ig', { redirect: 'manual' });
  assert.is(response.status, 301);
  assert.is(response.headers.get('location'), '/bio?utm_source=ig');
});

routes('methods other than GET and HEAD get 405 with Allow', async ({ server }) => {
  const response = await fetch(server.url + '/', { method: 'POST' });
  assert.is(response.status, 405);
  assert.is(response.headers.get('allow'), 'GET, HEAD');
});

routes('static files from dist/ are served with their type', async ({ server }) => {
  const response = await fetch(server.url + '/favicon.svg');
  assert.is(response.status, 200);
  assert.is(response.headers.get('content-type'), 'image/svg+xml');
  assert.is(response.headers.get('x-powered-by'), null);
});

routes.run();
