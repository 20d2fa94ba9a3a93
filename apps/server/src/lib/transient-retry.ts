import { setTimeout as sleep } from 'node:timers/promises';

/**
 * PostgreSQL's classes of error that pass: serialization failure and deadlock (40001, 40P01), the
 * server shutting down or restarting (57P01–57P03), too many connections (53300) and a lost
 * connection (class 08). Node's side: the pool's wait for a connection timing out, a connection
 * refused, reset or ended. Anything else (a constraint, bad data) would fail again the same way.
 */
export function isTransientDatabaseError(error: unknown): boolean {
  const failed = (error ?? {}) as { code?: unknown; message?: unknown };
  const code = typeof failed.code === 'string' ? failed.code : '';
  if (['40001', '40P01', '57P01', '57P02', '57P03', '53300'].includes(code) || code.startsWith('08'))
    return true;
  if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code)) return true;
  const message = typeof failed.message === 'string' ? failed.message : '';
  return /timeout exceeded when trying to connect|Connection terminated/i.test(message);
}

/** Waits before each new attempt: about a minute in all, doubling from a quarter second. */
export const RETRY_DELAYS_MS = [250, 500, 1_000, 2_000, 4_000, 8_000, 15_000, 30_000] as const;

/**
 * Runs `task`, and again after each of `delaysMs` while it fails with an error `isTransient` accepts;
 * the last error (or the first that is not transient) is thrown.
 */
export async function withRetries<T>(
  task: () => Promise<T>,
  {
    delaysMs = RETRY_DELAYS_MS,
    isTransient = isTransientDatabaseError,
    wait = (ms: number) => sleep(ms),
  }: {
    delaysMs?: readonly number[];
    isTransient?: (error: unknown) => boolean;
    wait?: (ms: number) => Promise<unknown>;
  } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      const delay = delaysMs[attempt];
      if (delay === undefined || !isTransient(error)) throw error;
      await wait(delay);
    }
  }
}
