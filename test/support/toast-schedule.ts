// The toast schedule on a fake clock, for its unit tests: 8 sample entries (as in the spec) and
// every change recorded with the time it happened.
import { createToastSchedule, type ToastPhase } from '../../src/app/toast/schedule';
import { FakeClock, sequence } from './fake-clock';

// 8 sample entries, as in the spec.
export const entries = ['e0', 'e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7'] as const;
export type Entry = (typeof entries)[number];

export interface Change {
  atMs: number;
  phase: ToastPhase;
  entry: Entry | null;
}

/**
 * A schedule on a fake clock that records every onChange with the time it happened.
 * The random source is read in this order: the first delay at start(); then at each due time
 * the next interval first and, if a toast is shown, its entry.
 */
export function setUp(...randoms: number[]) {
  const clock = new FakeClock();
  const changes: Change[] = [];
  const schedule = createToastSchedule<Entry>({
    clock,
    random: sequence(...randoms),
    entries,
    onChange: (state) => changes.push({ atMs: clock.nowMs, phase: state.phase, entry: state.entry }),
  });
  return { clock, changes, schedule };
}

export const justUnderOne = 1 - 1e-9;
