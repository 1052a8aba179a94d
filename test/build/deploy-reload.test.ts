// Reload in place, as an operator deploys: `node dist/server.mjs` runs in a scratch copy of the
// project under a loop of visitors (each loads a page, then the hashed files it refers to); the
// site is rebuilt with another sponsor and the server gets SIGHUP. No request may fail, no asset a
// served page refers to may 404, and the new sponsor must be live; npm run rollback under the same
// load puts the previous sponsor back the same way. A build that cannot be loaded
// is refused with one error line while the old site keeps serving. Every wait is bounded.
import { randomBytes } from 'node:crypto';
import { cp, readFile, realpath, rename, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { maxInMemoryBytes } from '../../src/server/site/load-site';
import { missingNginx, startNginx } from '../support/nginx';
import { testOrSkip } from '../support/skip';
import { copyProject, realLeads, removeCopy, runBuild, runDeployCommand } from '../support/project-copy';
import { spawnServer, type ServerProcess } from '../support/serve';
import { assetsReferredBy, startVisitors } from '../support/visitor-load';
import { openStream } from '../support/http-client';

const reload = suite<{ copy: string; server: ServerProcess; url: string; goodBuild: string }>('deploys: reload on SIGHUP');

reload.before(async (context) => {
  context.copy = await copyProject('deploy-reload-');
  const first = await runBuild(context.copy, { ...realLeads, SPONSOR: 'primeiro' });
  assert.is(first.code, 0, first.stderr);
  context.server = spawnServer({ project: context.copy });
  context.url = await context.server.url();
});
reload.after(async ({ copy, server }) => {
  server?.process.kill('SIGKILL');
  if (copy) await removeCopy(copy);
});

const pageOf = async (url: string) => (await fetch(`${url}/`)).text();

/** Visitors in a loop while `deploy` runs and the server gets SIGHUP; the `reloaded` line and the load's result. */
async function underLoad(url: string, server: ServerProcess, deploy: () => Promise<void>) {
  const visitors = startVisitors(url, { visitors: 10, paths: ['/', '/bio'], pauseMs: 20, restMs: 50, keepAlive: true });
  // Visitors with pages open before the deploy starts, and more after the reload.
  await visitors.until((sofar) => sofar.pages >= 10 && sofar.assets >= 20);
  await deploy();
  const linesBefore = server.lines().length;
  server.process.kill('SIGHUP');
  const reloaded = (await server.waitFor('reloaded', linesBefore)) as { before: { build: string; settings: { sponsor: string } }; after: { build: string; settings: { sponsor: string } } };
  const pagesAtReload = visitors.result.pages;
  await visitors.until((sofar) => sofar.pages >= pagesAtReload + 10 && sofar.assets >= 40);
  const result = await visitors.stop();
  assert.is(result.failures, 0, `failed requests: ${JSON.stringify(result.failureKinds)}`);
  assert.equal(result.asset404s, [], 'assets that served pages referred to answered 404');
  assert.ok(result.pages >= 20 && result.assets >= 40, `too little load to mean anything: ${result.pages} pages, ${result.assets} assets`);
  return reloaded;
}

reload('under load, a rebuild with another SPONSOR then SIGHUP: 0 failed requests, 0 asset 404s, the new sponsor live', async (context) => {
  const { copy, server, url } = context;
  // A page of the old build, as in a tab opened just before the deploy.
  const oldPage = await pageOf(url);
  assert.match(oldPage, /sponsor=primeiro"/);

  const reloaded = await underLoad(url, server, async () => {
    const build = await runBuild(copy, { ...realLeads, SPONSOR: 'segundo' });
    assert.is(build.code, 0, build.stderr);
  });

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
  const { before, after } = reloaded;
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
  }, /incomplete or damaged \(no such file or folder: \S+\)/],
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
      await rm(broken, { recursive: true, force: true });
    }
  });
}

reload('after refused reloads, a good build reloads, and a download in flight finishes on the build it started on', async ({ copy, server, url }) => {
  // Videos larger than the in-memory limit, so they are streamed from the build folder on disk.
  const videoPath = join(copy, 'static', 'media', 'hero.mp4');
  const first = randomBytes(2 * maxInMemoryBytes);
  const second = randomBytes(2 * maxInMemoryBytes);
  await writeFile(videoPath, first);
  assert.is((await runBuild(copy, { ...realLeads, SPONSOR: 'terceiro' })).code, 0);
  let linesBefore = server.lines().length;
  server.process.kill('SIGHUP');
  await server.waitFor('reloaded', linesBefore);
  assert.match(await pageOf(url), /sponsor=terceiro"/);

  // The first chunk in, the rest held back: a download in flight.
  const download = await openStream(url, '/media/hero.mp4', { pause: true, timeoutMs: 10_000 });
  await writeFile(videoPath, second);
  assert.is((await runBuild(copy, { ...realLeads, SPONSOR: 'quarto' })).code, 0);
  linesBefore = server.lines().length;
  server.process.kill('SIGHUP');
  await server.waitFor('reloaded', linesBefore);

  const body = await download.rest();
  assert.ok(body.equals(first), 'the download in flight changed builds midway');
  const fresh = Buffer.from(await (await fetch(`${url}/media/hero.mp4`)).arrayBuffer());
  assert.ok(fresh.equals(second), 'a new request is not served by the new build');
});

reload('npm run rollback under load, then SIGHUP: 0 failed requests, 0 asset 404s, the previous sponsor live; again goes one further back; the oldest is refused', async ({ copy, server, url }) => {
  assert.match(await pageOf(url), /sponsor=quarto"/);
  let output = '';
  const reloaded = await underLoad(url, server, async () => {
    const rolled = await runDeployCommand(copy, 'rollback');
    assert.is(rolled.code, 0, rolled.stderr);
    output = rolled.stdout;
  });
  assert.match(output, /^Rolled back: dist -> \S+ \(built [^)]+\), in place of \S+ \(sponsor quarto\)\.$/m);
  assert.match(output, /^  sponsor +terceiro$/m);
  assert.match(output, /^Visitors get it once the server reloads: systemctl reload ozonteck/m);
  assert.is(reloaded.after.settings.sponsor, 'terceiro');
  assert.match(await pageOf(url), /sponsor=terceiro"/);

  const status = await runDeployCommand(copy, 'status');
  assert.match(status.stdout, /^Live build: \S+, built \d{4}-\d\d-\d\d \d\d:\d\d, live in dist since \d{4}-\d\d-\d\d \d\d:\d\d, with:\n  sponsor +terceiro$/m);
  assert.equal(status.stdout.match(/^[* ] \.dist-builds\/\S+ +built \S+ \S+ +sponsor \S+/gm)?.map((line) => line.split(' ').pop()), ['quarto', 'terceiro', 'segundo']);
  assert.match(status.stdout, /^\* \.dist-builds\/\S+ +built \S+ \S+ +sponsor terceiro {2}\(live\)$/m);

  const again = await runDeployCommand(copy, 'rollback');
  assert.is(again.code, 0, again.stderr);
  assert.match(again.stdout, /^  sponsor +segundo$/m);
  assert.match(again.stdout, /^This is the oldest kept build: there is none before it\.$/m);
  const linesBefore = server.lines().length;
  server.process.kill('SIGHUP');
  await server.waitFor('reloaded', linesBefore);
  assert.match(await pageOf(url), /sponsor=segundo"/);

  const distBefore = await realpath(join(copy, 'dist'));
  const oldest = await runDeployCommand(copy, 'rollback');
  assert.is(oldest.code, 1);
  assert.match(oldest.stderr, /^Rollback stopped: the live build \(\S+\) is the oldest one kept \(the last 3 builds are kept\): there is none before it\. .* dist\/ is unchanged\.$/m);
  assert.is(await realpath(join(copy, 'dist')), distBefore);
});

reload.run();
