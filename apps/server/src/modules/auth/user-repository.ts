import type { Kysely } from 'kysely';
import type { Database, User, UserUpdate } from '../../db/schema.ts';

export async function findUserByUsername(db: Kysely<Database>, username: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.trim().toLowerCase()))
    .executeTakeFirst();
}

/** True when a learner already registered this personal email (any case). */
export async function isLearnerEmailTaken(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('learners')
    .select('user_id')
    .where((eb) => eb(eb.fn('lower', ['email_personal']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}

export async function findUserById(db: Kysely<Database>, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateUser(db: Kysely<Database>, id: number, changes: UserUpdate): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date() })
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
