import { reportQuerySchema } from '@ojt/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { systemClock } from '../lib/clock.ts';
import { programmeReport } from '../modules/reports/report-service.ts';
import { oracleParts } from '../test/report-oracle.ts';

// The COPY seed writes with triggers off (seed-copy.ts), so bench:admin checks what the triggers
// would have made: on a sample of one application in 500, the facts copied onto placements, openings
// and history rows (0003, 0010, 0013, 0014) against their sources; and the report (0036's summaries,
// rebuilt after the seed) against the old queries over the rows.

/** Sampled rows whose copied facts differ from their sources' (throws if any), and how many were read. */
export async function verifySeedSample(db: Kysely<Database>): Promise<number> {
  const result = await sql<{ sampled: number; wrong: number }>`
    SELECT count(DISTINCT p.id)::int AS sampled,
           count(*) FILTER (WHERE
             (p.employer_user_id, p.sector, p.employer_type) IS DISTINCT FROM (jp.employer_user_id, jp.sector, e.emp_type)
             OR (o.sector, o.employer_user_id, o.employer_type) IS DISTINCT FROM (jp.sector, jp.employer_user_id, e.emp_type)
             OR (h.applied_at, h.sector, h.employer_user_id, h.employer_type)
                IS DISTINCT FROM (p.created_at, p.sector, p.employer_user_id, p.employer_type)
             OR l.user_id IS NULL)::int AS wrong
    FROM placements p
    JOIN job_openings o ON o.id = p.job_opening_id
    JOIN job_positions jp ON jp.id = o.job_position_id
    JOIN employers e ON e.user_id = jp.employer_user_id
    LEFT JOIN learners l ON l.user_id = p.learner_user_id
    JOIN placement_status_history h ON h.placement_id = p.id
    WHERE p.id % 500 = 7`.execute(db);
  const { sampled, wrong } = result.rows[0] ?? { sampled: 0, wrong: 0 };
  if (wrong > 0) throw new Error(`${wrong} sampled rows carry facts their sources do not have`);
  return sampled;
}

/** Compares the report from the summaries with the old queries' for each query string; answers the differing ones. */
export async function reportsDiffering(db: Kysely<Database>, queries: string[]): Promise<string[]> {
  const differing: string[] = [];
  for (const query of queries) {
    const parsed = reportQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const deps = { db, clock: systemClock };
    const [summary, rows] = await Promise.all([
      programmeReport(deps, parsed),
      programmeReport(deps, parsed, oracleParts),
    ]);
    if (JSON.stringify(summary) !== JSON.stringify(rows)) differing.push(query);
  }
  return differing;
}
