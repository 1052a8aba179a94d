// Graceful shutdown as an operator meets it: the built server (node dist/server.mjs) as a real
// process gets SIGTERM while a video download is in flight. It must refuse new connections at
// once, let the download finish byte for byte, log the stop and exit 0. Every wait is bounded, so
// a hang fails the test instead of hanging CI.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { HeaderRules } from '../../src/contracts/site-format';
import { maxInMemoryBytes } from '../../src/server/site/load-site';
import { expectedEtag } from '../support/expected-headers';
import { ask, openStream } from '../support/http-client';
import { distDir, spawnServer, type ServerProcess } from '../support/serve';

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

/** The error code of a new connection attempt, or 'connected' if one was accepted. */
const tryNewConnection = (url: string) =>
  ask(url, '/', { timeoutMs: 2_000 }).then(
    (answer) => `connected (status ${answer.status})`,
    (error: NodeJS.ErrnoException) => error.code ?? error.message,
  );

interface Shutdown {
  /** Whether the server had logged "stopped" when the client started reading again. */
  stoppedBeforeResume: boolean;
}

/**
 * Starts downloading the video, stops reading after the first chunk, sends SIGTERM, checks that
 * a new connection is refused, then reads the rest: it must be exactly `expected`, and the
 * process must exit 0 having logged "shutting down" then "stopped".
 */
async function shutDownDuringDownload(child: ServerProcess, expected: Buffer): Promise<Shutdown> {
  const url = await within(10_000, 'waiting for the "listening" line', child.url());

  const download = await within(5_000, 'the first chunk of the video', openStream(url, videoPath, { pause: true }));
  assert.is(download.status, 200);
  assert.is(download.headers['content-length'], String(expected.byteLength));
  assert.ok(download.received().byteLength < expected.byteLength, 'the first chunk was the whole video: nothing left in flight');

  child.process.kill('SIGTERM');
  // The server logs "shutting down" and stops listening in the same tick: wait for that line,
  // not for a fixed time.
  await within(5_000, 'the "shutting down" line after SIGTERM', child.waitFor('shutting down'));
  assert.is(await within(5_000, 'a new connection after SIGTERM', tryNewConnection(url)), 'ECONNREFUSED');

  const stoppedBeforeResume = child.lines().some((line) => line.msg === 'stopped');
  // rest() fails if the download is cut off before its end.
  const body = await within(15_000, 'the rest of the video after SIGTERM', download.rest());
  assert.is(body.byteLength, expected.byteLength);
  assert.ok(body.equals(expected), 'the downloaded bytes differ from the file served');

  const code = await within(15_000, 'the process to exit after SIGTERM', child.exit);
  assert.is(child.process.signalCode, null);
  assert.is(code, 0);
  const messages = child.lines().map((line) => line.msg);
  assert.ok(messages.includes('shutting down'), `no "shutting down" line in:\n${child.output()}`);
  assert.ok(messages.includes('stopped'), `no "stopped" line in:\n${child.output()}`);
  assert.ok(messages.indexOf('shutting down') < messages.indexOf('stopped'), 'stopped before shutting down');
  assert.not.ok(messages.includes('grace period over; closing the remaining connections'), 'the download was not let finish within the grace period');
  return { stoppedBeforeResume };
}

const shutdown = suite<{ children: ServerProcess[]; scratch?: string }>('graceful shutdown of the built server');

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
  const child = spawnServer();
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

  const child = spawnServer({ project: scratch });
  context.children.push(child);
  const { stoppedBeforeResume } = await shutDownDuringDownload(child, bigVideo);
  assert.not.ok(stoppedBeforeResume, 'the server stopped before the client had read the download');
});

shutdown.run();
