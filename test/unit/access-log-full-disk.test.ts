// The access log writer on a full disk, with a fake file that takes what fits and then fails as
// fs does (ENOSPC after a partial write): every lost line counted, a line missing only its newline
// not lost, and each open of a real file that ends in half a line starting a new one first. The
// real full disk, with the report after it, is test/server/access-log-full-disk.test.ts.
import { mkdtemp, readFile, rm, writeFile, appendFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { setImmediate as settle } from 'node:timers/promises';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { linesLost } from '../../src/server/access-log/log-file';
import { createAccessLogWriter } from '../../src/server/access-log/writer';
import { createLogger } from '../../src/server/process/log';

/** A file on a disk with `room` bytes left: a write past it puts what fits there, then fails. */
class DiskFile extends Writable {
  content = '';
  bytesWritten = 0;
  constructor(private readonly room = Infinity) {
    super();
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error) => void): void {
    const text = chunk.toString();
    const fits = Math.max(0, Math.min(text.length, this.room - this.content.length));
    this.content += text.slice(0, fits);
    this.bytesWritten = this.content.length;
    callback(fits < text.length ? Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }) : undefined);
  }
}

function setUp(files: Array<{ stream: DiskFile; endsMidLine: boolean }>) {
  const logs: Array<Record<string, unknown>> = [];
  let flushes: Array<() => void> = [];
  let opened = 0;
  const writer = createAccessLogWriter({ kind: 'file', path: '/var/log/site/access.log' }, createLogger((line) => logs.push(JSON.parse(line))), {
    openFile: () => files[opened++]!,
    scheduleFlush: (flush) => flushes.push(flush),
  });
  const flush = async () => {
    for (const run of flushes.splice(0)) run();
    await settle(); // a failed write is reported on the next tick, as fs's are
    await settle();
  };
  return { writer, logs, flush };
}

const lines = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `line-${from + i}`);

test('the lines a failed write lost, from the bytes that reached the disk: a line missing only its newline is not lost', () => {
  // 'a\nb\nc\n' cut after 0 to 6 bytes.
  assert.equal([0, 1, 2, 3, 4, 5, 6].map((landed) => linesLost('a\nb\nc\n', landed)), [3, 2, 2, 1, 1, 0, 0]);
  assert.is(linesLost('\n', 0), 0, 'the newline an open writes is no line');
});

test('a full disk: the five requests a failed write lost and those dropped after are the reopen\'s droppedLines', async () => {
  const full = new DiskFile('line-1\n'.length * 2 + 3); // room for two lines and three bytes of the third
  const fresh = new DiskFile();
  const { writer, logs, flush } = setUp([{ stream: full, endsMidLine: false }, { stream: fresh, endsMidLine: true }]);
  for (const line of lines(1, 7)) writer.write(line);
  await flush();
  assert.is(full.content, 'line-1\nline-2\nlin');
  assert.equal(logs.map((line) => line.level), ['error'], 'the broken file said at once');
  for (const line of lines(8, 9)) writer.write(line); // dropped while broken
  writer.reopen();
  assert.equal([logs[1]!.msg, logs[1]!.droppedLines], ['access log reopened', 7], '5 lost in the write (line-3 half written), 2 dropped');
  assert.match(String(logs[1]!.text), /; 7 linha\(s\) perdida\(s\) enquanto ele não podia ser escrito\.$/, 'said in Portuguese');
  writer.write('line-10');
  await flush();
  assert.is(fresh.content, '\nline-10\n', 'the file ended in half a line: a new line first');
});

test('a line cut just before its newline counts as written: the next open ends it', async () => {
  const full = new DiskFile('line-1\n'.length * 2 - 1);
  const { writer, logs, flush } = setUp([{ stream: full, endsMidLine: false }, { stream: new DiskFile(), endsMidLine: true }]);
  for (const line of lines(1, 4)) writer.write(line);
  await flush();
  assert.is(full.content, 'line-1\nline-2');
  writer.reopen();
  assert.is(logs[1]!.droppedLines, 2);
});

test('lines gathered before the file broke and flushed after are counted at the reopen, not lost silently', async () => {
  const broken = new DiskFile();
  const { writer, logs } = setUp([{ stream: broken, endsMidLine: false }, { stream: new DiskFile(), endsMidLine: false }]);
  writer.write('waiting-1');
  writer.write('waiting-2');
  broken.emit('error', Object.assign(new Error('EIO: i/o error, write'), { code: 'EIO' }));
  writer.write('dropped');
  writer.reopen();
  assert.equal([logs[1]!.msg, logs[1]!.droppedLines], ['access log reopened', 3]);
  assert.is(broken.content, '');
});

test('a real file ending in half a line gets a newline before the first line, at start-up and at a reopen; a whole one gets none', async () => {
  const folder = await mkdtemp(join(tmpdir(), 'access-log-heal-'));
  try {
    const cases: Array<[before: string | null, after: string]> = [
      ['whole\nhal', 'whole\nhal\nnext\n'],
      ['whole\n', 'whole\nnext\n'],
      ['', 'next\n'],
      [null, 'next\n'],
    ];
    for (const [index, [before, after]] of cases.entries()) {
      const path = join(folder, `access-${index}.log`);
      if (before !== null) await writeFile(path, before);
      const writer = createAccessLogWriter({ kind: 'file', path }, createLogger(() => {}));
      writer.write('next');
      await writer.close();
      assert.is(await readFile(path, 'utf8'), after, JSON.stringify(before));
    }
    const path = join(folder, 'reopened.log');
    const writer = createAccessLogWriter({ kind: 'file', path }, createLogger(() => {}), { scheduleFlush: (run) => run() });
    writer.write('first');
    for (let waited = 0; (await readFile(path, 'utf8')) !== 'first\n'; waited += 1) {
      assert.ok(waited < 200, 'the first line never reached the file');
      await settle();
    }
    await appendFile(path, 'half a li'); // what a write that failed leaves
    writer.reopen();
    writer.write('after');
    await writer.close();
    assert.is(await readFile(path, 'utf8'), 'first\nhalf a li\nafter\n');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

test.run();
