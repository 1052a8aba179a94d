// Reload in place, as an operator deploys: `node dist/server.mjs` runs in a scratch copy of the
// project under a loop of visitors (each loads a page, then the hashed files it refers to); the
// site is rebuilt with another sponsor and the server gets SIGHUP. No request may fail, no asset a
// served page refers to may 404, and the new sponsor must be live. A build that cannot be loaded
// is refused with one error line while the old site keeps serving. Every wait is bounded.
import { randomBytes } from 'node:crypto';
import { request, type IncomingMessage } from 'node:http';
import { cp, readFile, realpath, rename, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { maxInMemoryBytes } from '../../src/server/site/load-site';
import { missingNginx, startNginx } from '../support/nginx';
import { testOrSkip } from '../support/skip';
import { copyProject, removeCopy, runBuild, startServer, type ServerChild } from '../support/project-copy';
import { assetsReferredBy, startVisitors } from '../support/visitor-load';

const reload = suite<{ copy: string; server: ServerChild; url: string; goodBuild: string }>('deploys: reload on SIGHUP');

reload.before(async (context) => {
  context.copy = await copyProject('deploy-reload-');
  const first = await runBuild(context.copy, { SPONSOR: 'primeiro' });
  assert.is(first.code, 0, first.stderr);
  context.server = startServer(context.copy);
  context.url = String((await context.server.waitFor('listening')).url);
});
reload.after(async ({ copy, server }) => {
  server?.process.kill('SIGKILL');
  if (copy) await removeCopy(copy);
});

const pageOf = async (url: string) => (await fetch(`${url}/`)).text();

reload('under load, a rebuild with another SPONSOR then SIGHUP: 0 failed requests, 0 asset 404s, the new sponsor live', async (context) => {
  const { copy, server, url } = context;
  // A page of the old build, as in a tab opened just before the deploy.
  const oldPage = await pageOf(url);
  assert.match(oldPage, /sponsor=primeiro"/);

  const visitors = startVisitors(url, { visitors: 10, paths: ['/', '/bio'], pauseMs: 20, keepAlive: true });
  await delay(300);
  const build = await runBuild(copy, { SPONSOR: 'segundo' });
  assert.is(build.code, 0, build.stderr);
  const linesBefore = server.lines().length;
  server.process.kill('SIGHUP');
  const reloaded = await server.waitFor('reloaded', linesBefore);
  await delay(500);
  const result = await visitors.stop();

  assert.is(result.failures, 0, `failed requests: ${JSON.stringify(result.failureKinds)}`);
  assert.equal(result.asset404s, [], 'assets that served pages referred to answered 404');
  assert.ok(result.pages >= 20 && result.assets >= 40, `too little load to mean anything: ${result.pages} pages, ${result.assets} assets`);

  const newPage = await pageOf(url);
  assert.match(newPage, /sponsor=segundo"/);
  assert.not.match(newPage, /primeiro/);
  const oldAssets = assetsReferredBy(oldPage);
  const newAssets = assetsReferredBy(newPage);
  const superseded = oldAssets.filter((asset) => !newAssets.includes(asset));
  assert.ok(superseded.length > 0, 'the new build refers to the same files: the test would prove nothing');
  // The old tab's files still load, with their immutable cache headers.
  for (const asset of oldAssets) {
    const response = await fetch(`${url}${asset}`, { headers: { 'Accept-Encoding': 'br' } });
    assert.is(response.status, 200, asset);
    assert.is(response.headers.get('cache-control'), 'public, max-age=31536000, immutable', asset);
    await response.arrayBuffer();
  }
  assert.ok(result.assetUrlsSeen.size >= newAssets.length);

  const { before, after } = reloaded as { before: { build: string; settings: { sponsor: string } }; after: { build: string; settings: { sponsor: string } } };
  assert.is(before.settings.sponsor, 'primeiro');
  assert.is(after.settings.sponsor, 'segundo');
  assert.ok(after.build > before.build, 'the log names the new build by its time');
  assert.not.ok(server.lines().some((line) => line.msg === 'not found'), 'a 404 was logged');
  context.goodBuild = await realpath(join(copy, 'dist'));
});

testOrSkip(reload, 'nginx, with the config the build exported, serves the retained files as the Node server does', missingNginx, async ({ copy, url }) => {
  const nginx = (await startNginx(join(copy, 'dist')))!;
  try {
    const rules = JSON.parse(await readFile(join(copy, 'dist', 'headers.json'), 'utf8'));
    const retained = Object.keys(rules.retainedFiles);
    assert.ok(retained.length > 0, 'no retained files to check');
    for (const path of retained) {
      const [fromNode, fromNginx] = await Promise.all([fetch(`${url}${path}`), fetch(`${nginx.url}${path}`)]);
      assert.is(fromNginx.status, 200, path);
      assert.is(fromNginx.headers.get('cache-control'), 'public, max-age=31536000, immutable', path);
      assert.is(fromNginx.headers.get('cache-control'), fromNode.headers.get('cache-control'), path);
      assert.ok(Buffer.from(await fromNginx.arrayBuffer()).equals(Buffer.from(await fromNode.arrayBuffer())), `${path}: bytes differ`);
    }
  } finally {
    await nginx.stop();
  }
});

/** Points dist at `dir` the way a build does (one rename of a new link). */
async function switchDistTo(copy: string, dir: string) {
  const next = join(copy, 'dist-next-test');
  await rm(next, { force: true });
  await symlink(dir, next);
  await rename(next, join(copy, 'dist'));
}

const corruptions: Array<[string, (dir: string) => Promise<void>, RegExp]> = [
  ['a page cut short after the build', (dir) => truncate(join(dir, 'index.html'), 100), /index\.html changed since the build/],
  ['header rules that are not JSON', (dir) => writeFile(join(dir, 'headers.json'), '{"files":'), /incomplete or damaged/],
  ['a retained file gone missing', async (dir) => {
    const rules = JSON.parse(await readFile(join(dir, 'headers.json'), 'utf8'));
    const [file] = Object.values(rules.retainedFiles) as string[];
    await rm(join(dir, file!));
  }, /ENOENT/],
  ['a build from another version of the code (format 99)', async (dir) => {
    const info = JSON.parse(await readFile(join(dir, 'build.json'), 'utf8'));
    await writeFile(join(dir, 'build.json'), JSON.stringify({ ...info, format: 99 }));
  }, /has format 99, and this server reads format 2.*Restart the server/],
  ['no build at all (dist points at nothing)', (dir) => rm(dir, { recursive: true }), /No build found/],
];

for (const [name, corrupt, reason] of corruptions) {
  reload(`SIGHUP with ${name}: refused with one error line, the previous build keeps serving`, async ({ copy, server, url, goodBuild }) => {
    const broken = join(copy, '.dist-builds', `broken-${corruptions.findIndex(([other]) => other === name)}`);
    await cp(goodBuild, broken, { recursive: true });
    await corrupt(broken);
    await switchDistTo(copy, broken);
    try {
      const linesBefore = server.lines().length;
      server.process.kill('SIGHUP');
      const refused = await server.waitFor('reload refused; the previous build keeps serving', linesBefore);
      await delay(200);
      const added = server.lines().slice(linesBefore);
      assert.is(added.length, 1, `expected one line, got:\n${added.map((line) => JSON.stringify(line)).join('\n')}`);
      assert.is(refused.level, 'error');
      assert.match(String(refused.reason), reason);
      assert.is((refused.live as { settings: { sponsor: string } }).settings.sponsor, 'segundo');
      const page = await fetch(`${url}/`);
      assert.is(page.status, 200);
      assert.match(await page.text(), /sponsor=segundo"/);
    } finally {
      await switchDistTo(copy, goodBuild);
    }
  });
}

/** GET `path`, resolving once the first chunk is in, with the response paused there. */
function startDownload(url: string, path: string): Promise<{ response: IncomingMessage; chunks: Buffer[] }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const req = request(`${url}${path}`, { agent: false }, (response) => {
      response.once('data', (chunk: Buffer) => {
        chunks.push(chunk);
        response.pause();
        resolve({ response, chunks });
      });
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.end();
  });
}

const readRest = ({ response, chunks }: { response: IncomingMessage; chunks: Buffer[] }) =>
  new Promise<Buffer>((resolve, reject) => {
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', reject);
    response.resume();
  });

reload('after refused reloads, a good build reloads, and a download in flight finishes on the build it started on', async ({ copy, server, url }) => {
  // Videos larger than the in-memory limit, so they are streamed from the build folder on disk.
  const videoPath = join(copy, 'static', 'media', 'hero.mp4');
  const first = randomBytes(2 * maxInMemoryBytes);
  const second = randomBytes(2 * maxInMemoryBytes);
  await writeFile(videoPath, first);
  assert.is((await runBuild(copy, { SPONSOR: 'terceiro' })).code, 0);
  let linesBefore = server.lines().length;
  server.process.kill('SIGHUP');
  await server.waitFor('reloaded', linesBefore);
  assert.match(await pageOf(url), /sponsor=terceiro"/);

  const download = await startDownload(url, '/media/hero.mp4');
  await writeFile(videoPath, second);
  assert.is((await runBuild(copy, { SPONSOR: 'quarto' })).code, 0);
  linesBefore = server.lines().length;
  server.process.kill('SIGHUP');
  await server.waitFor('reloaded', linesBefore);

  const body = await readRest(download);
  assert.ok(body.equals(first), 'the download in flight changed builds midway');
  const fresh = Buffer.from(await (await fetch(`${url}/media/hero.mp4`)).arrayBuffer());
  assert.ok(fresh.equals(second), 'a new request is not served by the new build');
});

reload.run();
