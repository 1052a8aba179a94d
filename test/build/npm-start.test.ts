// npm start as an operator runs it without systemd, in a scratch copy of the project: it builds,
// then `exec`s the server, so the server is npm's own child with no shell between them. Signals
// reach it: SIGHUP to the pid in its "listening" line reloads, and SIGTERM to npm (what Ctrl+C,
// or a process manager stopping npm, sends) ends in a graceful stop, not an orphaned server.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { copyProject, realLeads, removeCopy } from '../support/project-copy';
import { watchServer } from '../support/serve';
import { testOrSkip } from '../support/skip';
import { childBaseEnv } from '../support/language';

const start = suite<{ copy: string }>('npm start');

start.before(async (context) => {
  context.copy = await copyProject('npm-start-');
});
start.after(async ({ copy }) => {
  if (copy) await removeCopy(copy);
});

/** The parent pid of a process, from /proc (Linux). */
const parentOf = async (pid: number) => Number((await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ')[1]);

testOrSkip(start, 'the server is npm\'s own child: SIGHUP to its pid reloads, SIGTERM to npm stops it gracefully', existsSync('/proc/self/stat') ? null : 'needs /proc (Linux) to read a process\'s parent', async ({ copy }) => {
  const npm = spawn('npm', ['start'], { cwd: copy, env: { ...childBaseEnv(), PORT: '0', HOST: '127.0.0.1', ...realLeads, SPONSOR: 'npm-start' } });
  const server = watchServer(npm);
  let pid = 0;
  try {
    const listening = await server.waitFor('listening', 0, 60_000);
    pid = Number(listening.pid);
    assert.is(await parentOf(pid), npm.pid, 'a shell stands between npm and the server');
    process.kill(pid, 'SIGHUP');
    const reloaded = await server.waitFor('reloaded');
    assert.is((reloaded.after as { settings: { sponsor: string } }).settings.sponsor, 'npm-start');
    npm.kill('SIGTERM');
    await server.waitFor('stopped');
    await server.exit;
    assert.not.ok(existsSync(`/proc/${pid}`), 'the server outlived npm');
  } finally {
    npm.kill('SIGKILL');
    if (pid && existsSync(`/proc/${pid}`)) process.kill(pid, 'SIGKILL');
  }
});

start.run();
