import { ROLE_IDS } from '@ojt/domain';
import { rateLimitAddress } from '../../lib/client-address.ts';
import type { Limit } from '../../lib/rate-limit.ts';

const WINDOW_SECONDS = 15 * 60;

/**
 * The sign-in limits (issue 9). Failed attempts are counted, not attempts, so a school lab of 40
 * learners behind one address signs in freely while guessing is stopped:
 * - `pair`: one account from one address, 10 failures in 15 minutes, then 429 for that pair only
 *   (the owner elsewhere is not locked out);
 * - `address`: 100 failures in 15 minutes from one address over every account (password spraying);
 * - `account`: failures over every address; never blocks, but slows each further attempt (`signInDelayMs`);
 * - `requests`: every attempt from one address, a flood guard far above what a lab needs.
 * An attempt takes its failure slots before its password is checked and gives them back if it
 * succeeds (sign-in-repository.ts), so parallel attempts cannot get more checks than these allow.
 * All four share one window.
 */
export function signInLimits(username: string, clientIp: string) {
  const ip = rateLimitAddress(clientIp);
  return {
    pair: { key: `login:fail:pair:${username}|${ip}`, max: 10, windowSeconds: WINDOW_SECONDS },
    address: { key: `login:fail:ip:${ip}`, max: 100, windowSeconds: WINDOW_SECONDS },
    account: {
      key: `login:fail:user:${username}`,
      max: Number.POSITIVE_INFINITY,
      windowSeconds: WINDOW_SECONDS,
    },
    requests: { key: `login:ip:${ip}`, max: 600, windowSeconds: WINDOW_SECONDS },
  } satisfies Record<string, Limit>;
}

export type SignInLimits = ReturnType<typeof signInLimits>;

/** Failures on one account, over every address, that pass without delay. */
export const FREE_ACCOUNT_FAILURES = 10;

/** The longest wait before an attempt is checked. */
export const MAX_SIGN_IN_DELAY_MS = 8_000;

/**
 * How long an attempt on an account waits before its password is checked, given the account's
 * failures in the window: none for the first 10, then 0.25 s doubling to at most 8 s. Guessing one
 * account from many addresses slows to a crawl; its owner, right the first time, still gets in.
 */
export function signInDelayMs(accountFailures: number): number {
  if (accountFailures < FREE_ACCOUNT_FAILURES) return 0;
  return Math.min(250 * 2 ** (accountFailures - FREE_ACCOUNT_FAILURES), MAX_SIGN_IN_DELAY_MS);
}

/**
 * How long a session may sit unused (ASVS 7.3.1): 30 minutes for admins, 2 hours for others, 30 days
 * with "Remember me" (not for admins, whose sessions stay short).
 */
export function sessionIdleSeconds(roleId: number, remember: boolean): number {
  if (roleId === ROLE_IDS.admin) return 30 * 60;
  return remember ? 30 * 24 * 60 * 60 : 2 * 60 * 60;
}
