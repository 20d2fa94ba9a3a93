import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Database } from '../../db/schema.ts';
import { liveSessionAccountsQuery, type SessionAccount } from '../../db/session-accounts-query.ts';

const REMEMBERED_MS = 30 * 24 * 60 * 60 * 1000;
const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;

const insertSession = preparedQuery(
  'insert_session',
  (db, id: string, userId: number, persistent: boolean, expiresAt: Date, now: Date, idleSeconds: number) =>
    db.insertInto('sessions').values({
      id,
      user_id: userId,
      persistent,
      expires_at: expiresAt,
      revoked_at: null,
      last_seen_at: now,
      idle_seconds: idleSeconds,
    }),
);

/**
 * Starts a session: it ends 30 days (remembered) or 12 hours after it starts, or `idleSeconds` after
 * its last request, whichever comes first. A named statement: every sign-in makes one (issue 12).
 */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
  persistent: boolean,
  idleSeconds: number,
  at: Date,
) {
  const { id, now, expiresAt } = newSessionTimes(persistent, at);
  await insertSession(db, id, userId, persistent, expiresAt, now, idleSeconds);
  return { id, expiresAt };
}

/** A new session's id, start and end (see `createSession`), for a statement that inserts it itself. */
export function newSessionTimes(persistent: boolean, now: Date) {
  const expiresAt = new Date(now.getTime() + (persistent ? REMEMBERED_MS : BROWSER_SESSION_MS));
  return { id: randomUUID(), now, expiresAt };
}

export async function revokeSession(db: Kysely<Database>, id: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a user except `keep` (if given). */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: number,
  now: Date,
  keep?: string,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keep) query = query.where('id', '!=', keep);
  await query.execute();
}

/** Records a request on these sessions now (their idle time starts again). */
export async function touchSessions(db: Kysely<Database>, ids: string[], now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now })
    .where('id', '=', (eb) => eb.fn.any(eb.val(ids)))
    .where('last_seen_at', '<', now)
    .execute();
}

// Read on every signed-in request: prepared (neither Node nor PostgreSQL compiles it each time) and
// batched by the auth plugin (the requests of one event-loop round share one query).
const liveSessionAccounts = preparedQuery('live_session_accounts', liveSessionAccountsQuery);

/**
 * The accounts behind live sessions of approved users at `now`, by session id; a session revoked,
 * expired or of an account not approved is absent.
 */
export async function findSessionAccounts(
  db: Kysely<Database>,
  sessionIds: string[],
  now: Date,
): Promise<Map<string, SessionAccount>> {
  const rows = await liveSessionAccounts(db, sessionIds, now);
  return new Map(rows.map((row) => [row.session_id, row]));
}
