import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** The roles that sign up and may withdraw a sign-up never approved (issue 11, employers issue 30). */
export interface SignupRoles {
  learner: number;
  employer: number;
}

/**
 * The learner and employer accounts with this address (stored lower-cased), oldest first: one address
 * may hold one of each. The name greets the learner by first name, the employer by its contact person.
 */
export async function findSignupAccountsByEmail(db: Db, email: string, roles: SignupRoles) {
  const rows = await db
    .selectFrom('users')
    .leftJoin('learners', 'learners.user_id', 'users.id')
    .leftJoin('employers', 'employers.user_id', 'users.id')
    .select(['users.id', 'users.status', 'users.role', 'learners.first_name', 'employers.emp_p_name'])
    .where('users.role', 'in', [roles.learner, roles.employer])
    .where(sql<string>`lower(users.email)`, '=', email.toLowerCase())
    .orderBy('users.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    role: row.role === roles.employer ? ('employer' as const) : ('learner' as const),
    name: (row.role === roles.employer ? row.emp_p_name : row.first_name) ?? '',
  }));
}

/** Stores the account's withdrawal code, replacing an earlier one: only the newest works. */
export async function replaceWithdrawalCode(
  db: Db,
  userId: number,
  code: { hash: string; expiresAt: Date },
  now: Date,
) {
  const { hash: codeHash, expiresAt } = code;
  await db
    .insertInto('signup_withdrawals')
    .values({ user_id: userId, code_hash: codeHash, expires_at: expiresAt, attempts: 0, created_at: now })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ code_hash: codeHash, expires_at: expiresAt, attempts: 0, created_at: now }),
    )
    .execute();
}

/**
 * Takes one try of the account's live code in one statement, so that parallel tries never take more
 * than `maxTries`; answers the row after the try, or undefined when there is no live code with tries left.
 */
export function takeWithdrawalTry(db: Db, userId: number, maxTries: number, now: Date) {
  return db
    .updateTable('signup_withdrawals')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('user_id', '=', userId)
    .where('attempts', '<', maxTries)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** Locks the account for its deletion; its status as it is now. */
export function lockAccount(trx: Db, userId: number) {
  return trx
    .selectFrom('users')
    .select(['users.id', 'users.status'])
    .where('users.id', '=', userId)
    .forUpdate('users')
    .executeTakeFirst();
}

/** Deletes the account and everything that cascades from it (profile, lists, sessions, codes). */
export async function deleteAccount(trx: Db, userId: number): Promise<void> {
  await trx.deleteFrom('users').where('id', '=', userId).execute();
}
