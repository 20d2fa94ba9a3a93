import { isLinkToken, MESSAGES } from '@ojt/domain';
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
import { applyEmailChange, findUserById, markEmailVerified } from './user-repository.ts';
import {
  consumeVerification,
  countCodeTry,
  type EmailVerification,
  findLatestVerification,
  findLiveCodes,
  findVerificationByLink,
  replaceVerification,
  type VerificationPurpose,
} from './verification-repository.ts';

const CODE_TTL_MS = 10 * 60 * 1000;
const LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_TRIES = 5;

const codeHash = (code: string) => sha256(`otp:${code}`);

/**
 * Starts a verification of `email` for `user`: replaces any earlier one of the same purpose and queues
 * the mail (link and 6-digit code) in the caller's transaction.
 */
export async function startVerification(
  trx: Transaction<Database>,
  user: Pick<User, 'id'>,
  purpose: VerificationPurpose,
  email: string,
  name: string,
  publicUrl: string,
): Promise<void> {
  const linkToken = randomToken();
  const code = randomCode();
  const now = Date.now();
  await replaceVerification(trx, {
    userId: user.id,
    purpose,
    email,
    linkTokenHash: sha256(linkToken),
    codeHash: codeHash(code),
    linkExpiresAt: new Date(now + LINK_TTL_MS),
    codeExpiresAt: new Date(now + CODE_TTL_MS),
  });
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

async function findForCode(
  db: Kysely<Database>,
  code: string,
  auth: AuthUser | null,
): Promise<EmailVerification | undefined> {
  if (auth) return findLatestVerification(db, auth.id);
  // No session and no link: a live, untried code identifies its verification only when it is unique.
  const rows = await findLiveCodes(db, codeHash(code), MAX_TRIES);
  return rows.length === 1 ? rows[0] : undefined;
}

/**
 * Checks a link token and/or code and applies the verification: a sign-up's address is marked
 * verified; a changed address replaces the old one, which is told of the change by mail.
 */
export async function verifyEmail(db: Kysely<Database>, input: VerifyInput): Promise<void> {
  let { linkToken, code } = input;
  linkToken = linkToken?.trim() || undefined;
  code = code?.trim() || undefined;
  // Old clients send the link's token as pOTP (spec 1 §9): a long value is a token, not a typed code.
  if (code && isLinkToken(code) && !linkToken) [linkToken, code] = [code, undefined];
  if (!linkToken && !code) throw badRequest(MESSAGES.otpRequired);

  await consumeRateLimits(db, [{ key: `verify:ip:${input.ip}`, max: 30, windowSeconds: 900 }]);
  const row = linkToken
    ? await findVerificationByLink(db, sha256(linkToken))
    : await findForCode(db, code as string, input.auth);
  if (!row) throw badRequest(MESSAGES.invalidVerificationCode);

  if (code) {
    const fresh = row.attempts < MAX_TRIES && row.code_expires_at > new Date();
    if (!fresh || row.code_hash !== codeHash(code)) {
      await countCodeTry(db, row.id);
      throw badRequest(MESSAGES.invalidVerificationCode);
    }
  }
  await db.transaction().execute((trx) => applyVerification(trx, row));
}

async function applyVerification(trx: Transaction<Database>, row: EmailVerification): Promise<void> {
  const now = new Date();
  if (!(await consumeVerification(trx, row.id, now))) throw badRequest(MESSAGES.invalidVerificationCode);
  if (row.purpose === 'signup') {
    await markEmailVerified(trx, row.user_id, now);
    return;
  }
  const user = await findUserById(trx, row.user_id);
  if (!user) throw badRequest(MESSAGES.invalidVerificationCode);
  await applyEmailChange(trx, user, row.email, now);
  await enqueueMail(trx, emailChangedNoticeMail(user.email, user.first_name || user.username, row.email));
}
