import { CLIENT_PATHS, isLinkToken, MESSAGES, ROLE_IDS, type VerifyEmailAnswer } from '@ojt/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database, User } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { rateLimitAddress } from '../../lib/client-address.ts';
import { randomCode, randomToken, sha256 } from '../../lib/random.ts';
import { consumeRateLimits, refundRateLimits } from '../../lib/rate-limit.ts';
import type { Notify } from '../../notifications/notify.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { applyEmailChange, findUserById, markEmailVerified } from './user-repository.ts';
import type { VerificationCodes } from './verification-code.ts';
import {
  findVerificationLink,
  markVerificationLinkUsed,
  recordVerificationLink,
} from './verification-link-repository.ts';
import {
  consumeVerification,
  type EmailVerification,
  findLatestVerification,
  findLiveVerificationForEmail,
  findVerificationByLink,
  lockVerificationOwner,
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
 *
 * What a person sees, however many resends (or sign-up and resend) run at once: the link and code in
 * the most recent mail always work, and every earlier mail's link answers that it was replaced. So the
 * replacements of one account are serialised on its row: each runs after the one before has committed,
 * drops it, and queues its mail after that one's (the outbox delivers in order), and it is the one
 * newest link by time written.
 */
export async function startVerification(
  { publicUrl, clock, notify }: Deps,
  trx: Transaction<Database>,
  codes: VerificationCodes,
  user: Pick<User, 'id'>,
  purpose: VerificationPurpose,
  email: string,
  name: string,
): Promise<void> {
  if (!(await lockVerificationOwner(trx, user.id))) return;
  const linkToken = randomToken();
  const code = randomCode();
  const now = clock.now().getTime();
  const linkTokenHash = sha256(linkToken);
  const linkExpiresAt = new Date(now + LINK_TTL_MS);
  await replaceVerification(trx, {
    userId: user.id,
    purpose,
    email,
    linkTokenHash,
    codeHash: codes.digest({ userId: user.id, purpose }, code),
    linkExpiresAt,
    codeExpiresAt: new Date(now + CODE_TTL_MS),
  });
  await recordVerificationLink(trx, {
    link_token_hash: linkTokenHash,
    user_id: user.id,
    purpose,
    email,
    expires_at: linkExpiresAt,
  });
  const link = `${publicUrl}/verify-email/${linkToken}`;
  const event =
    purpose === 'signup'
      ? ({
          kind: 'signup-verification',
          link,
          code,
          withdrawUrl: `${publicUrl}${CLIENT_PATHS.withdrawSignup}`,
        } as const)
      : ({ kind: 'change-email-verification', link, code } as const);
  await notify(trx, event, { userId: user.id, email, name });
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
  now: Date,
): Promise<EmailVerification | undefined> {
  if (linkToken) return findVerificationByLink(db, sha256(linkToken), now);
  if (email) return findLiveVerificationForEmail(db, email, MAX_TRIES, now);
  return auth ? findLatestVerification(db, auth.id) : Promise.resolve(undefined);
}

/**
 * Checks a typed code against its one verification. The try is taken before the code is compared, in
 * one UPDATE that refuses a sixth: parallel guesses can never get past MAX_TRIES.
 */
async function checkCode(
  db: Kysely<Database>,
  codes: VerificationCodes,
  row: EmailVerification,
  code: string,
  now: Date,
): Promise<void> {
  const tried = await takeCodeTry(db, row.id, MAX_TRIES);
  if (!tried || !codes.matches(tried, code)) throw badRequest(MESSAGES.invalidVerificationCode);
  // Only the right code learns that it expired: a guess learns nothing more than before.
  if (tried.code_expires_at <= now) throw expired();
}

const expired = () => new AppError('CODE_EXPIRED', MESSAGES.verificationExpired);

/** What the confirmed address leads to for its account (issue 16): review, sign-in, or nothing more. */
async function nextStep(
  db: Kysely<Database>,
  userId: number,
  purpose: VerificationPurpose,
): Promise<VerifyEmailAnswer['data']['next']> {
  const user = await findUserById(db, userId);
  if (purpose === 'change_email' || user?.status === 'approved') return 'signIn';
  if (user?.status === 'rejected') return 'notApproved';
  return user?.role === ROLE_IDS.employer ? 'employerReview' : 'learnerReview';
}

/**
 * A link with no live verification: used before (the address stays confirmed: an answer, not a
 * failure), expired or replaced by a newer one (CODE_EXPIRED: a new code can be mailed), or never sent.
 */
async function explainDeadLink(db: Kysely<Database>, linkTokenHash: string): Promise<VerifyResult> {
  const link = await findVerificationLink(db, linkTokenHash);
  if (!link) throw badRequest(MESSAGES.invalidVerificationCode);
  if (!link.used_at) throw expired();
  return { next: await nextStep(db, link.user_id, link.purpose), alreadyVerified: true };
}

/** What `verifyEmail` answers in `data`. */
export type VerifyResult = VerifyEmailAnswer['data'];

/**
 * Checks a link token and/or code and applies the verification: a sign-up's address is marked
 * verified; a changed address replaces the old one, which is told of the change by mail.
 * A code counts only against the account it was sent for, named by the link token, by pEmail or by
 * the session; wrong guesses count against that verification (5 tries) and against the client
 * address (IP_FAILURES). An unknown address, a wrong code and a used one get the same answer; an
 * expired or replaced link, and the right code after it expired, answer CODE_EXPIRED; a used link
 * answers what a success answers, marked `alreadyVerified`.
 */
export async function verifyEmail(
  { db, clock, notify }: Deps,
  codes: VerificationCodes,
  input: VerifyInput,
): Promise<VerifyResult> {
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
  const ipLimit = { key: `verify:ip:${rateLimitAddress(input.ip)}`, ...IP_FAILURES };
  await consumeRateLimits(db, [ipLimit]);
  const now = clock.now();
  const row = await findNamedVerification(db, { linkToken, email, auth: input.auth }, now);
  if (!row && linkToken) {
    const answer = await explainDeadLink(db, sha256(linkToken));
    await refundRateLimits(db, [ipLimit.key]);
    return answer;
  }
  if (!row) throw badRequest(MESSAGES.invalidVerificationCode);
  if (code) await checkCode(db, codes, row, code, now);
  await db.transaction().execute((trx) => applyVerification(trx, notify, row, now));
  await refundRateLimits(db, [ipLimit.key]);
  return { next: await nextStep(db, row.user_id, row.purpose), alreadyVerified: false };
}

async function applyVerification(
  trx: Transaction<Database>,
  notify: Notify,
  row: EmailVerification,
  now: Date,
): Promise<void> {
  if (!(await consumeVerification(trx, row.id, now))) throw badRequest(MESSAGES.invalidVerificationCode);
  await markVerificationLinkUsed(trx, row.link_token_hash, now);
  if (row.purpose === 'signup') {
    await markEmailVerified(trx, row.user_id, now);
    return;
  }
  const user = await findUserById(trx, row.user_id);
  if (!user) throw badRequest(MESSAGES.invalidVerificationCode);
  await applyEmailChange(trx, user, row.email, now);
  await notify(
    trx,
    { kind: 'email-changed', newEmail: row.email },
    { userId: user.id, email: user.email, name: user.first_name || user.username },
  );
}
