// npm run dev's rebuild queue (src/builder/dev/rebuild-queue.ts): a burst of events is one rebuild,
// never two rebuilds at once, and every save made during a rebuild folds into exactly one more.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { burstQuietMs, createRebuildQueue } from '../../src/builder/dev/rebuild-queue';

/** A manual timer: the test decides when the burst is over. */
function manualTimer() {
  let due: (() => void) | null = null;
  const set = ((run: () => void) => {
    due = run;
    return 1 as unknown as ReturnType<typeof setTimeout>;
  }) as unknown as typeof setTimeout;
  const clear = (() => (due = null)) as typeof clearTimeout;
  const fire = () => {
    const run = due;
    due = null;
    run?.();
  };
  return { set, clear, fire, pending: () => due !== null };
}

/** A rebuild the test finishes by hand. */
function gatedRebuild() {
  const gates: Array<() => void> = [];
  let running = 0;
  let maxRunning = 0;
  let runs = 0;
  const rebuild = () =>
    new Promise<void>((resolve) => {
      runs++;
      maxRunning = Math.max(maxRunning, ++running);
      gates.push(() => {
        running--;
        resolve();
      });
    });
  const finishOne = async () => {
    gates.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { rebuild, finishOne, runs: () => runs, maxRunning: () => maxRunning };
}

test('a burst of events waits for quiet, then rebuilds once', async () => {
  assert.ok(burstQuietMs > 0 && burstQuietMs <= 50);
  const timer = manualTimer();
  const work = gatedRebuild();
  const queue = createRebuildQueue(work.rebuild, timer.set, timer.clear);
  queue.request();
  queue.request();
  queue.request();
  assert.is(work.runs(), 0);
  timer.fire();
  assert.is(work.runs(), 1);
  await work.finishOne();
  assert.not.ok(timer.pending());
  assert.is(work.runs(), 1);
});

test('saves during a rebuild fold into exactly one more, never two at once', async () => {
  const timer = manualTimer();
  const work = gatedRebuild();
  const queue = createRebuildQueue(work.rebuild, timer.set, timer.clear);
  const first = queue.runNow();
  queue.runNow();
  queue.runNow();
  assert.is(work.runs(), 1);
  await work.finishOne();
  assert.is(work.runs(), 2);
  await work.finishOne();
  await first;
  assert.is(work.runs(), 2);
  assert.is(work.maxRunning(), 1);
});

test('a failing rebuild leaves the queue usable', async () => {
  let calls = 0;
  const queue = createRebuildQueue(async () => {
    calls++;
    if (calls === 1) throw new Error('boom');
  });
  await queue.runNow().catch(() => {});
  await queue.runNow();
  assert.is(calls, 2);
});

test.run();
