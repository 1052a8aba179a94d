// Restarts for new server code, under systemd socket activation: test/support/socket-holder.mjs
// plays systemd (it owns the listening socket, never accepts on it, and starts the server on it as
// fd 3 with LISTEN_FDS/LISTEN_PID, again after each exit). Visitors open a new connection for every
// request while the running server gets SIGTERM and the next one starts: the kernel queues their
// connections meanwhile, so none may be refused.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { repoRoot } from '../support/project-copy';
import { watchServer, type ServerProcess } from '../support/serve';
import { startVisitors } from '../support/visitor-load';
import { childBaseEnv } from '../support/language';

const activation = suite<{ holder?: ServerProcess }>('restarts under systemd socket activation');

activation.after(({ holder }) => {
  if (!holder) return;
  // The servers the holder started outlive it if killed alone (and hold the output pipe open).
  for (const line of holder.lines()) {
    if (line.msg === 'listening') {
      try {
        process.kill(Number(line.pid), 'SIGKILL');
      } catch {
        // Exited already.
      }
    }
  }
  if (holder.process.exitCode === null) holder.process.kill('SIGKILL');
});

/** The "listening" lines of the servers the holder started, in order. */
const listeningLines = (holder: ServerProcess) => holder.lines().filter((line) => line.msg === 'listening');

async function nthListening(holder: ServerProcess, n: number) {
  await holder.until(`server ${n} did not start`, () => listeningLines(holder).length >= n);
  return listeningLines(holder)[n - 1]!;
}

activation('a restart on an inherited listening socket refuses 0 connections, and the server listens on fd 3, not PORT', async (context) => {
  const holder = watchServer(
    spawn(process.execPath, [join(repoRoot, 'test', 'support', 'socket-holder.mjs'), 'dist/server.mjs', '2'], {
      cwd: repoRoot,
      // PORT and HOST name another address: under socket activation they must be ignored.
      env: { ...childBaseEnv(), PORT: '1', HOST: '127.0.0.2', SITE_ENV_FILE: '/dev/null' },
    }),
  );
  context.holder = holder;
  const first = await nthListening(holder, 1);
  const port = (holder.lines().find((line) => line.holder === 'listening') as { port: number }).port;
  assert.is(first.socket, 'systemd');
  assert.is(first.url, `http://127.0.0.1:${port}`);

  const visitors = startVisitors(`http://127.0.0.1:${port}`, { visitors: 10, paths: ['/', '/bio'], pauseMs: 5, keepAlive: false });
  await visitors.until((sofar) => sofar.requests >= 50);
  process.kill(Number(first.pid), 'SIGTERM');
  const second = await nthListening(holder, 2);
  assert.is.not(second.pid, first.pid, 'the same process: nothing restarted');
  const requestsAtRestart = visitors.result.requests;
  await visitors.until((sofar) => sofar.requests >= requestsAtRestart + 50);
  const result = await visitors.stop();

  assert.is(result.refused, 0, 'connections refused during the restart');
  assert.is(result.failures, 0, `failed requests: ${JSON.stringify(result.failureKinds)}`);
  assert.ok(result.requests >= 100, `too little load to mean anything: ${result.requests} requests`);
  // The restart really happened in the middle of the load: requests were answered by both.
  assert.ok(holder.lines().some((line) => line.msg === 'stopped'), 'the first server did not stop');

  process.kill(Number(second.pid), 'SIGTERM');
  assert.is(await holder.exit, 0);
});

activation.run();
