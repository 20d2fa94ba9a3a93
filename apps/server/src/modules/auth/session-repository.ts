import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const REMEMBERED_MS = 30 * 24 * 60 * 60 * 1000;
const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;

export async function createSession(db: Kysely<Database>, userId: number, persistent: boolean) {
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + (persistent ? REMEMBERED_MS : BROWSER_SESSION_MS));
  await db
    .insertInto('sessions')
    .values({ id, user_id: userId, persistent, expires_at: expiresAt, revoked_at: null })
    .execute();
  return { id, expiresAt };
}

export async function revokeSession(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a user except `keep` (if given). */
export async function revokeUserSessions(db: Kysely<Database>, userId: number, keep?: string): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keep) query = query.where('id', '!=', keep);
  await query.execute();
}

/** The account behind a live session of an approved user, or undefined (revoked, expired, not approved). */
export async function findSessionAccount(db: Kysely<Database>, sessionId: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.username',
      'users.role',
      'users.email',
      'users.first_name',
      'users.last_name',
    ])
    .where('sessions.id', '=', sessionId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date())
    .where('users.status', '=', 'approved')
    .executeTakeFirst();
}
