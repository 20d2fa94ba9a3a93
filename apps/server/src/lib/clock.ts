/**
 * Where the server reads the time. Every rule that depends on "now" (an opening's window, an interview
 * in the past, a code's expiry, a session's idle time, retention) asks the injected clock, so tests move
 * time instead of waiting for it. Repositories never hold a clock: services pass them `now`.
 */
export interface Clock {
  now(): Date;
}

/** The real time. */
export const systemClock: Clock = { now: () => new Date() };
