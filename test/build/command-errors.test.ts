// What the operator's commands say when the system gets in the way, as real processes in a copy of
// the project: `npm run rollback` before any build, and `npm run build` by a user who may not write
// the builds' folder (.dist-builds/.build.lock, made by another user). Each stops with one sentence
// in Portuguese naming the file and what to do, exit status 1, no stack and no Node English
// (EACCES, ENOENT), and dist/ untouched. The sentences themselves: test/unit/system-errors.test.ts.
import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { copyProject, loaderArgs, removeCopy, runDeployCommand, runInCopy, type Finished } from '../support/project-copy';
import { testOrSkip } from '../support/skip';

const errors = suite<{ copy: string }>('the commands stop on a system error with a sentence in Portuguese');
errors.before(async (context) => {
  context.copy = await copyProject('command-errors-');
});
errors.after(({ copy }) => (copy ? removeCopy(copy) : undefined));

const portuguese = { SITE_LANGUAGE: undefined };
/** Node's words for a stack or a system error: none of them may reach the operator. */
const nodeWords = /\n\s+at |EACCES|ENOENT|EPERM|Error:/;

errors('npm run rollback before any build: nothing to go back to, and what to do', async ({ copy }) => {
  const result = await runDeployCommand(copy, 'rollback', portuguese);
  assert.is(result.code, 1, result.stdout);
  assert.is(result.stderr, 'Volta interrompida: ainda não há nenhum build, então não há para onde voltar. Rode npm run build. dist/ não mudou.\n');
  assert.not.ok(existsSync(join(copy, 'dist')));
  const status = await runDeployCommand(copy, 'status', portuguese);
  assert.is(status.code, 0, status.stderr);
  assert.is(status.stdout, 'Ainda não há build: rode npm run build.\n');
});

/**
 * Root may write anywhere: the build then runs as nobody (setpriv), the folder being root's; any
 * other user finds the folder read-only (chmod 555), as a folder of another user is.
 */
const asRoot = process.getuid?.() === 0;
const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find((path) => existsSync(path));
const missing = asRoot && !setpriv ? 'needs setpriv (util-linux) to run the build as another user' : null;

function buildAsAnotherUser(copy: string): Promise<Finished> {
  const build = [process.execPath, ...loaderArgs, 'build.ts'];
  const [command, ...args] = asRoot ? [setpriv!, '--reuid=65534', '--regid=65534', '--clear-groups', ...build] : build;
  return runInCopy(copy, command!, args, { ...portuguese, HOME: '/tmp' });
}

testOrSkip(errors, 'npm run build by a user who may not write .dist-builds/: the lock file named, who owns the folder, what to do', missing, async ({ copy }) => {
  await mkdir(join(copy, '.dist-builds'), { mode: 0o755 });
  if (!asRoot) await chmod(join(copy, '.dist-builds'), 0o555);
  const result = await buildAsAnotherUser(copy);
  assert.is(result.code, 1, result.stdout);
  const stop = result.stderr.split('\n').find((line) => line.startsWith('Build interrompido: '));
  assert.match(String(stop), /^Build interrompido: O usuário \S+ não tem permissão para mexer em \.dist-builds\/\.build\.lock\. Rode npm run build com o mesmo usuário que fez os arquivos \(ls -ld \.dist-builds mostra o dono\), ou passe a pasta para \S+: sudo chown -R \S+ \.dist-builds\.$/, result.stderr);
  assert.not.match(result.stderr, nodeWords);
  assert.not.ok(existsSync(join(copy, 'dist')), 'no dist/ was made');
});

errors.run();
