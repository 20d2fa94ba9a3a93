import { ROLE_IDS } from '@ojt/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** What a report covers: instants `[from, before)` and the optional filters. */
export interface ReportScope {
  from: Date;
  before: Date;
  sector?: number | undefined;
  employerType?: number | undefined;
  /** The instants the period's second, third, ... months start: row `month` n counts month n (0: the first). */
  monthStarts: Date[];
  /** The same period as Port of Spain days `YYYY-MM-DD`, and its months `YYYY-MM`. */
  fromDay: string;
  toDay: string;
  months: string[];
}

/** One stage of the funnel: how many applications reached it in the period, and the median days it took. */
export interface StageRow {
  status: number;
  n: number;
  median: number | null;
}

/** Counts by month (its index in the period; `sector` null) and by sector (`month` null). */
export interface SplitRow {
  month: number | null;
  sector: number | null;
  n: number;
}

/**
 * Learner sign-ups waiting for an admin's decision now (the count kept by 0036's triggers on users),
 * and when the oldest of them signed up (the first entry of users_role_status_created_idx).
 */
export async function learnersWaiting(db: Db): Promise<{ n: number; oldest: Date | null }> {
  const result = await sql<{ n: number | null; oldest: Date | null }>`
    SELECT (SELECT n::int FROM account_counts WHERE role = ${ROLE_IDS.learner} AND status = 'pending') AS n,
           (SELECT min(created_at) FROM users WHERE role = ${ROLE_IDS.learner} AND status = 'pending') AS oldest`.execute(
    db,
  );
  const row = result.rows[0];
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}
