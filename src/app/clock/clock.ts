// The timers the timing logic runs on, passed in so tests drive time with a fake clock instead of
// sleeping.
export interface Clock {
  setTimeout(callback: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserClock: Clock = {
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A random source returning numbers in [0, 1), like Math.random. */
export type RandomSource = () => number;
