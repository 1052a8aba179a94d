// Byte ranges over real HTTP: every single-range form, 416, If-Range, and ranges refused as a
// whole-file 200 (several ranges, malformed).
import * as assert from 'uvu/assert';
import { ask, type Answer } from '../support/http-client';
import { distFile, jsAssetUrl, servedFiles, servingSuite, videoUrl } from '../support/serving';

// --- byte ranges -------------------------------------------------------------------------------

const ranges = servingSuite('serving: byte ranges');

function assertSlice(answer: Answer, bytes: Buffer, start: number, end: number, label: string): void {
  assert.is(answer.status, 206, label);
  assert.is(answer.headers['content-range'], `bytes ${start}-${end}/${bytes.byteLength}`, label);
  assert.is(answer.headers['content-length'], String(end - start + 1), label);
  assert.is(answer.headers['content-encoding'], undefined, `${label}: a 206 must not be compressed`);
  assert.ok(answer.body.equals(bytes.subarray(start, end + 1)), `${label}: body is not the file's slice ${start}-${end}`);
}

for (const url of [videoUrl, jsAssetUrl!]) {
  const bytes = () => distFile(servedFiles[url]!);
  const rangeRows: Array<[name: string, header: (size: number) => string, slice: (size: number) => [number, number]]> = [
    ['the first two bytes (bytes=0-1)', () => 'bytes=0-1', () => [0, 1]],
    ['the first byte (bytes=0-0)', () => 'bytes=0-0', () => [0, 0]],
    ['open-ended (bytes=100-)', () => 'bytes=100-', (size) => [100, size - 1]],
    ['the last 500 bytes (bytes=-500)', () => 'bytes=-500', (size) => [size - 500, size - 1]],
    ['an end past the file, clamped', (size) => `bytes=${size - 10}-${size + 5000}`, (size) => [size - 10, size - 1]],
    ['a middle slice', (size) => `bytes=${Math.floor(size / 3)}-${Math.floor(size / 2)}`, (size) => [Math.floor(size / 3), Math.floor(size / 2)]],
  ];

  for (const [name, header, slice] of rangeRows) {
    ranges(`${url}: ${name} gets 206 with exactly those bytes`, async ({ server }) => {
      const file = bytes();
      const [start, end] = slice(file.byteLength);
      const answer = await ask(server.url, url, { headers: { Range: header(file.byteLength) } });
      assertSlice(answer, file, start, end, `${url} ${header(file.byteLength)}`);
    });
  }

  ranges(`${url}: a range is sent uncompressed even with Accept-Encoding: br`, async ({ server }) => {
    const file = bytes();
    const answer = await ask(server.url, url, { headers: { Range: 'bytes=0-99', 'Accept-Encoding': 'br, gzip' } });
    assertSlice(answer, file, 0, 99, `${url} bytes=0-99 with br`);
  });

  ranges(`${url}: a start at or past the end gets 416 with Content-Range: bytes */size`, async ({ server }) => {
    const size = bytes().byteLength;
    for (const header of [`bytes=${size}-`, `bytes=${size + 100}-${size + 200}`, 'bytes=-0']) {
      const answer = await ask(server.url, url, { headers: { Range: header } });
      assert.is(answer.status, 416, header);
      assert.is(answer.headers['content-range'], `bytes */${size}`, header);
      assert.not.ok(answer.body.includes(bytes().subarray(0, 16)), `${header}: file bytes in a 416`);
    }
  });

  ranges(`${url}: If-Range with the current ETag honours the range`, async ({ server }) => {
    const file = bytes();
    const etag = (await ask(server.url, url, { method: 'HEAD' })).headers.etag!;
    const answer = await ask(server.url, url, { headers: { Range: 'bytes=0-1', 'If-Range': etag } });
    assertSlice(answer, file, 0, 1, `${url} If-Range current`);
  });

  for (const [name, ifRange] of [
    ['another ETag', '"an-older-version"'],
    ['the weak form of the current ETag', null],
  ] as const) {
    ranges(`${url}: If-Range with ${name} sends the whole file with 200`, async ({ server }) => {
      const file = bytes();
      const etag = (await ask(server.url, url, { method: 'HEAD' })).headers.etag!;
      const answer = await ask(server.url, url, { headers: { Range: 'bytes=0-1', 'If-Range': ifRange ?? `W/${etag}` } });
      assert.is(answer.status, 200);
      assert.is(answer.headers['content-range'], undefined);
      assert.ok(answer.body.equals(file), 'not the whole file');
    });
  }

  for (const header of ['bytes=0-1,5-6', 'bytes=abc', 'bytes=5-2', 'items=0-1', 'bytes=', 'bytes 0-1']) {
    ranges(`${url}: "${header}" (several ranges or malformed) gets the whole file with 200`, async ({ server }) => {
      const answer = await ask(server.url, url, { headers: { Range: header } });
      assert.is(answer.status, 200);
      assert.is(answer.headers['content-range'], undefined);
      assert.is(answer.headers['accept-ranges'], 'bytes');
      assert.ok(answer.body.equals(bytes()), 'not the whole file');
    });
  }
}

ranges.run();
