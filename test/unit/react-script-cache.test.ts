// React's script cache (src/builder/bundle/react-script-cache.ts): a build reuses the script an
// earlier build (in any copy of the project) made with the same React, esbuild and options, copied
// where esbuild would have written it; anything else is built afresh; unused entries go after 30 days.
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cachedReactScript, reactScriptKey } from '../../src/builder/bundle/react-script-cache';
import { buildPaths } from '../../src/builder/paths';
import type { ReactBundle } from '../../src/builder/bundle/react-bundle';
import { repoRoot } from '../support/project-copy';

let scratch = '';
test.before.each(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'react-script-'));
});
test.after.each(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** A project folder with the repo's packages and a React script cache shared with the others, as copies of the project have them. */
async function project(name: string) {
  const root = join(scratch, name);
  await mkdir(join(root, '.cache'), { recursive: true });
  await mkdir(join(scratch, 'shared-cache'), { recursive: true });
  await symlink(join(repoRoot, 'node_modules'), join(root, 'node_modules'));
  await symlink(join(scratch, 'shared-cache'), join(root, '.cache', 'react-script'));
  return buildPaths(root);
}

const options = (paths: ReturnType<typeof buildPaths>, minify = true) => ({ absWorkingDir: paths.root, outdir: paths.scratchDir, minify, stdin: { contents: '', resolveDir: paths.root } });

/** Stands for esbuild: writes `bytes` as react-<tag>.js in the scratch folder and counts its calls. */
function builder(paths: ReturnType<typeof buildPaths>, bytes: string, tag: string) {
  const make = async (): Promise<ReactBundle> => {
    make.calls++;
    await mkdir(paths.scratchDir, { recursive: true });
    await writeFile(join(paths.scratchDir, `react-${tag}.js`), bytes);
    return { file: `.cache/site-build/react-${tag}.js`, href: `/assets/react-${tag}.js` };
  };
  make.calls = 0;
  return make;
}

test('the same React, esbuild and options in another copy of the project: the stored script, copied into its scratch folder', async () => {
  const [first, second] = [await project('one'), await project('two')];
  const key = reactScriptKey(first, options(first), '0.28.2');
  assert.is(reactScriptKey(second, options(second), '0.28.2'), key, 'the key does not depend on where the project is');
  const made = builder(first, 'React v1', 'AAAA1111');
  assert.equal(await cachedReactScript(first, key, made), { file: '.cache/site-build/react-AAAA1111.js', href: '/assets/react-AAAA1111.js' });
  const again = builder(second, 'never built', 'BBBB2222');
  assert.equal(await cachedReactScript(second, key, again), { file: '.cache/site-build/react-AAAA1111.js', href: '/assets/react-AAAA1111.js' });
  assert.is(again.calls, 0);
  assert.is(await readFile(join(second.scratchDir, 'react-AAAA1111.js'), 'utf8'), 'React v1');
});

test('another esbuild version or other options: another key, so the script is built again', async () => {
  const paths = await project('one');
  const key = reactScriptKey(paths, options(paths), '0.28.2');
  assert.is.not(reactScriptKey(paths, options(paths), '0.28.3'), key);
  assert.is.not(reactScriptKey(paths, options(paths, false), '0.28.2'), key);
  await cachedReactScript(paths, key, builder(paths, 'minified', 'DDDD4444'));
  const unminified = builder(paths, 'not minified', 'EEEE5555');
  assert.equal(await cachedReactScript(paths, reactScriptKey(paths, options(paths, false), '0.28.2'), unminified), { file: '.cache/site-build/react-EEEE5555.js', href: '/assets/react-EEEE5555.js' });
  assert.is(unminified.calls, 1);
});

test('storing an entry removes the ones not used for 30 days, and keeps younger ones', async () => {
  const paths = await project('one');
  const folder = join(scratch, 'shared-cache');
  const day = 24 * 60 * 60 * 1000;
  for (const [name, age] of [['old', 31 * day], ['young', 29 * day]] as const) {
    await mkdir(join(folder, name), { recursive: true });
    const at = new Date(Date.now() - age);
    await utimes(join(folder, name), at, at);
  }
  await cachedReactScript(paths, reactScriptKey(paths, options(paths), '0.28.2'), builder(paths, 'React', 'CCCC3333'));
  assert.equal((await readdir(folder)).sort(), [reactScriptKey(paths, options(paths), '0.28.2'), 'young'].sort());
});

test.run();
