import { normalizeEmail, ROLE_IDS } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database, User, UserStatus, UserUpdate } from '../../db/schema.ts';

/** A new account: pending, without a password and unverified unless said otherwise. */
export interface NewAccount {
  username: string;
  role: number;
  email: string;
  firstName: string;
  lastName: string;
  status?: UserStatus;
  passwordHash?: string | null;
  emailVerifiedAt?: Date | null;
  /** The password was generated and shown or mailed: the first sign-in must choose a new one. */
  passwordChangeRequired?: boolean;
}

export async function insertUser(db: Kysely<Database>, account: NewAccount): Promise<{ id: number }> {
  return db
    .insertInto('users')
    .values({
      username: account.username,
      role: account.role,
      ...(account.status ? { status: account.status } : {}),
      // Stored lower-cased (also from the CLI and ADMIN_EMAIL, which no form schema parsed).
      email: normalizeEmail(account.email),
      first_name: account.firstName,
      last_name: account.lastName,
      password_hash: account.passwordHash ?? null,
      temp_password_hash: null,
      temp_password_expires_at: null,
      email_verified_at: account.emailVerifiedAt ?? null,
      password_change_required: account.passwordChangeRequired ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** True when at least one account has this role. */
export async function hasUserWithRole(db: Kysely<Database>, role: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('role', '=', role).limit(1).executeTakeFirst();
  return row !== undefined;
}

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
