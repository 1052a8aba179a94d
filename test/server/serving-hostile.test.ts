// Malformed, hostile and oversized requests over real HTTP: bad escapes get 400, traversal and
// private files 404 without their contents, Node's own limits, and dotfiles in the served folder
// never served.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as assert from 'uvu/assert';
import { loadSite } from '../../src/server/site/load-site';
import { ask, askOrClosed, distFile, jsAssetUrl, notFoundPageBytes, servedFiles, servingSuite, text } from '../support/serving';
import { distDir, startTestServer } from '../support/test-server';

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

hostile.run();

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
    return startTestServer(loadSite(context.copyDir));
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
