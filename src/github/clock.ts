/**
 * The time the client paces by: the system's, or a test's that moves only when told, so pacing
 * over minutes and hours is shown without waiting them.
 */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const SYSTEM_CLOCK: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
};

/** A clock that jumps ahead by what each sleep asks, at once (tests and benchmarks). */
export function manualClock(start = Date.parse('2025-01-01T00:00:00Z')): Clock & { advance(ms: number): void } {
  let now = start;
  return {
    now: () => now,
    sleep: async (ms) => {
      now += Math.max(0, ms);
    },
    advance: (ms) => {
      now += ms;
    },
  };
}
