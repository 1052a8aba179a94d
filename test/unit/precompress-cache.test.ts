// The precompress cache (src/builder/output/precompress.ts): a build reuses the .br/.gz bytes of a file it
// compressed before (same content), compresses anything else afresh, and entries unused for 30
// days are removed.
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { precompress, prunePrecompressCache } from '../../src/builder/output/precompress';

let scratch = '';
test.before.each(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'precompress-'));
});
test.after.each(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const script = 'export const text = "' + 'Ozonteck '.repeat(400) + '";\n';

test('the variants decompress to the file; a second build takes them from the cache', async () => {
  const [dist, cache] = [join(scratch, 'dist'), join(scratch, 'cache')];
  await mkdir(dist);
  await writeFile(join(dist, 'app.js'), script);
  assert.equal(await precompress(dist, 'app.js', cache), { br: 'app.js.br', gzip: 'app.js.gz' });
  assert.is(brotliDecompressSync(await readFile(join(dist, 'app.js.br'))).toString(), script);
  assert.is(gunzipSync(await readFile(join(dist, 'app.js.gz'))).toString(), script);
  const entries = (await readdir(cache)).sort();
  assert.is(entries.length, 2, entries.join(' '));

  // Mark the cached brotli bytes: if the next build compressed again, the mark would be gone.
  const cachedBr = join(cache, entries.find((name) => name.endsWith('.br'))!);
  const marked = Buffer.concat([await readFile(cachedBr), Buffer.from('cached')]);
  await writeFile(cachedBr, marked);
  await precompress(dist, 'app.js', cache);
  assert.equal(await readFile(join(dist, 'app.js.br')), marked);

  // Other content: another entry, compressed afresh.
  await writeFile(join(dist, 'app.js'), script.replace('Ozonteck', 'Ozônio'));
  await precompress(dist, 'app.js', cache);
  assert.is(brotliDecompressSync(await readFile(join(dist, 'app.js.br'))).toString(), script.replace('Ozonteck', 'Ozônio'));
  assert.is((await readdir(cache)).length, 4);
});

test('pruning removes entries unused for more than 30 days and keeps the rest', async () => {
  const cache = join(scratch, 'cache');
  await mkdir(cache);
  const now = Date.parse('2026-11-22T12:00:00Z');
  const day = 24 * 60 * 60 * 1000;
  for (const [name, age] of [['old.br', 30 * day + 1000], ['recent.br', 30 * day - 1000], ['fresh.gz', 0]] as const) {
    await writeFile(join(cache, name), 'x');
    const when = new Date(now - age);
    await utimes(join(cache, name), when, when);
  }
  await prunePrecompressCache(cache, now);
  assert.equal((await readdir(cache)).sort(), ['fresh.gz', 'recent.br']);
});

test('without a cache folder nothing is cached (the dev server and tests that pass none)', async () => {
  await writeFile(join(scratch, 'page.html'), script);
  assert.equal(await precompress(scratch, 'page.html'), { br: 'page.html.br', gzip: 'page.html.gz' });
  assert.equal((await readdir(scratch)).sort(), ['page.html', 'page.html.br', 'page.html.gz']);
});

test.run();
