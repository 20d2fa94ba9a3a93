import { normalizeEmail, ROLE_IDS } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database, UserStatus } from '../../db/schema.ts';

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

/** The learner account whose personal email this is (any case), or undefined. */
export function findLearnerByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('learners')
    .innerJoin('users', 'users.id', 'learners.user_id')
    .select(['users.id as userId', 'users.username', 'learners.first_name as name'])
    .where((eb) => eb(eb.fn('lower', ['learners.email_personal']), '=', normalizeEmail(email)))
    .executeTakeFirst();
}

/** The oldest employer account with this company or account email (any case), or undefined. */
export function findEmployerByEmail(db: Kysely<Database>, email: string) {
  const address = normalizeEmail(email);
  return db
    .selectFrom('employers')
    .innerJoin('users', 'users.id', 'employers.user_id')
    .select(['users.id as userId', 'users.username', 'employers.emp_name as name'])
    .where('users.role', '=', ROLE_IDS.employer)
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['employers.emp_email']), '=', address),
        eb(eb.fn('lower', ['users.email']), '=', address),
      ]),
    )
    .orderBy('users.id')
    .limit(1)
    .executeTakeFirst();
}
