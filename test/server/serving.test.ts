// How the production app serves the built dist/ over real HTTP: what the build under test holds
// (the tables of the other serving tests are built from it), caching, 304s and If-Match's 412.
// The other concerns are beside it, one file each: serving-encodings, -ranges, -methods, -hostile,
// -security-headers, -errors; test/support/serving.ts holds their one set-up.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { expectedEtag } from '../support/expected-headers';
import { ask } from '../support/http-client';
import { distDir } from '../support/serve';
import { assertSecurityHeaders, assetUrls, distFile, jsAssetUrl, precompressedUrls, rules, servedFiles, servedUrls, servingSuite, unhashedUrls, videoUrl } from '../support/serving';

/** Text formats worth compressing (src/server/README.md, "Requests"), and the size from which it pays: 1 KB. */
const compressibleExtensions = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.txt', '.xml', '.svg']);
const minCompressBytes = 1024;

// Sanity of the inputs the tables below are built from: a test table that is empty tests nothing.
const inputs = suite('serving: the build under test');

inputs('dist/ holds pages, hashed assets, unhashed files, the video and precompressed files', () => {
  assert.ok(rules.pages['/'] && rules.pages['/bio'], 'pages / and /bio');
  assert.ok(assetUrls.length > 0, 'hashed assets');
  assert.ok(unhashedUrls.includes('/favicon.svg') && unhashedUrls.includes(videoUrl) && unhashedUrls.includes('/sounds/notification.mp3'));
  assert.ok(precompressedUrls.includes('/'), 'index.html has .br and .gz');
  assert.ok(jsAssetUrl, 'a precompressed JS asset');
});

inputs('every compressible file of 1 KB or more has .br (quality 11) and .gz (level 9) beside it', () => {
  const compressible = Object.values(servedFiles).filter((file) => compressibleExtensions.has(extname(file)) && distFile(file).byteLength >= minCompressBytes);
  assert.ok(compressible.length >= 3, `only ${compressible.length} compressible files`);
  for (const file of compressible) {
    const bytes = distFile(file);
    assert.ok(existsSync(join(distDir, `${file}.br`)), `${file}.br missing`);
    assert.ok(existsSync(join(distDir, `${file}.gz`)), `${file}.gz missing`);
    const br = distFile(`${file}.br`);
    const gz = distFile(`${file}.gz`);
    assert.ok(brotliDecompressSync(br).equals(bytes), `${file}.br does not decompress to ${file}`);
    assert.ok(gunzipSync(gz).equals(bytes), `${file}.gz does not decompress to ${file}`);
    const q11 = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } });
    assert.ok(br.equals(q11), `${file}.br is not brotli quality 11`);
    assert.ok(gz.equals(gzipSync(bytes, { level: 9 })), `${file}.gz is not gzip level 9`);
  }
});

inputs.run();

// --- caching and conditional requests ----------------------------------------------------------

const caching = servingSuite('serving: caching and 304');

caching('every hashed asset under /assets/ is cached for a year as immutable', async ({ server }) => {
  for (const url of assetUrls) {
    const answer = await ask(server.url, url);
    assert.is(answer.status, 200, url);
    assert.is(answer.headers['cache-control'], 'public, max-age=31536000, immutable', url);
  }
});

caching('pages and unhashed files (favicon, video, sound) are no-cache with a strong ETag of their bytes', async ({ server }) => {
  for (const url of unhashedUrls) {
    const answer = await ask(server.url, url);
    assert.is(answer.status, 200, url);
    assert.is(answer.headers['cache-control'], 'no-cache', url);
    const etag = answer.headers.etag ?? '';
    assert.match(etag, /^"[^"]+"$/, `${url}: ETag ${etag} is not strong`);
    assert.is(etag, expectedEtag(distFile(servedFiles[url]!)), `${url}: ETag does not follow the bytes`);
  }
});

caching('files with different contents get different ETags (identical files, such as favicon.svg and the SVG logo, share one)', async ({ server }) => {
  const etags = await Promise.all(servedUrls.map(async (url) => (await ask(server.url, url, { method: 'HEAD' })).headers.etag));
  const contents = servedUrls.map((url) => createHash('sha256').update(distFile(servedFiles[url]!)).digest('hex'));
  assert.ok(new Set(contents).size > servedUrls.length / 2, 'mostly distinct files');
  assert.is(new Set(etags).size, new Set(contents).size);
  contents.forEach((content, index) => assert.is(etags[contents.indexOf(content)], etags[index], servedUrls[index]));
});

const conditionalUrls = ['/', '/bio', '/favicon.svg', videoUrl, '/sounds/notification.mp3'];
const noneMatchForms: Array<[name: string, form: (etag: string) => string]> = [
  ['the ETag itself', (etag) => etag],
  ['its weak form W/', (etag) => `W/${etag}`],
  ['a list holding it', (etag) => `"something-else", ${etag}, W/"other"`],
  ['*', () => '*'],
];

for (const [formName, form] of noneMatchForms) {
  caching(`If-None-Match with ${formName} gets 304 with no body, keeping ETag and Cache-Control`, async ({ server }) => {
    for (const url of [...conditionalUrls, jsAssetUrl!]) {
      const first = await ask(server.url, url);
      const etag = first.headers.etag!;
      const answer = await ask(server.url, url, { headers: { 'If-None-Match': form(etag) } });
      assert.is(answer.status, 304, url);
      assert.is(answer.body.byteLength, 0, `${url}: 304 with a body`);
      assert.is(answer.headers.etag, etag, url);
      assert.is(answer.headers['cache-control'], first.headers['cache-control'], url);
    }
  });
}

caching('If-None-Match with another ETag gets the whole file with 200', async ({ server }) => {
  for (const url of conditionalUrls) {
    const answer = await ask(server.url, url, { headers: { 'If-None-Match': '"not-the-current-tag", W/"nor-this"' } });
    assert.is(answer.status, 200, url);
    assert.ok(answer.body.equals(distFile(servedFiles[url]!)), url);
  }
});

// RFC 9110 §13.2.1: the origin evaluates the precondition whatever the request's Cache-Control
// says (no-cache is addressed to caches, RFC 9111 §5.2.1.4); OWS includes HTAB (RFC 9110 §5.6.3).
caching('If-None-Match gets 304 with Cache-Control: no-cache, and in a list separated by a tab', async ({ server }) => {
  for (const url of [...conditionalUrls, jsAssetUrl!]) {
    const etag = (await ask(server.url, url, { method: 'HEAD' })).headers.etag!;
    const noCache = await ask(server.url, url, { headers: { 'If-None-Match': etag, 'Cache-Control': 'no-cache' } });
    assert.is(noCache.status, 304, `${url} with no-cache`);
    const tabbed = await ask(server.url, url, { headers: { 'If-None-Match': `"a",\t${etag}` } });
    assert.is(tabbed.status, 304, `${url} with a tab`);
  }
});

caching.run();

// --- If-Match: 412 -------------------------------------------------------------------------------

const ifMatch = servingSuite('serving: If-Match');

// RFC 9110 §13.1.1 (strong comparison, * for any current representation, a list of tags) and
// §13.2.2 (evaluated before If-None-Match and Range); a failed If-Match is 412 Precondition Failed.
ifMatch('If-Match naming no current tag gets 412 with the security headers and none of the file', async ({ server }) => {
  for (const url of [...conditionalUrls, jsAssetUrl!]) {
    const etag = (await ask(server.url, url, { method: 'HEAD' })).headers.etag!;
    const bytes = distFile(servedFiles[url]!);
    for (const ifMatchValue of ['"nope"', `W/${etag}`, '"one", "two"']) {
      for (const headers of [{}, { Range: 'bytes=0-1' }, { 'If-None-Match': etag }, { 'Accept-Encoding': 'br' }]) {
        const label = `${url} If-Match ${ifMatchValue} ${JSON.stringify(headers)}`;
        const answer = await ask(server.url, url, { headers: { 'If-Match': ifMatchValue, ...headers } });
        assert.is(answer.status, 412, label);
        assertSecurityHeaders(answer.headers, label);
        assert.is(answer.headers['content-encoding'], undefined, label);
        assert.is(answer.headers['content-range'], undefined, label);
        assert.not.ok(answer.body.includes(bytes.subarray(0, 16)), `${label}: file bytes in a 412`);
      }
    }
  }
});

ifMatch('If-Match with the current tag, *, or a list holding it: the request goes on (200, 206, 304)', async ({ server }) => {
  for (const url of [videoUrl, '/']) {
    const etag = (await ask(server.url, url, { method: 'HEAD' })).headers.etag!;
    for (const ifMatchValue of [etag, '*', `"nope",\t${etag}`]) {
      const label = `${url} If-Match ${ifMatchValue}`;
      assert.is((await ask(server.url, url, { headers: { 'If-Match': ifMatchValue } })).status, 200, label);
      assert.is((await ask(server.url, url, { headers: { 'If-Match': ifMatchValue, Range: 'bytes=0-1' } })).status, 206, label);
      assert.is((await ask(server.url, url, { headers: { 'If-Match': ifMatchValue, 'If-None-Match': etag } })).status, 304, label);
    }
  }
});

// §13.1.4: If-Unmodified-Since is ignored when If-Match is present, and when the resource has no
// modification date: ours send no Last-Modified.
ifMatch('If-Unmodified-Since is ignored: the files have no modification date', async ({ server }) => {
  const answer = await ask(server.url, videoUrl, { headers: { 'If-Unmodified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT', Range: 'bytes=0-1' } });
  assert.is(answer.status, 206);
  assert.is(answer.headers['last-modified'], undefined);
});

ifMatch('If-Match does not apply to a 404 (preconditions apply only to a 2xx)', async ({ server }) => {
  assert.is((await ask(server.url, '/nao-existe', { headers: { 'If-Match': '"nope"' } })).status, 404);
});

ifMatch.run();
