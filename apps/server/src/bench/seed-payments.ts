import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The banks of the bench: routing numbers with and without a leading zero. */
const ROUTING_NUMBERS = ['012345678', '001122334', '099887766', '123456789', '234567891', '045678912'];

/**
 * Makes every placed learner's `month` an Approved month of pay cycle 1, every employer one the
 * programme pays (Enterprise-Based employers become Institution-Based), adds the banks and gives
 * every placed learner a bank account set before the run and a confirmed agreement. One statement each: no row round trips.
 * Answers how many months the run will pay.
 */
export async function seedPayableMonths(db: Kysely<Database>, month: string): Promise<number> {
  await sql`UPDATE employers SET emp_type = 2 WHERE emp_type = 1`.execute(db);
  await sql`
    UPDATE timesheets
    SET status = 'Approved', pay_cycle = 1, days = '[]'::jsonb, days_credited = working_days,
        amount_cents = rate_cents, submitted_at = cut_off_at - interval '3 days',
        approved_at = cut_off_at - interval '2 days', approved_by = employer_user_id
    WHERE month = ${month}`.execute(db);
  await sql`
    INSERT INTO banks (name, routing_number)
    SELECT 'Bench Bank ' || i, (${ROUTING_NUMBERS}::text[])[i]
    FROM generate_series(1, ${ROUTING_NUMBERS.length}) AS i`.execute(db);
  await sql`
    INSERT INTO bank_accounts (user_id, bank_id, account_number, account_holder, changed_at)
    SELECT DISTINCT ON (p.learner_user_id) p.learner_user_id,
           (SELECT min(id) FROM banks) + p.learner_user_id % ${ROUTING_NUMBERS.length},
           lpad((1000000 + p.learner_user_id * 7)::text, 10, '0'),
           u.first_name || ' ' || u.last_name, now() - interval '90 days'
    FROM placements p JOIN users u ON u.id = p.learner_user_id
    WHERE p.status = 5`.execute(db);
  // Each learner confirmed the placement agreement long ago: no first payment waits for it (issue 29).
  await sql`
    INSERT INTO agreement_versions (placement_id, version, terms, terms_hash, drawn_at, confirm_by,
                                    confirmed_at, confirmed_by)
    SELECT p.id, 1, '{}'::jsonb, 'bench', now() - interval '60 days',
           (now() - interval '46 days')::date, now() - interval '50 days', p.learner_user_id
    FROM placements p
    WHERE p.status = 5`.execute(db);
  await sql`VACUUM ANALYZE timesheets`.execute(db);
  await sql`VACUUM ANALYZE bank_accounts`.execute(db);
  const counted = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM timesheets WHERE month = ${month} AND status = 'Approved'`.execute(db);
  return counted.rows[0]?.n ?? 0;
}
