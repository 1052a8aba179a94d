// The precompressed encodings, byte for byte: identity, br and gzip are the exact bytes of the
// file and its .br and .gz siblings, chosen by Accept-Encoding, each with its own ETag.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import * as assert from 'uvu/assert';
import { ask } from '../support/http-client';
import { distFile, jsAssetUrl, precompressedUrls, servedFiles, servingSuite, videoUrl } from '../support/serving';

// --- precompressed encodings, byte for byte ----------------------------------------------------

const encodings = servingSuite('serving: precompressed encodings');
/** /bio has a lean twin for `Save-Data: on` (save-data.test.ts), so it varies on that header too. */
const expectedVary = (url: string) => (url === '/bio' ? 'Accept-Encoding, Save-Data' : 'Accept-Encoding');

for (const url of precompressedUrls) {
  encodings(`${url}: identity, br and gzip are the exact bytes of the file, .br and .gz, each with its own ETag`, async ({ server }) => {
    const file = servedFiles[url]!;
    const identityBytes = distFile(file);
    const expected: Array<[acceptEncoding: string | undefined, coding: string | undefined, bytes: Buffer]> = [
      [undefined, undefined, identityBytes],
      ['identity', undefined, identityBytes],
      ['br', 'br', distFile(`${file}.br`)],
      ['gzip', 'gzip', distFile(`${file}.gz`)],
    ];
    const etags = new Set<string>();
    for (const [acceptEncoding, coding, bytes] of expected) {
      const label = `${url} with Accept-Encoding ${acceptEncoding ?? '(none)'}`;
      const answer = await ask(server.url, url, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });
      assert.is(answer.status, 200, label);
      assert.is(answer.headers['content-encoding'], coding, label);
      assert.is(answer.headers.vary, expectedVary(url), label);
      assert.is(answer.headers['content-length'], String(bytes.byteLength), label);
      assert.ok(answer.body.equals(bytes), `${label}: body differs from the file on disk`);
      etags.add(answer.headers.etag!);
    }
    assert.is(etags.size, 3, 'identity, br and gzip share an ETag');
  });

  encodings(`${url}: the br and gzip bodies decompress to the identity bytes`, async ({ server }) => {
    const identityBytes = distFile(servedFiles[url]!);
    const br = await ask(server.url, url, { headers: { 'Accept-Encoding': 'br' } });
    const gzip = await ask(server.url, url, { headers: { 'Accept-Encoding': 'gzip' } });
    assert.ok(brotliDecompressSync(br.body).equals(identityBytes), 'br');
    assert.ok(gunzipSync(gzip.body).equals(identityBytes), 'gzip');
    assert.ok(br.body.byteLength < identityBytes.byteLength && gzip.body.byteLength < identityBytes.byteLength, 'not smaller');
  });
}

const negotiationRows: Array<[acceptEncoding: string, coding: 'br' | 'gzip' | undefined]> = [
  ['gzip, deflate, br, zstd', 'br'],
  ['br;q=0, gzip', 'gzip'],
  ['gzip;q=1, br;q=0.5', 'gzip'],
  ['br;q=0, gzip;q=0', undefined],
  ['*', 'br'],
  ['x-gzip', 'gzip'],
  ['deflate', undefined],
  // x-gzip is gzip (RFC 9110 §8.4.1.3): * brings back neither coding refused by name.
  ['br;q=0, gzip;q=0, *', undefined],
  ['gzip;q=0, br;q=0, *;q=0.5', undefined],
  ['br;q=0, gzip;q=0, identity;q=0', undefined], // nothing acceptable: the identity bytes, no 406
];

for (const [acceptEncoding, coding] of negotiationRows) {
  encodings(`Accept-Encoding "${acceptEncoding}" gets ${coding ?? 'identity'} on a page and on a JS asset`, async ({ server }) => {
    for (const url of ['/', jsAssetUrl!]) {
      const file = servedFiles[url]!;
      const answer = await ask(server.url, url, { headers: { 'Accept-Encoding': acceptEncoding } });
      assert.is(answer.headers['content-encoding'], coding, url);
      const expected = distFile(coding === 'br' ? `${file}.br` : coding === 'gzip' ? `${file}.gz` : file);
      assert.ok(answer.body.equals(expected), `${url}: body differs from the file on disk`);
      assert.is(answer.headers['content-length'], String(expected.byteLength), url);
      assert.is(answer.headers.vary, expectedVary(url), url);
    }
  });
}

encodings('If-None-Match is compared with the ETag of the encoding being sent', async ({ server }) => {
  const url = jsAssetUrl!;
  const identityTag = (await ask(server.url, url)).headers.etag!;
  const brTag = (await ask(server.url, url, { headers: { 'Accept-Encoding': 'br' } })).headers.etag!;
  const brAgain = await ask(server.url, url, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': brTag } });
  assert.is(brAgain.status, 304);
  assert.is(brAgain.headers.etag, brTag);
  assert.is(brAgain.headers['content-encoding'], 'br');
  // A cached identity copy is not the br representation: the br bytes are sent.
  const brForIdentityTag = await ask(server.url, url, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': identityTag } });
  assert.is(brForIdentityTag.status, 200);
  assert.ok(brForIdentityTag.body.equals(distFile(`${servedFiles[url]}.br`)));
});

encodings('files that are not precompressed (video, images) are sent as they are, without Vary', async ({ server }) => {
  for (const url of [videoUrl, '/og-image.jpg', '/favicon.svg']) {
    const answer = await ask(server.url, url, { headers: { 'Accept-Encoding': 'br, gzip' } });
    assert.is(answer.status, 200, url);
    assert.is(answer.headers['content-encoding'], undefined, url);
    assert.is(answer.headers.vary, undefined, url);
    assert.ok(answer.body.equals(distFile(servedFiles[url]!)), url);
  }
});

encodings.run();
