// Graceful shutdown as an operator meets it: the built server (node dist/server.mjs) as a real
// process gets SIGTERM while a video download is in flight. It must refuse new connections at
// once, let the download finish byte for byte, log the stop and exit 0. Every wait is bounded, so
// a hang fails the test instead of hanging CI.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { HeaderRules } from '../../src/contracts/site-format';
import { maxInMemoryBytes } from '../../src/server/site/load-site';
import { expectedEtag } from '../support/expected-headers';
import { distDir } from '../support/test-server';
import { childBaseEnv } from '../support/language';

const root = join(distDir, '..');
const videoPath = '/media/hero.mp4';
const videoFile = 'media/hero.mp4';

/** Rejects with a clear message when `promise` takes longer than `ms`. */
function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no result within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface Child {
  process: ChildProcessWithoutNullStreams;
  stdout: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startBuiltServer(servedDist = distDir): Child {
  const child = spawn(process.execPath, [join(servedDist, 'server.mjs')], {
    cwd: root,
    env: { ...childBaseEnv(), PORT: '0', HOST: '127.0.0.1' },
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.resume();
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { process: child, stdout: () => stdout, exit };
}

const logLines = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** The first log line with this msg, once the server has written it (callers bound the wait). */
async function loggedLine(child: Child, msg: string): Promise<Record<string, unknown>> {
  for (;;) {
    const line = logLines(child.stdout()).find((entry) => entry.msg === msg);
    if (line) return line;
    if (child.process.exitCode !== null) throw new Error(`the server exited before logging "${msg}":\n${child.stdout()}`);
    await delay(20);
  }
}

async function listeningUrl(child: Child): Promise<URL> {
  return new URL(String((await loggedLine(child, 'listening')).url));
}

/** Resolves with the error code of a new connection attempt, or 'connected' if one was accepted. */
function tryNewConnection(url: URL): Promise<string> {
  return new Promise((resolve) => {
    const req = request({ host: url.hostname, port: url.port, path: '/', agent: false }, (res) => {
      res.resume();
      resolve(`connected (status ${res.statusCode})`);
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.setTimeout(2_000, () => req.destroy(new Error('timeout')));
    req.end();
  });
}

interface Shutdown {
  /** Whether the server had logged "stopped" when the client started reading again. */
  stoppedBeforeResume: boolean;
}

/**
 * Starts downloading the video, stops reading after the first chunk, sends SIGTERM, checks that
 * a new connection is refused, then reads the rest: it must be exactly `expected`, and the
 * process must exit 0 having logged "shutting down" then "stopped".
 */
async function shutDownDuringDownload(child: Child, expected: Buffer): Promise<Shutdown> {
  const url = await within(10_000, 'waiting for the "listening" line', listeningUrl(child));

  const chunks: Buffer[] = [];
  const download = request({ host: url.hostname, port: url.port, path: videoPath, agent: false });
  const response = await within(
    5_000,
    'the first chunk of the video',
    new Promise<IncomingMessage>((resolve, reject) => {
      download.on('error', reject);
      download.on('response', (res) => {
        res.once('data', (chunk: Buffer) => {
          chunks.push(chunk);
          res.pause();
          resolve(res);
        });
      });
      download.end();
    }),
  );
  assert.is(response.statusCode, 200);
  assert.is(response.headers['content-length'], String(expected.byteLength));
  assert.ok(chunks[0]!.byteLength < expected.byteLength, 'the first chunk was the whole video: nothing left in flight');

  child.process.kill('SIGTERM');
  // The server logs "shutting down" and stops listening in the same tick: wait for that line,
  // not for a fixed time.
  await within(5_000, 'the "shutting down" line after SIGTERM', loggedLine(child, 'shutting down'));
  assert.is(await within(5_000, 'a new connection after SIGTERM', tryNewConnection(url)), 'ECONNREFUSED');

  const stoppedBeforeResume = logLines(child.stdout()).some((line) => line.msg === 'stopped');
  const body = await within(
    15_000,
    'the rest of the video after SIGTERM',
    new Promise<Buffer>((resolve, reject) => {
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
      response.on('error', reject);
      response.on('aborted', () => reject(new Error('the download was cut off')));
      response.resume();
    }),
  );
  assert.ok(response.complete, 'the response did not complete');
  assert.is(body.byteLength, expected.byteLength);
  assert.ok(body.equals(expected), 'the downloaded bytes differ from the file served');

  const { code, signal } = await within(15_000, 'the process to exit after SIGTERM', child.exit);
  assert.is(signal, null);
  assert.is(code, 0);
  const messages = logLines(child.stdout()).map((line) => line.msg);
  assert.ok(messages.includes('shutting down'), `no "shutting down" line in:\n${child.stdout()}`);
  assert.ok(messages.includes('stopped'), `no "stopped" line in:\n${child.stdout()}`);
  assert.ok(messages.indexOf('shutting down') < messages.indexOf('stopped'), 'stopped before shutting down');
  assert.not.ok(messages.includes('grace period over; closing the remaining connections'), 'the download was not let finish within the grace period');
  return { stoppedBeforeResume };
}

const shutdown = suite<{ children: Child[]; scratch?: string }>('graceful shutdown of the built server');

shutdown.before((context) => {
  context.children = [];
});

shutdown.after(async ({ children, scratch }) => {
  for (const child of children) {
    if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
  }
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

shutdown('SIGTERM during a download of /media/hero.mp4: new connections refused, the download completes in full, exit 0', async (context) => {
  const child = startBuiltServer();
  context.children.push(child);
  await shutDownDuringDownload(child, readFileSync(join(distDir, videoFile)));
});

// hero.mp4 is small enough for the kernel's socket buffers to take all of it, so the server above
// may finish writing (and exit) before the client reads on. To prove that the server waits for a
// slow client, the same run on a copy of dist/ whose video is far larger than those buffers (and
// large enough to be streamed from disk): the server must still be running when reading resumes.
shutdown('SIGTERM during a download larger than the socket buffers: the server waits for the client, then exits 0', async (context) => {
  const scratch = await mkdtemp(join(tmpdir(), 'shutdown-'));
  context.scratch = scratch;
  const copy = join(scratch, 'dist');
  // dist is a link to the live build folder: copy the folder itself, not the link.
  await cp(await realpath(distDir), copy, { recursive: true });
  await symlink(join(root, 'node_modules'), join(scratch, 'node_modules'));
  const bigVideo = randomBytes(2 * maxInMemoryBytes);
  await writeFile(join(copy, videoFile), bigVideo);
  const rules = JSON.parse(await readFile(join(copy, 'headers.json'), 'utf8')) as HeaderRules;
  rules.files[videoFile]!.identity = { file: videoFile, size: bigVideo.byteLength, etag: expectedEtag(bigVideo) };
  await writeFile(join(copy, 'headers.json'), JSON.stringify(rules, null, 2) + '\n');

  const child = startBuiltServer(copy);
  context.children.push(child);
  const { stoppedBeforeResume } = await shutDownDuringDownload(child, bigVideo);
  assert.not.ok(stoppedBeforeResume, 'the server stopped before the client had read the download');
});

shutdown.run();
