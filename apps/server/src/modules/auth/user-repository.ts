import { normalizeEmail, ROLE_IDS } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database, User, UserUpdate } from '../../db/schema.ts';

export async function findUserByUsername(db: Kysely<Database>, username: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.trim().toLowerCase()))
    .executeTakeFirst();
}

export async function findUserById(db: Kysely<Database>, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateUser(
  db: Kysely<Database>,
  now: Date,
  id: number,
  changes: UserUpdate,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** The company name of an employer account, for the session's display. */
export async function findCompanyName(db: Kysely<Database>, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('employers')
    .select('emp_name')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.emp_name;
}

export async function markEmailVerified(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  await db.updateTable('users').set({ email_verified_at: now }).where('id', '=', userId).execute();
}

/**
 * Makes a verified new address the account's email, and the employer's or learner's contact address
 * with it (run in the caller's transaction).
 */
export async function applyEmailChange(
  trx: Kysely<Database>,
  user: Pick<User, 'id' | 'role'>,
  newEmail: string,
  now: Date,
): Promise<void> {
  const email = normalizeEmail(newEmail);
  await trx
    .updateTable('users')
    .set({ email, email_verified_at: now, updated_at: now })
    .where('id', '=', user.id)
    .execute();
  if (user.role === ROLE_IDS.employer) {
    await trx.updateTable('employers').set({ emp_email: email }).where('user_id', '=', user.id).execute();
  }
  if (user.role === ROLE_IDS.learner) {
    await trx.updateTable('learners').set({ email_personal: email }).where('user_id', '=', user.id).execute();
  }
}
