import { type Kysely, sql } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Database, User } from '../../db/schema.ts';
import { rateLimitHitUpsert, rateLimitSlotTake } from '../../lib/rate-limit-repository.ts';
import type { SignInLimits } from './sign-in-throttle.ts';

/** What a sign-in attempt holds before it checks the password. */
export interface SignInAttempt {
  /** The requests counted against the request limit, this one included. */
  requests: number;
  /**
   * The failure slot this attempt took on each failure limit, as the count it made (undefined: none
   * taken). Slots are taken in the order pair, address, account, each only when the one before was.
   */
  slots: { pair?: number; address?: number; account?: number };
  /** The account of that username (any case), if there is one. */
  user: User | undefined;
  /** The employer's company name, when the account is an employer's. */
  companyName: string | undefined;
}

type SignInAttemptRow = User & {
  requests: number;
  pair_slot: number | null;
  address_slot: number | null;
  account_slot: number | null;
  company_name: string | null;
};

// A named statement: PostgreSQL parses and plans it once per connection, not once per sign-in. Each
// slot CTE reads the one before it, so every attempt locks the counters in the same order (no
// deadlock between parallel attempts) and takes a slot only when the one before was taken.
const signInAttemptQuery = preparedQuery(
  'sign_in_attempt',
  (
    db,
    requestKey: string,
    requestMax: number,
    pairKey: string,
    pairMax: number,
    addressKey: string,
    addressMax: number,
    accountKey: string,
    windowSeconds: number,
    username: string,
  ) => ({
    compile: () =>
      sql<SignInAttemptRow>`
        WITH request AS (${rateLimitHitUpsert(requestKey, windowSeconds)}),
             pair AS (${rateLimitSlotTake(pairKey, windowSeconds, pairMax, sql`FROM request WHERE request.hits <= ${requestMax}::int`)}),
             address AS (${rateLimitSlotTake(addressKey, windowSeconds, addressMax, sql`FROM pair`)}),
             account AS (${rateLimitSlotTake(accountKey, windowSeconds, null, sql`FROM address`)})
        SELECT (SELECT hits FROM request) AS requests, (SELECT hits FROM pair) AS pair_slot,
               (SELECT hits FROM address) AS address_slot, (SELECT hits FROM account) AS account_slot,
               e.emp_name AS company_name, u.*
        FROM (SELECT 1) AS attempt
        LEFT JOIN users u ON lower(u.username) = ${username}
        LEFT JOIN employers e ON e.user_id = u.id`.compile(db),
  }),
);

/**
 * Counts the attempt against the request limit, takes its failure slots (atomically, before the
 * password is checked: parallel attempts never get more checks than the limits allow) and reads the
 * account with its company name, in one statement: a sign-in storm is bound by the CPU the database,
 * the event loop and the hashing share, and each round trip costs all three (issue 12). A failure
 * keeps its slots; a success gives them back (`startSignedInSession`).
 */
export async function takeSignInAttempt(
  db: Kysely<Database>,
  limits: SignInLimits,
  username: string,
): Promise<SignInAttempt> {
  const [row] = await signInAttemptQuery(
    db,
    limits.requests.key,
    limits.requests.max,
    limits.pair.key,
    limits.pair.max,
    limits.address.key,
    limits.address.max,
    limits.account.key,
    limits.account.windowSeconds,
    username.trim().toLowerCase(),
  );
  if (!row) throw new Error('the sign-in statement returned no row');
  const { requests, pair_slot, address_slot, account_slot, company_name, ...user } = row;
  return {
    requests,
    slots: {
      pair: pair_slot ?? undefined,
      address: address_slot ?? undefined,
      account: account_slot ?? undefined,
    },
    user: user.id === null ? undefined : user,
    companyName: company_name ?? undefined,
  };
}

// The session of a successful sign-in, and its failure slots given back in the same statement (no
// round trip of its own): the address's slot is returned, the pair's and the account's failures are
// forgotten. Chained in the attempt's order (pair, address, account), for the same reason.
const signedInSessionQuery = preparedQuery(
  'signed_in_session',
  (
    db,
    pairKey: string,
    addressKey: string,
    accountKey: string,
    id: string,
    userId: number,
    persistent: boolean,
    expiresAt: Date,
    now: Date,
    idleSeconds: number,
  ) => ({
    compile: () =>
      sql`
        WITH pair AS (DELETE FROM rate_limits WHERE key = ${pairKey} RETURNING 1),
             address AS (UPDATE rate_limits SET hits = hits - 1
                         WHERE key = ${addressKey} AND hits > 0 AND (SELECT count(*) FROM pair) >= 0 RETURNING 1),
             account AS (DELETE FROM rate_limits WHERE key = ${accountKey} AND (SELECT count(*) FROM address) >= 0)
        INSERT INTO sessions (id, user_id, persistent, expires_at, revoked_at, last_seen_at, idle_seconds)
        VALUES (${id}, ${userId}, ${persistent}, ${expiresAt}, NULL, ${now}, ${idleSeconds})`.compile(db),
  }),
);

/** A new session's values: see `startSignedInSession`. */
export interface NewSession {
  id: string;
  userId: number;
  persistent: boolean;
  expiresAt: Date;
  now: Date;
  idleSeconds: number;
}

/** Starts the session of a successful sign-in and gives back the failure slots its attempt took. */
export async function startSignedInSession(
  db: Kysely<Database>,
  limits: SignInLimits,
  session: NewSession,
): Promise<void> {
  await signedInSessionQuery(
    db,
    limits.pair.key,
    limits.address.key,
    limits.account.key,
    session.id,
    session.userId,
    session.persistent,
    session.expiresAt,
    session.now,
    session.idleSeconds,
  );
}
