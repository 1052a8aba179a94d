// The social-proof toast's timing, exactly as the spec states it, as a plain state machine over
// an injected clock and random source:
// - the first toast appears after a random 15–25 s;
// - after that a new one is due every 45–60 s (a fresh random interval each time), and appears
//   only if none is visible at that moment;
// - each stays 5 s, then fades out for 0.5 s and is removed; the close button starts the fade
//   at once.
import type { Clock, RandomSource } from '../clock/clock';

export const toastTiming = {
  firstDelayMs: { min: 15_000, max: 25_000 },
  repeatDelayMs: { min: 45_000, max: 60_000 },
  visibleMs: 5_000,
  fadeOutMs: 500,
} as const;

export type ToastPhase = 'hidden' | 'visible' | 'leaving';

export interface ToastState<Entry> {
  phase: ToastPhase;
  entry: Entry | null;
}

export interface ToastSchedule {
  /** Starts the schedule on a page shown for `shownForMs` already: the first delay counts from page load. */
  start(shownForMs?: number): void;
  close(): void;
  stop(): void;
}

export function randomDelayMs(random: RandomSource, range: { min: number; max: number }): number {
  return range.min + random() * (range.max - range.min);
}

/** A random entry index, never the one just shown (when there is a choice), so repeats look live. */
export function pickEntryIndex(random: RandomSource, count: number, previous: number | null): number {
  if (count <= 1 || previous === null) return Math.floor(random() * count);
  const pick = Math.floor(random() * (count - 1));
  return pick >= previous ? pick + 1 : pick;
}

interface ScheduleOptions<Entry> {
  clock: Clock;
  random: RandomSource;
  entries: readonly Entry[];
  onChange(state: ToastState<Entry>): void;
}

export function createToastSchedule<Entry>({
  clock,
  random,
  entries,
  onChange,
}: ScheduleOptions<Entry>): ToastSchedule {
  let state: ToastState<Entry> = { phase: 'hidden', entry: null };
  let previousIndex: number | null = null;
  let dueTimer: unknown = null;
  let phaseTimer: unknown = null;

  const set = (next: ToastState<Entry>) => {
    state = next;
    onChange(state);
  };
  const clearPhaseTimer = () => {
    if (phaseTimer !== null) clock.clearTimeout(phaseTimer);
    phaseTimer = null;
  };

  const fadeOut = () => {
    if (state.phase !== 'visible') return;
    clearPhaseTimer();
    set({ phase: 'leaving', entry: state.entry });
    phaseTimer = clock.setTimeout(() => {
      phaseTimer = null;
      set({ phase: 'hidden', entry: null });
    }, toastTiming.fadeOutMs);
  };

  const due = () => {
    dueTimer = clock.setTimeout(due, randomDelayMs(random, toastTiming.repeatDelayMs));
    if (state.phase !== 'hidden' || entries.length === 0) return;
    previousIndex = pickEntryIndex(random, entries.length, previousIndex);
    set({ phase: 'visible', entry: entries[previousIndex]! });
    phaseTimer = clock.setTimeout(fadeOut, toastTiming.visibleMs);
  };

  return {
    start(shownForMs = 0) {
      if (dueTimer !== null) return;
      dueTimer = clock.setTimeout(due, Math.max(0, randomDelayMs(random, toastTiming.firstDelayMs) - shownForMs));
    },
    close: fadeOut,
    /** Cancels every timer and forgets any toast on screen, so a later start() begins afresh. */
    stop() {
      if (dueTimer !== null) clock.clearTimeout(dueTimer);
      dueTimer = null;
      clearPhaseTimer();
      state = { phase: 'hidden', entry: null };
    },
  };
}
