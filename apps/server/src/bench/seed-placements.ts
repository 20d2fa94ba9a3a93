import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Gives every employer job positions (`benchPositions` for `benchEmpId`, 20 for the others), two
 * requirements each, a closed past opening and, for active positions, a live one; then
 * `benchApplications` applications to the bench employer's openings and as many to the others'.
 */
export async function seedPlacements(
  db: Kysely<Database>,
  benchEmpId: string,
  benchPositions: number,
  benchApplications: number,
): Promise<void> {
  await sql`
    INSERT INTO job_positions (employer_user_id, title, sector, status, created_at)
    SELECT e.user_id, 'Position ' || g, 1 + g % 46, CASE WHEN g % 10 = 0 THEN 0 ELSE 1 END,
           now() - make_interval(hours => g)
    FROM employers e
    CROSS JOIN LATERAL generate_series(1, CASE WHEN e.emp_id = ${benchEmpId} THEN ${benchPositions} ELSE 20 END) AS g`.execute(
    db,
  );
  await sql`
    INSERT INTO job_requirements (job_position_id, ordinal, qualification_type, certificate_name)
    SELECT jp.id, o, (ARRAY['CVQ','CXC'])[o], 'Certificate ' || o
    FROM job_positions jp CROSS JOIN generate_series(1, 2) AS o`.execute(db);
  await sql`
    INSERT INTO job_openings (job_position_id, num_openings, opens_at, closes_at, status, closed_at)
    SELECT id, 2, now() - interval '60 days', now() - interval '30 days', 0, now() - interval '30 days'
    FROM job_positions`.execute(db);
  await sql`
    INSERT INTO job_openings (job_position_id, num_openings, opens_at, closes_at, status, comment)
    SELECT id, 3, now() - interval '5 days', now() + interval '25 days', 1, 'Bring your certificates'
    FROM job_positions WHERE status = 1`.execute(db);
  // Learner n applies once to the bench employer's opening n mod (its openings), and once elsewhere.
  for (const bench of [true, false]) {
    await sql`
      WITH target AS (
        SELECT o.id, row_number() OVER (ORDER BY o.id) - 1 AS n
        FROM job_openings o
        JOIN job_positions jp ON jp.id = o.job_position_id
        JOIN employers e ON e.user_id = jp.employer_user_id
        WHERE (e.emp_id = ${benchEmpId}) = ${bench}
      ), learner AS (
        SELECT user_id, row_number() OVER (ORDER BY user_id) - 1 AS n FROM learners
      )
      INSERT INTO placements (learner_user_id, job_opening_id, placement_type, status, created_at)
      SELECT l.user_id, t.id, 1 + l.n % 5, 1 + l.n % 7, now() - make_interval(mins => l.n::int)
      -- The count as a scalar subquery, so the join is a hash join (with 100,000 openings, a join
      -- on t.n = l.n % t.c would compare every learner with every opening).
      FROM learner l JOIN target t ON t.n = l.n % (SELECT count(*) FROM target)
      WHERE l.n < ${benchApplications}`.execute(db);
  }
  await sql`
    INSERT INTO placement_status_history (placement_id, from_status, to_status, changed_by, changed_at)
    SELECT id, NULL, status, learner_user_id, created_at FROM placements`.execute(db);
  await sql`VACUUM ANALYZE`.execute(db);
}
