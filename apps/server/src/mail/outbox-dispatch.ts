/**
 * Sends a round's leased mails with several in flight (issue 31): started in the order given (oldest
 * first), at most `limit` at once, and never two to one recipient at once, so a person's mails arrive
 * in the order they were queued (verification before approval). The round opens slowly: one mail
 * alone until one has been delivered, so a relay that cannot be reached costs one connection a round,
 * not `limit`. An attempt that answers 'stop' (the relay is unreachable) or throws (the database)
 * ends the starting; those in flight finish.
 */
export type AttemptOutcome = 'sent' | 'failed' | 'stop';

export interface DispatchResult {
  /** How many rows were started, the first ones given: the rest were never tried. */
  tried: number;
  sent: number;
  stopped: boolean;
  /** What an attempt threw (the database failing), if one did: nothing more was started. */
  failure?: { error: unknown };
}

export async function dispatchInOrder<T>(
  rows: readonly T[],
  limit: number,
  laneOf: (row: T) => string,
  attempt: (row: T) => Promise<AttemptOutcome>,
): Promise<DispatchResult> {
  const inFlight = new Set<Promise<void>>();
  const lastInLane = new Map<string, Promise<void>>();
  let tried = 0;
  let sent = 0;
  let answered = false;
  let stopped = false;
  let failure: { error: unknown } | undefined;
  for (const row of rows) {
    // Until the relay has answered one mail, it may be down: one at a time.
    const open = answered ? Math.max(1, limit) : 1;
    while (inFlight.size >= open && !stopped && !failure) await Promise.race(inFlight);
    const lane = laneOf(row);
    await lastInLane.get(lane);
    if (stopped || failure) break;
    tried += 1;
    const run: Promise<void> = attempt(row)
      .then(
        (outcome) => {
          if (outcome === 'sent') sent += 1;
          if (outcome === 'stop') stopped = true;
          else answered = true;
        },
        (error: unknown) => {
          failure ??= { error };
        },
      )
      .finally(() => {
        inFlight.delete(run);
        if (lastInLane.get(lane) === run) lastInLane.delete(lane);
      });
    inFlight.add(run);
    lastInLane.set(lane, run);
  }
  await Promise.all(inFlight);
  return { tried, sent, stopped, ...(failure ? { failure } : {}) };
}
