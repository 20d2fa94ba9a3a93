import { type Kysely, sql } from 'kysely';
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
  const { rows } = await sql<
    User & { requests: number; failure_counts: Record<string, number> | null; company_name: string | null }
  >`
    WITH bump AS (${rateLimitHitUpsert(attempt.request.key, attempt.request.windowSeconds)}),
         seen AS (${rateLimitHitsSelect(attempt.failures)})
    SELECT (SELECT hits FROM bump) AS requests,
           (SELECT json_object_agg(key, hits) FROM seen) AS failure_counts,
           e.emp_name AS company_name, u.*
    FROM (SELECT 1) AS attempt
    LEFT JOIN users u ON lower(u.username) = ${attempt.username.trim().toLowerCase()}
    LEFT JOIN employers e ON e.user_id = u.id`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('the sign-in statement returned no row');
  const { requests, failure_counts, company_name, ...user } = row;
  return {
    requests,
    failures: new Map(Object.entries(failure_counts ?? {})),
    user: user.id === null ? undefined : user,
    companyName: company_name ?? undefined,
  };
}
