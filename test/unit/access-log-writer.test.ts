// The access log writer with fake streams: lines batched into one write, a stalled disk capped
// (lines dropped, counted, reported), a broken file said at once and then at most once a minute
// (on a fake clock), and reopen.
import { Writable } from 'node:stream';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createAccessLogWriter } from '../../src/server/access-log/writer';
import { createLogger } from '../../src/server/process/log';
import { useLanguage } from '../../src/messages/language';

/** A file that records each write; a `stalled` one finishes none until release() (a slow disk). */
function fakeFile(stalled = false) {
  const writes: string[] = [];
  const waiting: Array<() => void> = [];
  const stream = new Writable({
    highWaterMark: 1 << 30,
    write(chunk: Buffer, _encoding, callback) {
      writes.push(chunk.toString());
      if (stalled) waiting.push(() => callback());
      else callback();
    },
  });
  const release = () => {
    while (waiting.length) waiting.shift()!();
  };
  return { stream, writes, release };
}

function setUp(files: Array<ReturnType<typeof fakeFile>>, maxPendingBytes?: number, now?: () => number) {
  const logs: Array<Record<string, unknown>> = [];
  const log = createLogger((line) => logs.push(JSON.parse(line)));
  const opened: string[] = [];
  let flushes: Array<() => void> = [];
  const writer = createAccessLogWriter({ kind: 'file', path: '/var/log/site/access.log' }, log, {
    maxPendingBytes,
    openFile: (path) => {
      opened.push(path);
      return { stream: files[opened.length - 1]!.stream, endsMidLine: false };
    },
    scheduleFlush: (flush) => flushes.push(flush),
    now,
  });
  const runFlushes = () => {
    const due = flushes;
    flushes = [];
    for (const flush of due) flush();
  };
  return { writer, logs, opened, runFlushes };
}

test('lines written before a flush reach the file as one write, each ending in a newline', () => {
  const file = fakeFile();
  const { writer, runFlushes } = setUp([file]);
  writer.write('a');
  writer.write('b');
  assert.equal(file.writes, []);
  runFlushes();
  assert.equal(file.writes, ['a\nb\n']);
});

test('a disk that does not keep up: past the cap lines are dropped, warned once, counted when it catches up', () => {
  const file = fakeFile(true);
  const { writer, logs, runFlushes } = setUp([file], 10);
  writer.write('12345678');
  runFlushes(); // 9 bytes now wait on the disk
  for (let i = 0; i < 5; i++) writer.write('dropped');
  assert.equal(file.writes, ['12345678\n']);
  assert.equal(logs.map((line) => line.msg), ['access log is behind the disk; dropping lines until it catches up']);
  file.release();
  writer.write('back');
  runFlushes();
  assert.equal(file.writes, ['12345678\n', 'back\n']);
  assert.equal(logs[1], { ...logs[1], level: 'warn', msg: 'access log caught up', droppedLines: 5 });
});

test('a write error is logged once, naming ACCESS_LOG, in words; later lines are dropped and counted at the reopen', () => {
  useLanguage('pt-BR');
  const broken = fakeFile();
  const fresh = fakeFile();
  const { writer, logs, opened, runFlushes } = setUp([broken, fresh]);
  broken.stream.emit('error', Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }));
  for (let i = 0; i < 3; i++) writer.write(`lost ${i}`);
  runFlushes();
  assert.is(logs.length, 1);
  assert.is(logs[0]!.level, 'error');
  assert.is(logs[0]!.variable, 'ACCESS_LOG');
  assert.match(String(logs[0]!.error), /ENOSPC/);
  // The operator's text says it in words, not Node's "(ENOSPC: no space left on device, write)".
  assert.match(String(logs[0]!.text), /^O log de acesso \/var\/log\/site\/access\.log não pode ser escrito \(o disco está cheio\);/);
  assert.not.match(String(logs[0]!.text), /ENOSPC|no space/);

  writer.reopen();
  writer.write('after');
  runFlushes();
  assert.equal(opened, ['/var/log/site/access.log', '/var/log/site/access.log']);
  assert.equal(fresh.writes, ['after\n']);
  assert.equal({ msg: logs[1]!.msg, droppedLines: logs[1]!.droppedLines }, { msg: 'access log reopened', droppedLines: 3 });
});

test('a file that stays broken is said again at most once a minute while lines are dropped, with how many since (never silently)', () => {
  let clock = 5_000_000;
  const broken = fakeFile();
  const { writer, logs } = setUp([broken], undefined, () => clock);
  broken.stream.emit('error', Object.assign(new Error('ENOENT: no such file or directory'), { code: 'ENOENT' }));
  assert.is(logs.length, 1);
  const dropAt = (at: number, lines: number) => {
    clock = 5_000_000 + at;
    for (let i = 0; i < lines; i++) writer.write(`lost at ${at}`);
  };
  dropAt(59_999, 3);
  assert.is(logs.length, 1, 'said again before a minute had passed');
  dropAt(60_000, 1);
  assert.is(logs.length, 2);
  assert.equal({ level: logs[1]!.level, variable: logs[1]!.variable, droppedLines: logs[1]!.droppedLines, error: logs[1]!.error }, { level: 'error', variable: 'ACCESS_LOG', droppedLines: 4, error: 'ENOENT: no such file or directory' });
  assert.match(String(logs[1]!.msg), /^access log still cannot be written; lines are being dropped\. Fix it, then systemctl kill --signal=SIGUSR2 ozonteck/);
  dropAt(119_999, 2);
  assert.is(logs.length, 2);
  dropAt(120_000, 1);
  assert.is(logs.length, 3);
  assert.is(logs[2]!.droppedLines, 3);
});

test('reopen: lines waiting for a flush go to the old file, later ones to the new file', () => {
  const old = fakeFile();
  const fresh = fakeFile();
  const { writer, runFlushes } = setUp([old, fresh]);
  writer.write('before');
  writer.reopen();
  writer.write('after');
  runFlushes();
  assert.equal(old.writes, ['before\n']);
  assert.equal(fresh.writes, ['after\n']);
  assert.ok(old.stream.writableEnded, 'the old file is closed');
});

test.run();
