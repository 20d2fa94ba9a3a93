import { isLinkToken, MESSAGES } from '@ojt/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database, User } from '../../db/schema.ts';
import { badRequest } from '../../lib/app-error.ts';
import { randomCode, randomToken, sha256 } from '../../lib/random.ts';
import { consumeRateLimits, refundRateLimits } from '../../lib/rate-limit.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import {
  changeEmailVerificationMail,
  emailChangedNoticeMail,
  signupVerificationMail,
} from '../../mail/templates.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { applyEmailChange, findUserById, markEmailVerified } from './user-repository.ts';
import { codeDigest, codeMatches } from './verification-code.ts';
import {
  consumeVerification,
  type EmailVerification,
  findLatestVerification,
  findLiveVerificationForEmail,
  findVerificationByLink,
  replaceVerification,
  takeCodeTry,
  type VerificationPurpose,
} from './verification-repository.ts';

const CODE_TTL_MS = 10 * 60 * 1000;
const LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Tries of one code (PRODUCT.md §3), the right one included. */
const MAX_TRIES = 5;
/** Failed verifications one client address may make in 15 minutes, across all accounts. */
const IP_FAILURES = { max: 20, windowSeconds: 15 * 60 };

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
    codeHash: codeDigest({ userId: user.id, purpose }, code),
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
  /** The address the code was sent to (lower-cased by the domain's email rule). */
  email?: string | undefined;
  auth: AuthUser | null;
  ip: string;
}

/** The verification a request names: its link's, else the one sent to pEmail, else the caller's newest. */
function findNamedVerification(
  db: Kysely<Database>,
  { linkToken, email, auth }: { linkToken?: string; email?: string; auth: AuthUser | null },
): Promise<EmailVerification | undefined> {
  if (linkToken) return findVerificationByLink(db, sha256(linkToken));
  if (email) return findLiveVerificationForEmail(db, email, MAX_TRIES);
  return auth ? findLatestVerification(db, auth.id) : Promise.resolve(undefined);
}

/**
 * Checks a typed code against its one verification. The try is taken before the code is compared, in
 * one UPDATE that refuses a sixth: parallel guesses can never get past MAX_TRIES.
 */
async function checkCode(db: Kysely<Database>, row: EmailVerification, code: string): Promise<void> {
  const tried = await takeCodeTry(db, row.id, MAX_TRIES);
  if (!tried || tried.code_expires_at <= new Date() || !codeMatches(tried, code)) {
    throw badRequest(MESSAGES.invalidVerificationCode);
  }
}

/**
 * Checks a link token and/or code and applies the verification: a sign-up's address is marked
 * verified; a changed address replaces the old one, which is told of the change by mail.
 * A code counts only against the account it was sent for, named by the link token, by pEmail or by
 * the session; wrong guesses count against that verification (5 tries) and against the client
 * address (IP_FAILURES). An unknown address, a wrong code and an expired one get the same answer.
 */
export async function verifyEmail(db: Kysely<Database>, input: VerifyInput): Promise<void> {
  let linkToken = input.linkToken?.trim() || undefined;
  let code = input.code?.trim() || undefined;
  const email = input.email?.trim().toLowerCase() || undefined;
  // Old clients send the link's token as pOTP (spec 1 §9): a long value is a token, not a typed code.
  if (code && isLinkToken(code) && !linkToken) [linkToken, code] = [code, undefined];
  if (!linkToken && !code) throw badRequest(MESSAGES.otpRequired);
  if (!linkToken && !email && !input.auth) {
    throw badRequest(MESSAGES.verificationEmailRequired, { pEmail: MESSAGES.verificationEmailRequired });
  }

  // Every try takes its place in the address's failure count first, so parallel tries cannot get
  // round it; a try that succeeds gives it back.
  const ipLimit = { key: `verify:ip:${input.ip}`, ...IP_FAILURES };
  await consumeRateLimits(db, [ipLimit]);
  const row = await findNamedVerification(db, { linkToken, email, auth: input.auth });
  if (!row) throw badRequest(MESSAGES.invalidVerificationCode);
  if (code) await checkCode(db, row, code);
  await db.transaction().execute((trx) => applyVerification(trx, row));
  await refundRateLimits(db, [ipLimit.key]);
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
