import { type Kysely, sql } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Database, User } from '../../db/schema.ts';
import type { Limit } from '../../lib/rate-limit.ts';
import { rateLimitHitsSelect, rateLimitHitUpsert } from '../../lib/rate-limit-repository.ts';

/** What a sign-in attempt knows before it checks the password. */
export interface SignInState {
  /** The requests counted against the request limit, this one included. */
  requests: number;
  /** The failures counted against each failure limit in its window, by key (none: absent). */
  failures: Map<string, number>;
  /** The account of that username (any case), if there is one. */
  user: User | undefined;
  /** The employer's company name, when the account is an employer's. */
  companyName: string | undefined;
}

type SignInStateRow = User & {
  requests: number;
  failure_counts: Record<string, number> | null;
  company_name: string | null;
};

// A named statement: PostgreSQL parses and plans it once per connection, not once per sign-in.
const signInStateQuery = preparedQuery(
  'sign_in_state',
  (
    db,
    requestKey: string,
    requestSeconds: number,
    failureKeys: string[],
    failureSeconds: number[],
    username: string,
  ) => ({
    compile: () =>
      sql<SignInStateRow>`
        WITH bump AS (${rateLimitHitUpsert(requestKey, requestSeconds)}),
             seen AS (${rateLimitHitsSelect(failureKeys, failureSeconds)})
        SELECT (SELECT hits FROM bump) AS requests,
               (SELECT json_object_agg(key, hits) FROM seen) AS failure_counts,
               e.emp_name AS company_name, u.*
        FROM (SELECT 1) AS attempt
        LEFT JOIN users u ON lower(u.username) = ${username}
        LEFT JOIN employers e ON e.user_id = u.id`.compile(db),
  }),
);

/**
 * Counts the attempt against `request` and reads the failure counts and the account with its company
 * name, in one statement: a sign-in storm is bound by the CPU the database, the event loop and the
 * hashing share, and each round trip costs all three (issue 12). The failure counts are read as they
 * were before this statement; none of their keys is `request`'s.
 */
export async function readSignInState(
  db: Kysely<Database>,
  attempt: { request: Limit; failures: Limit[]; username: string },
): Promise<SignInState> {
  const [row] = await signInStateQuery(
    db,
    attempt.request.key,
    attempt.request.windowSeconds,
    attempt.failures.map((limit) => limit.key),
    attempt.failures.map((limit) => limit.windowSeconds),
    attempt.username.trim().toLowerCase(),
  );
  if (!row) throw new Error('the sign-in statement returned no row');
  const { requests, failure_counts, company_name, ...user } = row;
  return {
    requests,
    failures: new Map(Object.entries(failure_counts ?? {})),
    user: user.id === null ? undefined : user,
    companyName: company_name ?? undefined,
  };
}
