// The toast schedule (src/app/toast/schedule.ts) on a fake clock: when the first toast shows, each
// toast's life, the interval between toasts, the close button, starting and stopping. Which entry
// and how long the random delays are: toast-entries.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createToastSchedule, toastTiming } from '../../src/app/toast/schedule';
import { FakeClock, sequence } from '../support/fake-clock';
import { entries, justUnderOne, setUp, type Change, type Entry } from '../support/toast-schedule';


// ---- first toast

test('first toast: random 0 shows it after exactly 15 s, and nothing before', () => {
  const { clock, changes, schedule } = setUp(0, 0, 0);
  schedule.start();
  clock.advance(14_999);
  assert.equal(changes, []);
  clock.advance(1);
  assert.equal(changes, [{ atMs: 15_000, phase: 'visible', entry: 'e0' }]);
});

test('first toast: random just under 1 shows it just under 25 s, and nothing before', () => {
  const { clock, changes, schedule } = setUp(justUnderOne, 0, 0);
  schedule.start();
  clock.advance(24_999.9);
  assert.equal(changes, []);
  clock.advance(0.1);
  assert.is(changes.length, 1);
  assert.is(changes[0]!.phase, 'visible');
  assert.ok(changes[0]!.atMs > 24_999.9 && changes[0]!.atMs < 25_000, `shown at ${changes[0]!.atMs}`);
});

test('first toast counts from page load: started on a page shown for 3 s, random 0 shows it 12 s later', () => {
  const { clock, changes, schedule } = setUp(0, 0, 0);
  schedule.start(3_000);
  clock.advance(11_999);
  assert.equal(changes, []);
  clock.advance(1);
  assert.equal(changes, [{ atMs: 12_000, phase: 'visible', entry: 'e0' }]);
});

test('first toast: started on a page shown for longer than the delay, it shows at once', () => {
  const { clock, changes, schedule } = setUp(0, 0, 0);
  schedule.start(40_000);
  clock.advance(0);
  assert.equal(changes, [{ atMs: 0, phase: 'visible', entry: 'e0' }]);
});

// ---- one toast's life

test('each toast stays visible for 5 s, then fades out for 0.5 s and is removed', () => {
  const { clock, changes, schedule } = setUp(0, 0, 0.3);
  schedule.start();
  clock.advance(15_000 + 4_999);
  assert.equal(changes, [{ atMs: 15_000, phase: 'visible', entry: 'e2' }]);
  clock.advance(1);
  assert.equal(changes.at(-1), { atMs: 20_000, phase: 'leaving', entry: 'e2' });
  clock.advance(499);
  assert.is(changes.length, 2);
  clock.advance(1);
  assert.equal(changes, [
    { atMs: 15_000, phase: 'visible', entry: 'e2' },
    { atMs: 20_000, phase: 'leaving', entry: 'e2' },
    { atMs: 20_500, phase: 'hidden', entry: null },
  ]);
});

// ---- later toasts

test('after the first, a new toast appears every 45 to 60 s, with a fresh random interval each time', () => {
  const { clock, changes, schedule } = setUp(
    0, // first delay: 15 s → shown at 15 s
    0, // next interval: 45 s → due at 60 s
    0, // entry
    0.5, // next interval: 52.5 s → due at 112.5 s
    0, // entry
    justUnderOne, // next interval: just under 60 s → due just under 172.5 s
    0, // entry
    0, // every interval after: 45 s
  );
  schedule.start();
  clock.advance(59_999);
  assert.equal(changes.filter((change) => change.phase === 'visible').map((change) => change.atMs), [15_000]);
  clock.advance(1);
  clock.advance(112_499 - 60_000);
  assert.equal(changes.filter((change) => change.phase === 'visible').map((change) => change.atMs), [15_000, 60_000]);
  clock.advance(1);
  clock.advance(172_499.9 - 112_500);
  assert.equal(changes.filter((change) => change.phase === 'visible').map((change) => change.atMs), [15_000, 60_000, 112_500]);
  clock.advance(0.1);
  const shownAt = changes.filter((change) => change.phase === 'visible').map((change) => change.atMs);
  assert.is(shownAt.length, 4);
  assert.ok(shownAt[3]! > 172_499.9 && shownAt[3]! < 172_500, `fourth shown at ${shownAt[3]}`);
  // Each toast still goes visible → leaving (5 s later) → hidden (0.5 s later), and nothing else happens.
  assert.equal(
    changes.map((change) => change.phase),
    ['visible', 'leaving', 'hidden', 'visible', 'leaving', 'hidden', 'visible', 'leaving', 'hidden', 'visible'],
  );
  assert.equal(changes.slice(3, 6).map((change) => change.atMs), [60_000, 65_000, 65_500]);
});

// The "only if none is currently visible" rule. In normal running it cannot be reached: a toast
// lasts 5.5 s (5 s + 0.5 s fade) and the shortest interval is 45 s, and close() only shortens a
// toast. So with the shortest intervals every due time finds the toast hidden and shows one.
test('with the shortest intervals, every toast is hidden again before the next is due', () => {
  const { clock, changes, schedule } = setUp(0);
  schedule.start();
  clock.advance(15_000 + 5 * 45_000);
  const shownAt = changes.filter((change) => change.phase === 'visible').map((change) => change.atMs);
  assert.equal(shownAt, [15_000, 60_000, 105_000, 150_000, 195_000, 240_000]);
  for (let i = 1; i < changes.length; i++) {
    if (changes[i]!.phase === 'visible') assert.is(changes[i - 1]!.phase, 'hidden', `before the toast at ${changes[i]!.atMs}`);
  }
});

// The only public route to a due time with a toast on screen is stop() mid-toast (which, as the
// code stands, leaves the phase at 'visible' with no timer to end it) followed by start(). This
// pins that behaviour too; see the report: stop() does not reset the phase.
test('a toast due while another is visible is not shown; the next due time after it closes shows one', () => {
  // Browsers throttle timers in background tabs, so the 5 s hide can fire after the next due time.
  // This clock delays exactly that timer by a minute to reach the case.
  const clock = new FakeClock();
  const lateHideClock = {
    setTimeout: (callback: () => void, delayMs: number) =>
      clock.setTimeout(callback, delayMs === toastTiming.visibleMs ? 60_000 : delayMs),
    clearTimeout: clock.clearTimeout,
  };
  const changes: Change[] = [];
  const schedule = createToastSchedule<Entry>({
    clock: lateHideClock,
    random: sequence(0),
    entries,
    onChange: (state) => changes.push({ atMs: clock.nowMs, phase: state.phase, entry: state.entry }),
  });
  schedule.start();
  clock.advance(15_000 + 45_000); // first toast at 15 s; the next is due at 60 s while it is still up
  assert.equal(changes, [{ atMs: 15_000, phase: 'visible', entry: 'e0' }]);
  schedule.close();
  clock.advance(500);
  clock.advance(45_000 - 500 - 1);
  assert.is(changes.length, 3, 'nothing new until the next due time');
  clock.advance(1);
  assert.equal(changes.slice(1), [
    { atMs: 60_000, phase: 'leaving', entry: 'e0' },
    { atMs: 60_500, phase: 'hidden', entry: null },
    { atMs: 105_000, phase: 'visible', entry: 'e1' },
  ]);
});

test('stop() while a toast is up forgets it: a later start() shows toasts again', () => {
  const { clock, changes, schedule } = setUp(0);
  schedule.start();
  clock.advance(15_000);
  schedule.stop();
  assert.is(clock.pendingTimers, 0);
  schedule.start();
  clock.advance(15_000);
  assert.equal(changes.at(-1), { atMs: 30_000, phase: 'visible', entry: 'e1' });
});

// ---- the close button

test('close starts the 0.5 s fade at once, and the 5 s auto-hide no longer fires', () => {
  const { clock, changes, schedule } = setUp(0);
  schedule.start();
  clock.advance(17_000);
  schedule.close();
  assert.equal(changes.at(-1), { atMs: 17_000, phase: 'leaving', entry: 'e0' });
  schedule.close(); // a second click while fading changes nothing
  clock.advance(499);
  assert.is(changes.length, 2);
  clock.advance(1);
  // Past the time the auto-hide would have fired (20 s), until just before the next toast (60 s).
  clock.advance(59_999 - 17_500);
  assert.equal(changes, [
    { atMs: 15_000, phase: 'visible', entry: 'e0' },
    { atMs: 17_000, phase: 'leaving', entry: 'e0' },
    { atMs: 17_500, phase: 'hidden', entry: null },
  ]);
});

test('close while hidden does nothing', () => {
  const { clock, changes, schedule } = setUp(0);
  schedule.start();
  clock.advance(10_000);
  schedule.close(); // before the first toast
  assert.equal(changes, []);
  clock.advance(5_000);
  assert.equal(changes, [{ atMs: 15_000, phase: 'visible', entry: 'e0' }]);
  clock.advance(5_500);
  assert.is(changes.at(-1)!.phase, 'hidden');
  const pending = clock.pendingTimers;
  schedule.close(); // between toasts
  assert.is(changes.length, 3);
  assert.is(clock.pendingTimers, pending);
});

// ---- starting and stopping

const stopMoments: Array<[label: string, atMs: number]> = [
  ['right after start', 0],
  ['before the first toast', 10_000],
  ['while visible', 16_000],
  ['while leaving', 20_200],
  ['between toasts', 30_000],
];

for (const [label, atMs] of stopMoments) {
  test(`stop leaves no pending timers (${label}) and nothing changes after it`, () => {
    const { clock, changes, schedule } = setUp(0);
    schedule.start();
    clock.advance(atMs);
    assert.ok(clock.pendingTimers > 0, 'something was scheduled');
    const changesBefore = changes.length;
    schedule.stop();
    assert.is(clock.pendingTimers, 0);
    clock.advance(10 * 60_000);
    assert.is(changes.length, changesBefore);
  });
}

test('start twice schedules once', () => {
  const { clock, changes, schedule } = setUp(0);
  schedule.start();
  schedule.start();
  assert.is(clock.pendingTimers, 1);
  clock.advance(15_000);
  schedule.start(); // while running: still one due timer (plus the toast's own auto-hide)
  assert.is(clock.pendingTimers, 2);
  clock.advance(45_000);
  assert.equal(changes.filter((change) => change.phase === 'visible').map((change) => change.atMs), [15_000, 60_000]);
});

test.run();
