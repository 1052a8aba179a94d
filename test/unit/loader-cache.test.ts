// The loader's cache (src/builder/node-loader/transform-cache.mjs): a process reuses the output an
// earlier one made from the same parts, makes anything else afresh, still answers when the cache
// cannot be written, and drops entries not written for 30 days.
import { chmod, mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { outputCache } from '../../src/builder/node-loader/transform-cache.mjs';

let scratch = '';
test.before.each(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'loader-cache-'));
});
test.after.each(async () => {
  await chmod(scratch, 0o755);
  await rm(scratch, { recursive: true, force: true });
});

/** A maker that counts its calls, as esbuild would be started and asked. */
function counted(output: string) {
  const maker = async () => {
    maker.calls++;
    return output;
  };
  maker.calls = 0;
  return maker;
}

test('the same parts are made once, even by another process (a new cache object on the folder)', async () => {
  const dir = join(scratch, 'loader');
  const make = counted('export const a = 1;');
  assert.is(await outputCache(dir).get(['ts', 'a.ts', 'const a = 1'], make), 'export const a = 1;');
  assert.is(await outputCache(dir).get(['ts', 'a.ts', 'const a = 1'], make), 'export const a = 1;');
  assert.is(make.calls, 1);
  assert.is((await readdir(dir)).length, 1, 'one entry, no partial file left');
});

test('a change in any part (the source, the name, the options) is made afresh, not served stale', async () => {
  const dir = join(scratch, 'loader');
  const cache = outputCache(dir);
  await cache.get(['ts', 'a.ts', 'const a = 1'], counted('one'));
  assert.is(await cache.get(['ts', 'a.ts', 'const a = 2'], counted('two')), 'two');
  assert.is(await cache.get(['ts', 'b.ts', 'const a = 1'], counted('three')), 'three');
  assert.is(await cache.get(['tsx', 'a.ts', 'const a = 1'], counted('four')), 'four');
  // Parts are kept apart: ['ab', 'c'] is not ['a', 'bc'].
  await cache.get(['ab', 'c'], counted('five'));
  assert.is(await cache.get(['a', 'bc'], counted('six')), 'six');
  assert.is((await readdir(dir)).length, 6);
});

test('a cache folder that cannot be written still gives the output', async () => {
  if (process.getuid?.() === 0) {
    // root writes through any mode: a file where the folder should be stands for the read-only disk.
    await writeFile(join(scratch, 'loader'), 'not a folder');
  } else {
    await mkdir(join(scratch, 'loader'));
    await chmod(join(scratch, 'loader'), 0o555);
  }
  const make = counted('still here');
  assert.is(await outputCache(join(scratch, 'loader')).get(['x'], make), 'still here');
  assert.is(await outputCache(join(scratch, 'loader')).get(['x'], make), 'still here');
  assert.is(make.calls, 2);
});

test('a miss removes entries not written for 30 days and keeps younger ones', async () => {
  const dir = join(scratch, 'loader');
  await mkdir(dir);
  const day = 24 * 60 * 60 * 1000;
  const now = Date.parse('2026-06-30T12:00:00Z');
  for (const [name, age] of [['old.js', 30 * day + 60_000], ['young.js', 30 * day - 60_000]] as const) {
    await writeFile(join(dir, name), '');
    const at = new Date(now - age);
    await utimes(join(dir, name), at, at);
  }
  await outputCache(dir, () => now).get(['new'], counted('new'));
  const left = await readdir(dir);
  assert.not.ok(left.includes('old.js'), left.join(' '));
  assert.ok(left.includes('young.js'), left.join(' '));
  assert.is(left.length, 2);
});

test.run();
