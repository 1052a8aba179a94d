// The toast schedule's random parts: which entry a toast shows (never the one just shown, when
// there is a choice) and the random delays, from an injected random source.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pickEntryIndex, randomDelayMs, toastTiming } from '../../src/app/toast/schedule';
import { entries, justUnderOne, setUp } from '../support/toast-schedule';

// ---- which entry

const firstPicks: Array<[random: number, index: number]> = [
  [0, 0],
  [0.124, 0],
  [0.125, 1],
  [0.5, 4],
  [0.874, 6],
  [0.875, 7],
  [justUnderOne, 7],
];

test('entries are chosen at random from the list: random r picks entry floor(r × count)', () => {
  for (const [random, index] of firstPicks) {
    assert.is(pickEntryIndex(() => random, entries.length, null), index, `r = ${random}`);
    // The same through the schedule: first delay, next interval, then the entry.
    const { clock, changes, schedule } = setUp(0, 0, random);
    schedule.start();
    clock.advance(15_000);
    assert.equal(changes, [{ atMs: 15_000, phase: 'visible', entry: entries[index]! }], `schedule, r = ${random}`);
  }
});

const randoms = [0, 1e-9, 0.2, 0.25, 0.5, 0.75, 0.99, justUnderOne];

test('an entry never repeats the one just shown, when there is a choice', () => {
  for (const count of [2, 3, 8]) {
    for (let previous = 0; previous < count; previous++) {
      const picked = new Set<number>();
      for (const random of randoms) {
        const index = pickEntryIndex(() => random, count, previous);
        assert.ok(Number.isInteger(index) && index >= 0 && index < count, `count ${count}, previous ${previous}, r ${random}: ${index}`);
        assert.is.not(index, previous, `count ${count}, previous ${previous}, r ${random}`);
        picked.add(index);
      }
      // Every other entry can still come up: the choice is spread over all of them.
      for (let k = 0; k < count - 1; k++) picked.add(pickEntryIndex(() => (k + 0.5) / (count - 1), count, previous));
      assert.is(picked.size, count - 1, `count ${count}, previous ${previous}`);
    }
  }
  // With one entry there is no choice: it is shown again.
  assert.is(pickEntryIndex(() => 0.5, 1, 0), 0);
});

test('consecutive toasts show different entries, even when the random source keeps returning 0', () => {
  const { clock, changes, schedule } = setUp(0);
  schedule.start();
  clock.advance(15_000 + 4 * 45_000);
  const shown = changes.filter((change) => change.phase === 'visible').map((change) => change.entry);
  assert.is(shown.length, 5);
  for (let i = 1; i < shown.length; i++) assert.is.not(shown[i], shown[i - 1], `toast ${i + 1}`);
});

// ---- delays

test('random delay: 0 gives the minimum, values near 1 give just under the maximum', () => {
  const ranges = [toastTiming.firstDelayMs, toastTiming.repeatDelayMs];
  assert.equal(ranges, [
    { min: 15_000, max: 25_000 },
    { min: 45_000, max: 60_000 },
  ]);
  for (const range of ranges) {
    assert.is(randomDelayMs(() => 0, range), range.min);
    assert.is(randomDelayMs(() => 0.5, range), (range.min + range.max) / 2);
    const nearMax = randomDelayMs(() => justUnderOne, range);
    assert.ok(nearMax < range.max && nearMax > range.max - 0.01, `${nearMax} for ${JSON.stringify(range)}`);
  }
});

test.run();
