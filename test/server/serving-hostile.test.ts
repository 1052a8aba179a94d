// Malformed, hostile, oversized and slow requests over real HTTP: bad escapes and a bad Host get
// 400, traversal and private files 404 without their contents, Node's own limits, a stalled head
// 408 on time, and dotfiles in the served folder never served.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ask, askOrClosed, responseHead, sendRaw, text } from '../support/http-client';
import { distDir, serve } from '../support/serve';
import { distFile, jsAssetUrl, notFoundPageBytes, servedFiles, servingSuite } from '../support/serving';

/** Text that must never leak: the name line of package.json, outside dist/. */
const packageNameLine = /"name":\s*"[^"]+"/.exec(readFileSync(join(distDir, '..', 'package.json'), 'utf8'))![0];

// --- malformed, hostile and oversized requests -------------------------------------------------

const hostile = servingSuite('serving: malformed and hostile URLs', { freshLogs: true });

for (const url of ['/%E0%A4%A', '/%', '/%00', '/bio%00', '/assets/%00.js', '/%C0%AE%C0%AE/package.json']) {
  hostile(`${url} (malformed escape or NUL) gets 400`, async ({ server }) => {
    const answer = await ask(server.url, url);
    assert.is(answer.status, 400);
    assert.not.match(text(answer), /at .*\(|URIError|node_modules/, 'error details in the body');
    assert.is((await ask(server.url, '/')).status, 200, 'the server still answers');
  });
}

const traversals = [
  '/../package.json',
  '/assets/../../package.json',
  '/%2e%2e/package.json',
  '/%2e%2e%2fpackage.json',
  '/%252e%252e/package.json',
  '/..%5cpackage.json',
  '/assets%5c..%5c..%5cpackage.json',
  '/assets/..%2f..%2fpackage.json',
  '/.git/config',
  '/server.mjs',
  '/report.mjs',
  '/build.json',
  '/headers.json',
  '/retained-assets.json',
  '/../.dist-builds',
  '/nginx.conf',
  '/_headers',
  '/index.html',
  '/index.html.br',
  '/index.html.gz',
  `/${servedFiles[jsAssetUrl!]}.br`,
];

for (const url of traversals) {
  hostile(`${url} gets 404 and none of the file's contents`, async ({ server }) => {
    const answer = await ask(server.url, url);
    assert.is(answer.status, 404);
    assert.not.ok(text(answer).includes(packageNameLine), 'package.json leaked');
    // The body is one of the two 404 bodies: the plain text or the 404 page.
    assert.ok(text(answer) === 'Not Found' || answer.body.equals(notFoundPageBytes), `unexpected 404 body: ${text(answer).slice(0, 120)}`);
  });
}

hostile('a 20 000-character URL is refused by Node and the server keeps answering', async ({ server }) => {
  const answer = await askOrClosed(server.url, '/' + 'a'.repeat(20_000));
  assert.ok(answer === null || answer.status === 414 || answer.status === 431, `status ${answer?.status}`);
  assert.is((await ask(server.url, '/')).status, 200);
  assert.equal(server.logs, [], 'the refused request reached the app');
});

hostile('a 20 KB Cookie header is refused by Node and the server keeps answering', async ({ server }) => {
  const answer = await askOrClosed(server.url, '/', { headers: { Cookie: `big=${'x'.repeat(20_000)}` } });
  assert.ok(answer === null || answer.status === 431, `status ${answer?.status}`);
  assert.is((await ask(server.url, '/')).status, 200);
});

// RFC 9112 §3.2: more than one Host line, or an invalid Host value, MUST get 400.
for (const [name, hostLines] of [
  ['two Host lines', 'Host: example.com\r\nHost: example.com'],
  ['two different Host lines', 'Host: a.example\r\nhost: b.example'],
  ['a Host with a space', 'Host: exa mple'],
  ['a Host with a path', 'Host: example.com/x'],
  ['a Host with two ports', 'Host: example.com:80:80'],
] as const) {
  hostile(`${name} gets 400 in plain text with the security headers, for a page, a file and the probe`, async ({ server }) => {
    for (const path of ['/', jsAssetUrl!, '/healthz', '/nao-existe']) {
      const answer = await sendRaw(server.url, `GET ${path} HTTP/1.1\r\n${hostLines}\r\nAccept-Encoding: br\r\n\r\n`);
      const [head = '', body] = answer.split('\r\n\r\n');
      assert.match(head, /^HTTP\/1\.1 400 /, `${path}: ${head.split('\r\n')[0]}`);
      assert.match(head, /\r\nContent-Type: text\/plain; charset=utf-8\r\n/);
      assert.match(head, /\r\nContent-Security-Policy: default-src 'self'/);
      assert.match(head, /\r\nX-Content-Type-Options: nosniff\r\n/);
      assert.is(body, 'Bad Request: invalid Host');
    }
    assert.equal(server.logs, [], 'a refused request is not a page anyone looked for');
  });
}

hostile('a valid Host (a name, an address, an IPv6 literal, with a port) is served', async ({ server }) => {
  for (const host of ['example.com', 'example.com:8080', '127.0.0.1:3000', '[::1]:3000']) {
    assert.match(await sendRaw(server.url, `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`), /^HTTP\/1\.1 200 /, host);
  }
});

hostile.run();

// --- slow clients --------------------------------------------------------------------------------

// Node enforces headersTimeout and requestTimeout only when it checks its connections
// (connectionsCheckingInterval, 30 s by default). The real limit (10 s) is too slow for the suite:
// it is shortened here, and the check interval is left as the server is created, so a head that
// stops arriving must be cut off within about a second of the limit.
const slow = suite('serving: slow clients');

slow('the server has the contract\'s limits, and a stalled request head gets 408 within a second of its limit', async () => {
  const server = await serve();
  const { http } = server;
  assert.equal([http.headersTimeout, http.requestTimeout, http.keepAliveTimeout], [10_000, 30_000, 5_000]);
  http.headersTimeout = 200;
  try {
    const started = performance.now();
    const head = await responseHead(server.url, 'GET / HTTP/1.1\r\nHost: x\r\n');
    const waitedMs = performance.now() - started;
    assert.match(head, /^HTTP\/1\.1 408 /);
    assert.ok(waitedMs < 2_000, `408 after ${Math.round(waitedMs)} ms`);
  } finally {
    await server.close();
  }
});

slow.run();

// Dotfiles never reach the map of files, even when they sit in the served folder.
const dotfiles = servingSuite<{ copyDir: string; secret: string }>('serving: dotfiles in the served folder', {
  async start(context) {
    context.secret = `dotfile-secret-${randomUUID()}`;
    context.copyDir = await mkdtemp(join(tmpdir(), 'dist-copy-'));
    // dist is a link to the live build folder: copy the folder itself, not the link.
    await cp(await realpath(distDir), context.copyDir, { recursive: true });
    await writeFile(join(context.copyDir, '.env'), `SECRET=${context.secret}\n`);
    await writeFile(join(context.copyDir, 'assets', '.hidden.js'), `console.log(${JSON.stringify(context.secret)});\n`);
    await mkdir(join(context.copyDir, '.well-known'));
    await writeFile(join(context.copyDir, '.well-known', 'security.txt'), `Contact: ${context.secret}\n`);
    return serve({ site: context.copyDir });
  },
  cleanUp: async ({ copyDir }) => {
    if (copyDir) await rm(copyDir, { recursive: true, force: true });
  },
});

dotfiles('the copy is served (the app really runs on it)', async ({ server }) => {
  const answer = await ask(server.url, '/');
  assert.is(answer.status, 200);
  assert.ok(answer.body.equals(distFile(servedFiles['/']!)));
});

for (const url of ['/.env', '/assets/.hidden.js', '/.well-known/security.txt', '/%2eenv', '/assets/%2ehidden.js', '/.well-known/%73ecurity.txt', '/assets/../.env']) {
  dotfiles(`${url} gets 404 without the file's secret`, async ({ server, secret }) => {
    for (const acceptEncoding of [undefined, 'br, gzip']) {
      const answer = await ask(server.url, url, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });
      assert.is(answer.status, 404);
      assert.not.ok(answer.body.includes(secret), 'the secret leaked');
    }
  });
}

dotfiles.run();
