import type { Kysely, Transaction } from 'kysely';
import type { Database, User } from '../../db/schema.ts';
import { badRequest } from '../../lib/app-error.ts';
import { randomCode, randomToken, sha256 } from '../../lib/random.ts';
import { consumeRateLimits } from '../../lib/rate-limit.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import {
  changeEmailVerificationMail,
  emailChangedNoticeMail,
  signupVerificationMail,
} from '../../mail/templates.ts';
import type { AuthUser } from '../../plugins/auth.ts';

const CODE_TTL_MS = 10 * 60 * 1000;
const LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_TRIES = 5;
/** A value longer than this is a link token, not a typed code (spec 1 §9). */
const LINK_TOKEN_MIN = 11;

export const INVALID_CODE = 'Invalid verification code. Please try again.';
export const OTP_REQUIRED = 'The OTP is required. Please enter the code sent to your email.';
export const EMAIL_VERIFIED = 'Email verified successfully!';

const codeHash = (code: string) => sha256(`otp:${code}`);

type Purpose = 'signup' | 'change_email';

/**
 * Starts a verification of `email` for `user`: replaces any earlier one of the same purpose and queues
 * the mail (link and 6-digit code) in the caller's transaction.
 */
export async function startVerification(
  trx: Transaction<Database>,
  user: Pick<User, 'id'>,
  purpose: Purpose,
  email: string,
  name: string,
  publicUrl: string,
): Promise<void> {
  const linkToken = randomToken();
  const code = randomCode();
  const now = Date.now();
  await trx
    .deleteFrom('email_verifications')
    .where('user_id', '=', user.id)
    .where('purpose', '=', purpose)
    .execute();
  await trx
    .insertInto('email_verifications')
    .values({
      user_id: user.id,
      purpose,
      email,
      link_token_hash: sha256(linkToken),
      code_hash: codeHash(code),
      link_expires_at: new Date(now + LINK_TTL_MS),
      code_expires_at: new Date(now + CODE_TTL_MS),
      consumed_at: null,
    })
    .execute();
  const link = `${publicUrl}/verify-email/${linkToken}`;
  const mail =
    purpose === 'signup'
      ? signupVerificationMail(email, name, link, code)
      : changeEmailVerificationMail(email, name, link, code);
  await enqueueMail(trx, mail);
}

export interface VerifyInput {
  linkToken?: string | undefined;
  code?: string | undefined;
  auth: AuthUser | null;
  ip: string;
}

type Row = Awaited<ReturnType<typeof findByLink>>;

function findByLink(db: Kysely<Database>, token: string) {
  return db
    .selectFrom('email_verifications')
    .selectAll()
    .where('link_token_hash', '=', sha256(token))
    .where('consumed_at', 'is', null)
    .where('link_expires_at', '>', new Date())
    .executeTakeFirst();
}

async function findForCode(db: Kysely<Database>, code: string, auth: AuthUser | null): Promise<Row> {
  if (auth) {
    return db
      .selectFrom('email_verifications')
      .selectAll()
      .where('user_id', '=', auth.id)
      .where('consumed_at', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }
  // No session and no link: a live, untried code identifies its verification only when it is unique.
  const rows = await db
    .selectFrom('email_verifications')
    .selectAll()
    .where('code_hash', '=', codeHash(code))
    .where('consumed_at', 'is', null)
    .where('code_expires_at', '>', new Date())
    .where('attempts', '<', MAX_TRIES)
    .limit(2)
    .execute();
  return rows.length === 1 ? rows[0] : undefined;
}

/** Checks a link token and/or code and applies the verification. */
export async function verifyEmail(db: Kysely<Database>, input: VerifyInput): Promise<void> {
  let { linkToken, code } = input;
  linkToken = linkToken?.trim() || undefined;
  code = code?.trim() || undefined;
  if (code && code.length >= LINK_TOKEN_MIN && !linkToken) [linkToken, code] = [code, undefined];
  if (!linkToken && !code) throw badRequest(OTP_REQUIRED);

  await consumeRateLimits(db, [{ key: `verify:ip:${input.ip}`, max: 30, windowSeconds: 900 }]);
  const row = linkToken ? await findByLink(db, linkToken) : await findForCode(db, code as string, input.auth);
  if (!row) throw badRequest(INVALID_CODE);

  if (code) {
    const fresh = row.attempts < MAX_TRIES && row.code_expires_at > new Date();
    if (!fresh || row.code_hash !== codeHash(code)) {
      await db
        .updateTable('email_verifications')
        .set({ attempts: row.attempts + 1 })
        .where('id', '=', row.id)
        .execute();
      throw badRequest(INVALID_CODE);
    }
  }
  await db.transaction().execute((trx) => applyVerification(trx, row));
}

async function applyVerification(trx: Transaction<Database>, row: NonNullable<Row>): Promise<void> {
  const now = new Date();
  const consumed = await trx
    .updateTable('email_verifications')
    .set({ consumed_at: now })
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (Number(consumed.numUpdatedRows) !== 1) throw badRequest(INVALID_CODE);
  if (row.purpose === 'signup') {
    await trx.updateTable('users').set({ email_verified_at: now }).where('id', '=', row.user_id).execute();
    return;
  }
  const user = await trx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', row.user_id)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('users')
    .set({ email: row.email, email_verified_at: now, updated_at: now })
    .where('id', '=', user.id)
    .execute();
  if (user.role === 1)
    await trx.updateTable('employers').set({ emp_email: row.email }).where('user_id', '=', user.id).execute();
  if (user.role === 2) {
    await trx
      .updateTable('learners')
      .set({ email_personal: row.email })
      .where('user_id', '=', user.id)
      .execute();
  }
  await enqueueMail(trx, emailChangedNoticeMail(user.email, user.first_name || user.username, row.email));
}
