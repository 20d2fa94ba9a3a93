import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database, EmailVerificationsTable } from '../../db/schema.ts';

export type EmailVerification = Selectable<EmailVerificationsTable>;
export type VerificationPurpose = EmailVerificationsTable['purpose'];

export interface NewVerification {
  userId: number;
  purpose: VerificationPurpose;
  email: string;
  linkTokenHash: string;
  codeHash: string;
  linkExpiresAt: Date;
  codeExpiresAt: Date;
}

/**
 * Locks the account's row until the transaction ends, so that replacements of one account's
 * verification run one after another, each seeing (and dropping) the one before it. False when the
 * account is gone.
 */
export async function lockVerificationOwner(trx: Transaction<Database>, userId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The moment a verification or link is written, for ordering them: the clock now, not the start of the
 * transaction (`now()`), which a transaction that waited for the owner's lock may have begun earlier.
 */
export const writtenNow = () => sql<Date>`clock_timestamp()`;

/**
 * Stores a verification, dropping any earlier one of the same user and purpose: only the newest works.
 * Call it after `lockVerificationOwner`: otherwise two at once each keep their own.
 */
export async function replaceVerification(db: Kysely<Database>, next: NewVerification): Promise<void> {
  await db
    .deleteFrom('email_verifications')
    .where('user_id', '=', next.userId)
    .where('purpose', '=', next.purpose)
    .execute();
  await db
    .insertInto('email_verifications')
    .values({
      user_id: next.userId,
      purpose: next.purpose,
      email: next.email,
      link_token_hash: next.linkTokenHash,
      code_hash: next.codeHash,
      link_expires_at: next.linkExpiresAt,
      code_expires_at: next.codeExpiresAt,
      consumed_at: null,
      created_at: writtenNow(),
    })
    .execute();
}

/** The unconsumed verification whose link is live and matches. */
export function findVerificationByLink(
  db: Kysely<Database>,
  linkTokenHash: string,
  now: Date,
): Promise<EmailVerification | undefined> {
  return db
    .selectFrom('email_verifications')
    .selectAll()
    .where('link_token_hash', '=', linkTokenHash)
    .where('consumed_at', 'is', null)
    .where('link_expires_at', '>', now)
    .executeTakeFirst();
}

/** A user's newest unconsumed verification (its code may have expired or run out of tries). */
export function findLatestVerification(
  db: Kysely<Database>,
  userId: number,
): Promise<EmailVerification | undefined> {
  return db
    .selectFrom('email_verifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The newest unconsumed verification sent to `email` (stored lower-cased) whose code is live and has
 * tries left: a typed code is checked against this one row only, never against other accounts' codes.
 */
export function findLiveVerificationForEmail(
  db: Kysely<Database>,
  email: string,
  maxTries: number,
  now: Date,
): Promise<EmailVerification | undefined> {
  return db
    .selectFrom('email_verifications')
    .selectAll()
    .where('email', '=', email)
    .where('consumed_at', 'is', null)
    .where('code_expires_at', '>', now)
    .where('attempts', '<', maxTries)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Takes one try of a verification's code, in one statement so that parallel tries can never take
 * more than `maxTries`; answers the row as it is after the try, or undefined when no try was left
 * (or it was used meanwhile).
 */
export function takeCodeTry(
  db: Kysely<Database>,
  id: number,
  maxTries: number,
): Promise<EmailVerification | undefined> {
  return db
    .updateTable('email_verifications')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxTries)
    .where('consumed_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Marks a verification used; false when another request consumed it first. */
export async function consumeVerification(db: Kysely<Database>, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('email_verifications')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
