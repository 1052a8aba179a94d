// The 404 log's rate limit on an injected clock: every path written up to the limit in a second,
// the rest counted and reported once, the allowance new each second.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Logger } from '../../src/server/process/log';
import { createNotFoundLog } from '../../src/server/http/not-found-log';

interface Entry {
  level: 'info' | 'warn' | 'error';
  msg: string;
  fields: Record<string, unknown> | undefined;
}

function recordingLogger() {
  const entries: Entry[] = [];
  const logger: Logger = {
    info: (msg, fields) => entries.push({ level: 'info', msg, fields }),
    warn: (msg, fields) => entries.push({ level: 'warn', msg, fields }),
    error: (msg, fields) => entries.push({ level: 'error', msg, fields }),
  };
  const lines = (msg: string) => entries.filter((entry) => entry.msg === msg);
  return { entries, logger, lines };
}

/** A clock the test moves by hand: no sleeping. */
function manualClock(startMs: number) {
  const clock = { ms: startMs, now: () => clock.ms };
  return clock;
}

test('not-found log: the first perSecond 404s in a second are written, each with its path', () => {
  const { entries, logger } = recordingLogger();
  const clock = manualClock(5_000);
  const log = createNotFoundLog(logger, 3, clock.now);
  log.record('/a');
  log.record('/b');
  log.record('/c');
  assert.equal(entries, [
    { level: 'warn', msg: 'not found', fields: { path: '/a' } },
    { level: 'warn', msg: 'not found', fields: { path: '/b' } },
    { level: 'warn', msg: 'not found', fields: { path: '/c' } },
  ]);
});

/** The summary line, its text in the operator's default language (pt-BR), written out here. */
const droppedSummary = (dropped: number, perSecond: number) => ({
  level: 'warn',
  msg: 'not found lines dropped',
  fields: { dropped, perSecond, text: `${dropped} linha(s) de 404 omitida(s) no último segundo (no máximo ${perSecond} por segundo, para que uma enxurrada não encha o disco).` },
});

test('not-found log: 404s over the limit are dropped and reported once when the next second starts', () => {
  const { entries, logger, lines } = recordingLogger();
  const clock = manualClock(5_000);
  const log = createNotFoundLog(logger, 3, clock.now);
  for (let i = 0; i < 10; i += 1) log.record(`/p${i}`);
  assert.is(entries.length, 3, 'only perSecond lines within the second');
  clock.ms = 5_999; // still the same second
  log.record('/late');
  assert.is(entries.length, 3, 'the last millisecond of the second still counts against it');
  assert.is(lines('not found lines dropped').length, 0, 'no summary before the second is over');

  clock.ms = 6_000;
  log.record('/next-second');
  const summary = droppedSummary(8, 3);
  assert.equal(lines('not found lines dropped'), [summary]);
  // The summary comes before the first line of the new second, which is written again.
  assert.equal(entries.slice(3), [
    summary,
    { level: 'warn', msg: 'not found', fields: { path: '/next-second' } },
  ]);
});

test('not-found log: flush() reports the dropped count once the second is over, exactly once', () => {
  const { logger, lines } = recordingLogger();
  const clock = manualClock(10_000);
  const log = createNotFoundLog(logger, 2, clock.now);
  for (let i = 0; i < 7; i += 1) log.record('/x');
  log.flush();
  assert.is(lines('not found lines dropped').length, 0, 'flush within the same second reports nothing yet');
  clock.ms = 11_500;
  log.flush();
  log.flush();
  clock.ms = 13_000;
  log.flush();
  assert.equal(lines('not found lines dropped'), [droppedSummary(5, 2)]);
  assert.is(lines('not found').length, 2);
});

test('not-found log: nothing is reported when nothing was dropped', () => {
  const { entries, logger, lines } = recordingLogger();
  const clock = manualClock(0);
  const log = createNotFoundLog(logger, 3, clock.now);
  log.record('/a');
  log.record('/b');
  log.record('/c'); // exactly at the limit: nothing dropped
  clock.ms = 1_000;
  log.flush();
  log.record('/d');
  clock.ms = 2_000;
  log.flush();
  assert.is(lines('not found lines dropped').length, 0);
  assert.equal(
    entries.map((entry) => entry.fields?.path),
    ['/a', '/b', '/c', '/d'],
  );
});

test('not-found log: the allowance starts again each second', () => {
  const { logger, lines } = recordingLogger();
  const clock = manualClock(0);
  const log = createNotFoundLog(logger, 2, clock.now);
  for (let second = 0; second < 3; second += 1) {
    clock.ms = second * 1_000 + 10;
    for (let i = 0; i < 5; i += 1) log.record(`/s${second}-${i}`);
  }
  clock.ms = 3_000;
  log.flush();
  assert.equal(
    lines('not found').map((entry) => entry.fields?.path),
    ['/s0-0', '/s0-1', '/s1-0', '/s1-1', '/s2-0', '/s2-1'],
  );
  assert.equal(
    lines('not found lines dropped').map((entry) => entry.fields?.dropped),
    [3, 3, 3],
  );
});

test('not-found log: a second with drops followed by a quiet gap reports its own count only', () => {
  const { logger, lines } = recordingLogger();
  const clock = manualClock(1_000);
  const log = createNotFoundLog(logger, 1, clock.now);
  log.record('/a');
  log.record('/b');
  log.record('/c');
  clock.ms = 60_000; // a minute later
  log.record('/d');
  log.record('/e');
  assert.equal(
    lines('not found lines dropped').map((entry) => entry.fields),
    [droppedSummary(2, 1).fields],
  );
  assert.equal(
    lines('not found').map((entry) => entry.fields?.path),
    ['/a', '/d'],
  );
});

test('not-found log: the default limit is 20 lines a second', () => {
  const { logger, lines } = recordingLogger();
  const clock = manualClock(0);
  const log = createNotFoundLog(logger, undefined, clock.now);
  for (let i = 0; i < 25; i += 1) log.record('/x');
  clock.ms = 1_000;
  log.flush();
  assert.is(lines('not found').length, 20);
  assert.equal(lines('not found lines dropped')[0]?.fields, droppedSummary(5, 20).fields);
});

test('not-found log: a long path is capped at 200 characters plus an ellipsis', () => {
  const { entries, logger } = recordingLogger();
  const log = createNotFoundLog(logger, 5, () => 0);
  const path = '/' + 'a'.repeat(499);
  log.record(path);
  assert.is(entries[0]?.fields?.path, path.slice(0, 200) + '…');
});

test.run();
