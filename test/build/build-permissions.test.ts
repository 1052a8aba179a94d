// A build made as root under `umask 077` must still be readable by the server, which runs as its
// own user (the install's `ozonteck`, the README's www-data): before, the build said it went live
// and the server then refused the reload and failed to start (Cannot find module …/dist/server.mjs).
// The build now writes its files 0644 and folders 0755 whatever the umask, and refuses to switch in
// a build the server could not read (the settings file, a folder above the project), naming the
// path and the fix, dist/ untouched. Real builds as root; the server as nobody.
import { chmod } from 'node:fs/promises';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { copyProject, loaderArgs, removeCopy, runInCopy, snapshotDist, writeSettings, type Finished } from '../support/project-copy';
import { spawnServer } from '../support/serve';
import { testOrSkip } from '../support/skip';

const permissions = suite<{ copy: string }>('the build is readable by the server, whatever the umask');
permissions.before(async (context) => {
  context.copy = await copyProject('build-permissions-', { ownCaches: true });
});
permissions.after(({ copy }) => (copy ? removeCopy(copy) : undefined));

const asRoot = process.getuid?.() === 0;
const notRoot = asRoot ? null : 'needs root: the build as root, the server as another user';
const nobody = 65534;

/** npm run build as root with the most private umask, in Portuguese. */
const privateBuild = (copy: string): Promise<Finished> =>
  runInCopy(copy, 'sh', ['-c', `umask 077 && exec "${process.execPath}" ${loaderArgs.join(' ')} build.ts`], { SITE_LANGUAGE: undefined });

testOrSkip(permissions, 'a root build under umask 077 is served by another user', notRoot, async ({ copy }) => {
  const built = await privateBuild(copy);
  assert.is(built.code, 0, built.stderr);
  const server = spawnServer({ project: copy, asUser: nobody });
  try {
    const response = await fetch(`${await server.url()}/`);
    assert.is(response.status, 200);
    assert.match(await response.text(), '<!doctype html>');
  } finally {
    await server.stop();
  }
});

testOrSkip(permissions, 'a settings file or a folder the server cannot read: refused before the switch, naming it and the fix', notRoot, async ({ copy }) => {
  await writeSettings(copy, { SOCIAL_PROOF: 'off' });
  await chmod(join(copy, 'site', 'site.env'), 0o600);
  const before = await snapshotDist(copy);
  const refused = await privateBuild(copy);
  assert.is(refused.code, 1, refused.stdout);
  assert.match(refused.stderr, /não (consegue|conseguiria) ler site\/site\.env: (o servidor|ele) pararia\. Rode chmod -R a\+rX site\/site\.env e o build de novo\./);
  assert.equal(await snapshotDist(copy), before, 'dist/ is as it was');

  await chmod(join(copy, 'site', 'site.env'), 0o644);
  await chmod(copy, 0o700);
  try {
    const blocked = await privateBuild(copy);
    assert.is(blocked.code, 1, blocked.stdout);
    assert.match(blocked.stderr, `ler ${copy}: `);
    assert.match(blocked.stderr, `chmod -R a+rX ${copy} `);
  } finally {
    await chmod(copy, 0o755);
  }
  assert.equal(await snapshotDist(copy), before, 'dist/ is as it was');
  const built = await privateBuild(copy);
  assert.is(built.code, 0, built.stderr);
});

permissions.run();
