import type { Clock } from '../lib/clock.ts';

/** A clock a test sets and moves: `buildApp({ clock })`, then `clock.set(date)` or `clock.advance(ms)`. */
export interface TestClock extends Clock {
  set(date: Date | string): void;
  advance(ms: number): void;
}

/** A settable clock starting at `start` (default: the real time when it is made). */
export function testClock(start: Date | string = new Date()): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set(date) {
      current = new Date(date).getTime();
    },
    advance(ms) {
      current += ms;
    },
  };
}
