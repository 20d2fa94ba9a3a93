import { MESSAGES, ROLE_IDS, type WithdrawConfirm } from '@ojt/domain';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict } from '../../lib/app-error.ts';
import { rateLimitAddress } from '../../lib/client-address.ts';
import { randomCode } from '../../lib/random.ts';
import { consumeRateLimits, type Limit, refundRateLimits, takeSilentQuota } from '../../lib/rate-limit.ts';
import { recordAudit } from '../audit/audit.ts';
import type { VerificationCodes } from '../auth/verification-code.ts';
import {
  deleteAccount,
  findSignupAccountsByEmail,
  lockAccount,
  replaceWithdrawalCode,
  takeWithdrawalTry,
} from './withdraw-repository.ts';

const CODE_TTL_MS = 10 * 60 * 1000;
/** Tries of one code, the right one included (as email verification codes). */
const MAX_TRIES = 5;

/**
 * Requests one client address may make, in all and for one email: enough to ask again, and a stranger
 * elsewhere using up an email's count does not stop its owner.
 */
const requestLimits = (ip: string, email: string): Limit[] => {
  const address = rateLimitAddress(ip);
  return [
    { key: `withdraw-request:ip:${address}`, max: 20, windowSeconds: 3600 },
    { key: `withdraw-request:email:${email}:ip:${address}`, max: 3, windowSeconds: 3600 },
  ];
};
const SIGNUP_ROLES = { learner: ROLE_IDS.learner, employer: ROLE_IDS.employer };

/**
 * Mails one account may get from requests in an hour, however many addresses ask (no inbox flood):
 * more than one address may ask for, so a stranger at one address cannot use up the owner's.
 */
const mailQuota = (userId: number): Limit => ({
  key: `withdraw-request:mail:user:${userId}`,
  max: 5,
  windowSeconds: 3600,
});
/** Failed confirmations one address may make in 15 minutes, across all accounts. */
const confirmLimit = (ip: string): Limit => ({
  key: `withdraw-confirm:ip:${rateLimitAddress(ip)}`,
  max: 20,
  windowSeconds: 900,
});

/*
 * A withdrawal code is stored as the verification codes' keyed HMAC, bound to the account and marked
 * as a withdrawal (`withdraw:` before the code), so it matches no email verification code (and a copy
 * of the table alone reveals no code).
 */
const withdrawalOwner = (userId: number) => ({ userId, purpose: 'signup' as const });
const withdrawalCode = (code: string) => `withdraw:${code}`;

/**
 * Starts a withdrawal (issue 11; employers too, issue 30): a learner or employer whose sign-up is
 * pending or rejected is mailed a 6-digit code (10 minutes, 5 tries); an approved one is mailed why it
 * cannot be withdrawn. An address of no such account gets nothing, and the caller the same answer in
 * every case: the answer reveals no account. An address holding a learner and an employer account gets
 * a mail for each. An account gets at most 5 such mails an hour; requests beyond that do nothing.
 * Only the limits are counted before the answer; the look-up, the code and the mail follow it
 * (`afterAnswer`), so how long the answer takes does not tell a known address either.
 */
export async function requestWithdrawal(
  deps: Deps,
  codes: VerificationCodes,
  input: { email: string; ip: string; afterAnswer: (task: () => Promise<void>) => void },
): Promise<void> {
  await consumeRateLimits(deps.db, requestLimits(input.ip, input.email));
  input.afterAnswer(() => mailWithdrawal(deps, codes, input.email));
}

/** The code, or why there is none, to each account with this address; nothing for any other address. */
async function mailWithdrawal(deps: Deps, codes: VerificationCodes, email: string): Promise<void> {
  for (const account of await findSignupAccountsByEmail(deps.db, email, SIGNUP_ROLES)) {
    await mailAccount(deps, codes, email, account);
  }
}

async function mailAccount(
  { db, clock, notify }: Deps,
  codes: VerificationCodes,
  email: string,
  account: Awaited<ReturnType<typeof findSignupAccountsByEmail>>[number],
): Promise<void> {
  const { role } = account;
  const name = account.name || role;
  await db.transaction().execute(async (trx) => {
    if (!(await takeSilentQuota(trx, mailQuota(account.id)))) return;
    if (account.status === 'approved') {
      await notify(trx, { kind: 'withdraw-refused', role }, { userId: account.id, email, name });
      return;
    }
    const code = randomCode();
    const now = clock.now();
    await replaceWithdrawalCode(
      trx,
      account.id,
      {
        hash: codes.digest(withdrawalOwner(account.id), withdrawalCode(code)),
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      },
      now,
    );
    await notify(trx, { kind: 'withdraw-code', code, role }, { userId: account.id, email, name });
  });
}

/**
 * Withdraws a sign-up: with the right code, the learner's or employer's account and everything that cascades from
 * it is deleted and 'signup.withdrawn' recorded (by nobody signed in; the account's number, never its
 * name-made username, and the status only), in one transaction. An unknown address, a wrong code and an expired one get the same 400; an account
 * approved meanwhile gets 409 and stays.
 */
export async function confirmWithdrawal(
  { db, clock }: Deps,
  codes: VerificationCodes,
  input: WithdrawConfirm,
  ip: string,
): Promise<void> {
  // Every try takes its place in the address's failure count first; a try that succeeds gives it back.
  const limit = confirmLimit(ip);
  await consumeRateLimits(db, [limit]);
  const invalid = () => badRequest(MESSAGES.withdrawCodeInvalid, { code: MESSAGES.withdrawCodeInvalid });
  // The account whose live code this is (an address may hold a learner and an employer account).
  let account: { id: number; role: 'learner' | 'employer' } | undefined;
  for (const candidate of await findSignupAccountsByEmail(db, input.email, SIGNUP_ROLES)) {
    const row = await takeWithdrawalTry(db, candidate.id, MAX_TRIES, clock.now());
    if (
      row &&
      codes.digestMatches(row.code_hash, withdrawalOwner(candidate.id), withdrawalCode(input.code))
    ) {
      account = candidate;
      break;
    }
  }
  if (!account) throw invalid();
  const { id, role } = account;
  await db.transaction().execute(async (trx) => {
    const locked = await lockAccount(trx, id);
    if (!locked) throw invalid();
    if (locked.status === 'approved') {
      throw conflict(
        role === 'employer' ? MESSAGES.withdrawEmployerApprovedRefused : MESSAGES.withdrawApprovedRefused,
      );
    }
    await recordAudit(
      trx,
      null,
      'signup.withdrawn',
      { type: role, id: locked.id },
      { status: locked.status },
    );
    await deleteAccount(trx, id);
  });
  await refundRateLimits(db, [limit.key]);
}
