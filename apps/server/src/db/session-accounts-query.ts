import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.ts';

// Shared by the auth plugin's session read and the learner's browse read (which adds the learner's
// state to it, to read both in one trip), so it lives with the database, not in either module.

/**
 * The accounts behind those of `sessionIds` that are live sessions of approved users (revoked,
 * expired or not approved: no row), each with its `session_id`, as a query a repository may extend
 * with more of each user (`users.id`) to read both in one trip.
 */
export function liveSessionAccountsQuery(db: Kysely<Database>, sessionIds: string[], now: Date) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as session_id',
      'users.id',
      'users.username',
      'users.role',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.password_change_required',
      'sessions.last_seen_at',
    ])
    .where('sessions.id', '=', (eb) => eb.fn.any(eb.val(sessionIds)))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where(sql<Date>`sessions.last_seen_at + sessions.idle_seconds * interval '1 second'`, '>', now)
    .where('users.status', '=', 'approved');
}

/** What the auth plugin needs of a session's account (a row of `liveSessionAccountsQuery`). */
export type SessionAccount = Awaited<
  ReturnType<ReturnType<typeof liveSessionAccountsQuery>['execute']>
>[number];
