// A clock for timing tests: timers fire only when the test advances time, in due order.
import type { Clock } from '../../src/app/clock/clock';

interface Timer {
  id: number;
  dueMs: number;
  callback: () => void;
}

export class FakeClock implements Clock {
  nowMs = 0;
  private nextId = 1;
  private timers: Timer[] = [];

  setTimeout = (callback: () => void, delayMs: number): number => {
    const timer = { id: this.nextId++, dueMs: this.nowMs + Math.max(0, delayMs), callback };
    this.timers.push(timer);
    return timer.id;
  };

  clearTimeout = (handle: unknown): void => {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  };

  /** Moves time forward, firing every timer that falls due on the way (including ones they set). */
  advance(ms: number): void {
    const endMs = this.nowMs + ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.dueMs <= endMs).sort((a, b) => a.dueMs - b.dueMs || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((timer) => timer !== due);
      this.nowMs = due.dueMs;
      due.callback();
    }
    this.nowMs = endMs;
  }

  get pendingTimers(): number {
    return this.timers.length;
  }
}

/** A random source that returns the given values in turn (then repeats the last). */
export function sequence(...values: number[]): () => number {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)]!;
}
