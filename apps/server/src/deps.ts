import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';
import type { Clock } from './lib/clock.ts';
import type { Notify, NotifyMany } from './notifications/notify.ts';

/**
 * What the modules need from outside them, built once in app.ts and handed to every routes plugin as
 * its options; services take it as their first argument and use what they need (a service opens
 * `deps.db.transaction()` and passes the transaction to repositories, and `deps.clock.now()` as `now`).
 */
export interface Deps {
  db: Kysely<Database>;
  /** The portal's address for links in mail. */
  publicUrl: string;
  clock: Clock;
  /** Sends a notice in the caller's transaction: `deps.notify(trx, event, recipient)`. */
  notify: Notify;
  /** Many notices in one statement (a payment run's); `notify` one by one when not given. */
  notifyMany?: NotifyMany;
  /** The admin lists count exactly up to this many matches, then estimate (default 10,000; tests lower it). */
  listExactCountUpTo?: number;
}
