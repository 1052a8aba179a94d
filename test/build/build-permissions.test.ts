// A build made as root under `umask 077` must still be readable by the server, which runs as its
// own user (the install's `ozonteck`, the README's www-data): before, the build said it went live
// and the server then refused the reload and failed to start (Cannot find module …/dist/server.mjs).
// The build now writes its files 0644 and folders 0755 whatever the umask. What the server's user
// could not read (the settings file, a folder above the project) is refused before the switch when
// an installed unit names that user (test/vps/install.test.ts), and said, path and fix, when none
// does. Real builds as root; the server as nobody.
import { existsSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { machineLayout, unitPath } from '../../src/vps/machine-layout';
import { copyProject, loaderArgs, removeCopy, runInCopy, writeSettings, type Finished } from '../support/project-copy';
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

// Who runs the server is known from an installed unit (the VPS test checks its refusal); here, none.
const unitInstalled = existsSync(unitPath(machineLayout.serviceUnit));
const noUnit = notRoot ?? (unitInstalled ? `this machine has ${unitPath(machineLayout.serviceUnit)}: its user decides` : null);

testOrSkip(permissions, 'without a unit, what no other user could read (the settings file, a folder above) is said, path and fix', noUnit, async ({ copy }) => {
  await writeSettings(copy, { SOCIAL_PROOF: 'off' });
  await chmod(join(copy, 'site', 'site.env'), 0o600);
  const warned = await privateBuild(copy);
  assert.is(warned.code, 0, warned.stderr);
  const warning = 'Atenção: um servidor que não rode como root (como o usuário www-data) não conseguiria ler site/site.env e pararia. Rode chmod -R a+rX site/site.env e o build de novo.';
  assert.match(warned.stderr, warning);
  assert.match(warned.stdout, `  - ${warning}`, "the verdict's warnings repeat it");

  await chmod(join(copy, 'site', 'site.env'), 0o644);
  await chmod(copy, 0o700);
  try {
    const blocked = await privateBuild(copy);
    assert.is(blocked.code, 0, blocked.stderr);
    assert.match(blocked.stderr, `não conseguiria ler ${copy} e pararia. Rode chmod -R a+rX ${copy} e o build de novo.`);
  } finally {
    await chmod(copy, 0o755);
  }
  const quiet = await privateBuild(copy);
  assert.is(quiet.code, 0, quiet.stderr);
  assert.not.match(quiet.stderr, 'não conseguiria ler');
});

permissions.run();
