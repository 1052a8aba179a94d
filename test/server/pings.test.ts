// The calls to action's pings (POST /ping/<id>, what `<a ping>` makes the browser send), answered
// by the real handler over the test build: a known id is 204 with nothing set when the request is a
// browser's own ping for that button from one of the site's pages, 403 when it is not; an unknown
// one 404, another method 405 with Allow: POST, an oversized body 413 without waiting for it. Each
// ping is one safe access log line and never a "not found" line, whatever the id or headers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { HeaderRules } from '../../src/contracts/site-format';
import { ask, responseHead, sendRaw } from '../support/http-client';
import { distDir, loggedWhen, serve, type Served } from '../support/serve';
import { expectedCallsToAction } from '../support/test-site';
import { browserPingHeaders, originCases, withOrigin } from '../support/ping-headers';

const pings = suite<{ server: Served }>('pings: POST /ping/<id>');
pings.before(async (context) => {
  context.server = await serve({ accessLog: {} });
});
pings.after(({ server }) => server?.close());
pings.before.each(({ server }) => {
  server.accessLines.length = 0;
  server.logs.length = 0;
});

/** The id a ping path names, for its browser headers ("hero/cadastro" when the path names none known). */
const idIn = (path: string) => Object.keys(expectedCallsToAction).find((id) => path.startsWith(`/ping/${id}`)) ?? 'hero/cadastro';

/** A browser's ping headers for the id a raw request line names, as raw header lines. */
const rawPingHeaders = (head: string) =>
  Object.entries(browserPingHeaders(idIn(head.replace(/^[A-Z]+ (?:https?:\/\/[^/]+)?/, ''))))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');

const ping = (base: string, path: string, headers: Record<string, string> = {}, method = 'POST') =>
  ask(base, path, { method, headers: { ...browserPingHeaders(idIn(path)), ...headers }, body: method === 'POST' ? 'PING' : undefined });

pings('the build records every call to action, each with the page its link is on', () => {
  const rules = JSON.parse(readFileSync(join(distDir, 'headers.json'), 'utf8')) as HeaderRules;
  assert.equal(rules.callsToAction, expectedCallsToAction);
});

pings('a known id is answered 204: no body, no cookie, never cached, with the security headers', async ({ server }) => {
  const ids = Object.keys(expectedCallsToAction);
  for (const id of ids) {
    const answer = await ping(server.url, `/ping/${id}`);
    assert.is(answer.status, 204, id);
    assert.is(answer.body.byteLength, 0, `${id}: no body`);
    assert.is(answer.headers['set-cookie'], undefined, `${id}: no cookie`);
    assert.is(answer.headers['cache-control'], 'no-store');
    assert.match(String(answer.headers['content-security-policy']), /default-src 'self'/);
  }
  const logged = await loggedWhen(server, ids.length);
  assert.equal(
    logged.map((fields) => `${fields.request} ${fields.status}`),
    ids.map((id) => `POST /ping/${id} HTTP/1.1 204`),
  );
});

pings('Ping-From is trusted for nothing: the answer and the request are those of the id; Ping-From is logged as the Referer, escaped', async ({ server }) => {
  const answer = await ping(server.url, '/ping/bio/whatsapp', { 'Ping-From': 'https://evil.example/?c="x\\y' });
  assert.is(answer.status, 204);
  const [line] = await loggedWhen(server, 1);
  assert.is(line!.request, 'POST /ping/bio/whatsapp HTTP/1.1');
  assert.is(line!.referrer, 'https://evil.example/?c=\\x22x\\x5Cy');
  assert.not.match(server.accessLines[0]!, /ping-to/);
});

pings("a ping that is not a browser's own for that button, or not from the site, is 403, logged for the report to set aside", async ({ server }) => {
  const id = 'bio/whatsapp';
  const { taken, refused: elsewhere } = originCases(server.url);
  const refused: Array<[string, Record<string, string>]> = [
    ['no Content-Type (curl, fetch)', { 'Content-Type': '' }],
    ['sendBeacon text', { 'Content-Type': 'text/plain;charset=UTF-8' }],
    ['the other button\'s destination', { 'Ping-To': browserPingHeaders('bio/cadastro')['Ping-To']! }],
    ['no Ping-To', { 'Ping-To': '' }],
  ];
  const post = (headers: Record<string, string>) => {
    const sent = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ''));
    return ask(server.url, `/ping/${id}`, { method: 'POST', headers: sent, body: 'PING' }).then((answer) => answer.status);
  };
  for (const [what, headers] of refused) assert.is(await post({ ...browserPingHeaders(id), ...headers }), 403, what);
  for (const [what, origin] of elsewhere) assert.is(await post(withOrigin(browserPingHeaders(id), origin)), 403, what);
  for (const [what, origin] of taken) assert.is(await post(withOrigin(browserPingHeaders(id), origin)), 204, what);
  const logged = await loggedWhen(server, refused.length + elsewhere.length + taken.length);
  assert.equal(logged.map((fields) => fields.status), [...[...refused, ...elsewhere].map(() => 403), ...taken.map(() => 204)]);
});

pings('an unknown id is 404; any other method on /ping/ is 405 with Allow: POST', async ({ server }) => {
  for (const path of ['/ping/hero/nada', '/ping/', '/ping/hero', '/ping/bio/whatsapp/']) {
    assert.is((await ping(server.url, path)).status, 404, path);
  }
  for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']) {
    for (const path of ['/ping/hero/cadastro', '/ping/nada']) {
      const answer = await ping(server.url, path, {}, method);
      assert.is(answer.status, 405, `${method} ${path}`);
      assert.is(answer.headers.allow, 'POST', `${method} ${path}`);
    }
  }
  assert.is((await ping(server.url, '/', {}, 'POST')).status, 405, 'POST elsewhere is still refused');
});

// RFC 9112 §3.2.2: a server MUST accept the absolute-form; its host is not part of the id.
pings('a ping in absolute form is the same ping: 204 for a known id, 404 unknown, 405 for GET, with Ping-From logged', async ({ server }) => {
  const raw = (head: string) => sendRaw(server.url, `${head} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n${rawPingHeaders(head)}Ping-From: https://x/bio?utm_source=ig\r\nConnection: close\r\n\r\n`);
  assert.match(await raw('POST http://x/ping/hero/cadastro'), /^HTTP\/1\.1 204 /);
  assert.match(await raw('POST http://other.example:8080/ping/bio/whatsapp?x=1'), /^HTTP\/1\.1 204 /);
  assert.match(await raw('POST http://x/ping/nada'), /^HTTP\/1\.1 404 /);
  assert.match(await raw('GET http://x/ping/hero/cadastro'), /^HTTP\/1\.1 405 [^]*\r\nAllow: POST\r\n/);
  const logged = await loggedWhen(server, 4);
  assert.equal(
    logged.map((fields) => `${fields.status} ${fields.referrer}`),
    ['204 https://x/bio?utm_source=ig', '204 https://x/bio?utm_source=ig', '404 https://x/bio?utm_source=ig', '405 -'],
  );
  assert.equal(server.logs, [], 'never a "not found" line');
});

pings('a body is never waited for: over a few hundred bytes declared is 413, a chunked one (no browser sends one) is answered at once, and both close', async ({ server }) => {
  const declared = await responseHead(server.url, 'POST /ping/hero/cadastro HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n');
  assert.match(declared, /^HTTP\/1\.1 413 /);
  assert.match(declared, /\r\nConnection: close/i);
  // One chunk past the limit, and the body never ends: the answer must not wait for its end.
  const chunk = 'x'.repeat(1000);
  const chunked = await responseHead(
    server.url,
    `POST /ping/hero/cadastro HTTP/1.1\r\nHost: x\r\n${rawPingHeaders('POST /ping/hero/cadastro')}Transfer-Encoding: chunked\r\n\r\n${chunk.length.toString(16)}\r\n${chunk}\r\n`,
  );
  assert.match(chunked, /^HTTP\/1\.1 204 /);
  assert.match(chunked, /\r\nConnection: close/i);
  assert.is((await ping(server.url, '/ping/hero/cadastro', {}, 'POST')).status, 204, 'the browser\'s own 4-byte body');
  const withBody = (bytes: number) =>
    ask(server.url, '/ping/hero/cadastro', { method: 'POST', headers: browserPingHeaders('hero/cadastro'), body: 'x'.repeat(bytes) }).then((answer) => answer.status);
  assert.equal([await withBody(512), await withBody(513)], [204, 413], 'the limit: 512 bytes');
});

pings('hostile ids are 404s, each one escaped line, never a "not found" log line', async ({ server }) => {
  const hostile = [
    '/ping/../index.html',
    '/ping/%2e%2e/%2e%2e/etc/passwd',
    '/ping/hero%2Fcadastro',
    '/ping/HERO/CADASTRO',
    `/ping/${'a'.repeat(2048)}`,
    '/ping/hero/cadastro%00',
    '/ping/%0d%0a127.0.0.1%20-%20-%20[x]',
    '/ping/bio/whatsapp?x="\\',
  ];
  for (const path of hostile.slice(0, -1)) assert.is((await ping(server.url, path)).status, 404, path.slice(0, 40));
  // Raw bytes no client library sends: a quote and a backslash (a known id: the query is not the id).
  // Control bytes and bytes above 127 in a URL are refused by Node's parser (test/server/goaccess.test.ts).
  assert.match(await sendRaw(server.url, `POST /ping/bio/whatsapp?x="\\ HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n${rawPingHeaders('POST /ping/bio/whatsapp')}Connection: close\r\n\r\n`), /^HTTP\/1\.1 204 /);
  const logged = await loggedWhen(server, hostile.length);
  assert.is(logged[4]!.request, `POST /ping/${'a'.repeat(2048 - '/ping/'.length)}... HTTP/1.1`, 'a 2 KB id is capped');
  assert.is(logged[7]!.request, 'POST /ping/bio/whatsapp?x=\\x22\\x5C HTTP/1.1', 'quote and backslash escaped');
  assert.equal(server.logs, [], 'no JSON log line: pings never count as "not found"');
});

pings('a burst of 200 pings is 200 lines and nothing else', async ({ server }) => {
  const statuses = await Promise.all(Array.from({ length: 200 }, (_, i) => ping(server.url, i % 2 ? '/ping/hero/cadastro' : `/ping/nada-${i}`).then((answer) => answer.status)));
  assert.is(statuses.filter((status) => status === 204).length, 100);
  assert.is(statuses.filter((status) => status === 404).length, 100);
  await loggedWhen(server, 200);
  assert.equal(server.logs, []);
});

pings.run();
