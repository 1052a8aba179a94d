// The access log on a real full disk: a 256 KB tmpfs mounted under it, filled while the built
// server writes, so that a write fails half-way through a line as it does on a full /var; then
// space is freed and the log reopened with SIGUSR2, as the operator would. The next line starts
// on a line of its own, the "reopened" line counts every lost request exactly, and `npm run report`
// reads every whole line and counts the broken one. Mounting needs root: elsewhere the test says
// it was skipped, and why (the writer's unit test, test/unit/access-log-full-disk.test.ts, runs
// everywhere on a fake disk but does not replace this one).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmdirSync, statfsSync } from 'node:fs';
import { readFile, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseCombined } from '../support/combined-log';
import { run, runReport } from '../support/report-run';
import { spawnServer, type ServerProcess } from '../support/serve';
import { testOrSkip } from '../support/skip';

const disk = mkdtempSync(join(tmpdir(), 'access-log-full-disk-'));

/** Mounts a 256 KB tmpfs on `disk`; what stops it, or null. */
function mountSmallDisk(): string | null {
  if (process.getuid?.() !== 0) return 'needs root to mount a 256 KB tmpfs (mount -t tmpfs -o size=256k)';
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', disk], { encoding: 'utf8' });
  if (mounted.status === 0) return null;
  const why = (mounted.stderr || mounted.error?.message || `exit ${mounted.status}`).trim().split('\n')[0];
  return `mount -t tmpfs refused (${why})`;
}

const missing = mountSmallDisk();
let left = true; // the mount point (and the mount, when there is one) not yet removed
function unmount(): void {
  if (!left) return;
  left = false;
  if (missing === null) spawnSync('umount', ['--lazy', disk]);
  rmdirSync(disk);
}
process.once('exit', unmount); // a test that crashed leaves no mount behind

const fullDisk = suite<{ server?: ServerProcess }>('access log: a real full disk');
fullDisk.after((context) => {
  if (context.server?.process.exitCode === null) context.server.process.kill('SIGKILL');
  unmount();
  process.off('exit', unmount);
});

async function get(url: string): Promise<void> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  await response.arrayBuffer();
  assert.is(response.status, 200, url);
}

const target = (n: number) => `/?n=${String(n).padStart(4, '0')}`; // every line as long as every other

testOrSkip(fullDisk, 'filled, freed and reopened: every whole line read by the report, the broken one counted, every lost request in droppedLines', missing, async (context) => {
  const file = join(disk, 'access.log');
  const server = (context.server = spawnServer({ env: { ACCESS_LOG: file } }));
  const url = await server.url();
  await get(`${url}${target(0)}`);
  let lineBytes = 0;
  for (let waited = 0; lineBytes === 0; waited += 20) {
    assert.ok(waited < 5_000, 'the first line never reached the file');
    await delay(20);
    lineBytes = (await readFile(file)).length;
  }
  // Fill the disk but for a page or three: the log can grow to whole pages, so the last write stops
  // where a page ends. Chosen so that it stops inside a line, not at its end or just before its newline.
  const { bsize, bavail } = statfsSync(disk);
  const room = [1, 2, 3].find((pages) => ![0, lineBytes - 1].includes(((1 + pages) * bsize) % lineBytes))!;
  await writeFile(join(disk, 'filler'), Buffer.alloc((bavail - room) * bsize));

  let sent = 1;
  for (let round = 0; round < 60 && !server.lines().some((line) => line.level === 'error'); round++) {
    await Promise.all(Array.from({ length: 10 }, () => get(`${url}${target(sent++)}`)));
    await delay(150); // past the writer's 100 ms: each round its own write
  }
  const broke = server.lines().find((line) => line.level === 'error');
  assert.ok(broke, `the disk never filled:\n${server.output()}`);
  assert.match(String(broke.error), /ENOSPC/);
  for (let i = 0; i < 5; i++) await get(`${url}${target(sent++)}`); // dropped while the file is broken
  const beforeReopen = sent;

  await unlink(join(disk, 'filler'));
  server.process.kill('SIGUSR2');
  const reopened = await server.waitFor('access log reopened');
  for (let i = 0; i < 5; i++) await get(`${url}${target(sent++)}`);
  assert.is(await server.stop(), 0);

  const lines = (await readFile(file, 'utf8')).split('\n');
  assert.is(lines.pop(), '', 'the file ends with a whole line');
  const broken = lines.map((line, index) => [line, index + 1] as const).filter(([line]) => parseCombined(line) === null);
  assert.is(broken.length, 1, `one broken line:\n${broken.map(([line]) => line).join('\n')}`);
  const [brokenLine, brokenNumber] = broken[0]!;
  assert.ok(brokenLine.length > 0 && brokenLine.length < lineBytes - 1, `half a line: ${brokenLine}`);
  const logged = lines.filter((line) => parseCombined(line) !== null).map((line) => Number(/n=(\d+)/.exec(line)![1]));
  assert.equal(logged.slice(-5), [0, 1, 2, 3, 4].map((i) => beforeReopen + i), 'the lines after the reopen, each whole');
  assert.is(new Set(logged).size, logged.length, 'no line twice');
  assert.is(logged.length + Number(reopened.droppedLines), sent, `${sent} requests: ${logged.length} in the file, the rest counted lost (${String(reopened.droppedLines)})`);

  const json = await run('npm', ['run', '--silent', 'report', '--', '--json', file]);
  assert.is(json.code, 0, json.stderr);
  const report = JSON.parse(json.stdout) as { total: { requests: number; views: Record<string, number> }; unreadableLines: { count: number; first: { line: number } } };
  assert.equal([report.total.requests, report.unreadableLines.count, report.unreadableLines.first.line], [logged.length, 1, brokenNumber]);
  const text = await runReport([file], {});
  assert.is(text.code, 0, text.stderr);
  assert.match(text.stdout.split('\n')[1]!, /^1 linha ilegível deixada de fora \(como a meia linha que um disco cheio deixa/);
  assert.match(text.stdout.split('\n')[2]!, new RegExp(`^A primeira: ${file} linha ${brokenNumber} não é uma linha de log de acesso`));
});

fullDisk.run();
