import { MESSAGES } from '@ojt/domain';
import type { User } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import { rateLimitAddress } from '../../lib/client-address.ts';
import { sha256 } from '../../lib/random.ts';
import { consumeRateLimits, takeSilentQuota } from '../../lib/rate-limit.ts';
import { findUserById } from './user-repository.ts';
import type { VerificationCodes } from './verification-code.ts';
import {
  findNewestLinkForEmail,
  findVerificationLink,
  isNewestLink,
  type VerificationLink,
} from './verification-link-repository.ts';
import { startVerification } from './verification-service.ts';

const WINDOW = 15 * 60;
/**
 * New codes one account may be mailed in a window, however many client addresses ask: more than one
 * address may ask for, so a stranger at one address cannot use up what its owner gets.
 */
const RESEND_MAILS = 5;

export interface ResendInput {
  /** The token of the link that expired or was replaced. */
  linkToken?: string | undefined;
  /** The address the code was sent to. */
  email?: string | undefined;
  ip: string;
  /** Runs work whose only effect is mail after the answer has gone (`OutboxWorker.afterAnswer`). */
  afterAnswer: (task: () => Promise<void>) => void;
}

/** True while the link's address still waits for confirmation: nothing newer sent, nothing applied. */
function stillWaiting(user: User, link: VerificationLink): boolean {
  if (link.purpose === 'signup') return user.status === 'pending' && user.email_verified_at === null;
  return user.email.toLowerCase() !== link.email;
}

/**
 * 'Email me a new code' (issue 16): mails a new link and code for the verification an expired link,
 * or the address a code was sent to, names, replacing the old ones. Answers alike whether or not
 * anything was sent (an unknown address, a used link, an address already confirmed). Only the limits
 * are counted before the answer; the look-up and the new verification follow it, as recovery's do, so
 * its timing tells nothing. Limited like recovery: 10 calls per client address and 3 per link or
 * address from one client address in 15 minutes (so a stranger elsewhere cannot use up the owner's),
 * and at most RESEND_MAILS new codes per account, whoever asks; beyond that the answer is alike and
 * nothing is sent.
 */
export async function resendVerification(
  deps: Deps,
  codes: VerificationCodes,
  input: ResendInput,
): Promise<void> {
  const { db } = deps;
  const linkToken = input.linkToken?.trim() || undefined;
  const email = input.email?.trim().toLowerCase() || undefined;
  if (!linkToken && !email) {
    throw badRequest(MESSAGES.verificationEmailRequired, { pEmail: MESSAGES.verificationEmailRequired });
  }
  const target = linkToken ? `link:${sha256(linkToken)}` : `email:${email}`;
  const address = rateLimitAddress(input.ip);
  await consumeRateLimits(db, [
    { key: `resend:ip:${address}`, max: 10, windowSeconds: WINDOW },
    { key: `resend:${target}:ip:${address}`, max: 3, windowSeconds: WINDOW },
  ]);
  input.afterAnswer(() => resendWaiting(deps, codes, { linkToken, email }));
}

/** The new verification, when the link or address still waits for confirmation; else nothing. */
async function resendWaiting(
  deps: Deps,
  codes: VerificationCodes,
  input: { linkToken: string | undefined; email: string | undefined },
): Promise<void> {
  const { db } = deps;
  const link = input.linkToken
    ? await findVerificationLink(db, sha256(input.linkToken))
    : await findNewestLinkForEmail(db, input.email ?? '');
  if (!link || link.used_at || !(await isNewestLink(db, link))) return;
  const user = await findUserById(db, link.user_id);
  if (!user || !stillWaiting(user, link)) return;
  await db.transaction().execute(async (trx) => {
    const quota = { key: `resend:mail:user:${user.id}`, max: RESEND_MAILS, windowSeconds: WINDOW };
    if (!(await takeSilentQuota(trx, quota))) return;
    await startVerification(
      deps,
      trx,
      codes,
      user,
      link.purpose,
      link.email,
      user.first_name || user.username,
    );
  });
}
