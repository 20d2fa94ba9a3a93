import { type Kysely, sql } from 'kysely';

// Issue 11, Reports by employer type: the filter joined every history, placement and opening row of
// the period to `employers` for its type (p95 ~230 ms at 100,000 placements). The type is now copied
// onto those rows as the sector is (0010, 0013): set on insert by the same triggers, and kept in step
// when an employer's profile changes its type. The report indexes include it.
const statements = [
  'ALTER TABLE placements ADD COLUMN employer_type integer',
  'ALTER TABLE job_openings ADD COLUMN employer_type integer',
  'ALTER TABLE placement_status_history ADD COLUMN employer_type integer',
  `UPDATE placements p SET employer_type = e.emp_type FROM employers e WHERE e.user_id = p.employer_user_id`,
  `UPDATE job_openings o SET employer_type = e.emp_type FROM employers e WHERE e.user_id = o.employer_user_id`,
  `UPDATE placement_status_history h SET employer_type = p.employer_type
    FROM placements p WHERE p.id = h.placement_id`,
  `CREATE OR REPLACE FUNCTION placements_set_employer() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    SELECT jp.employer_user_id, jp.sector, e.emp_type
      INTO NEW.employer_user_id, NEW.sector, NEW.employer_type
    FROM job_openings o
      JOIN job_positions jp ON jp.id = o.job_position_id
      JOIN employers e ON e.user_id = jp.employer_user_id
    WHERE o.id = NEW.job_opening_id;
    RETURN NEW;
  END $$`,
  `CREATE OR REPLACE FUNCTION job_openings_facts() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    SELECT jp.sector, jp.employer_user_id, e.emp_type
      INTO NEW.sector, NEW.employer_user_id, NEW.employer_type
    FROM job_positions jp JOIN employers e ON e.user_id = jp.employer_user_id
    WHERE jp.id = NEW.job_position_id;
    RETURN NEW;
  END $$`,
  `CREATE OR REPLACE FUNCTION placement_status_history_facts() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    SELECT created_at, sector, employer_user_id, employer_type
      INTO NEW.applied_at, NEW.sector, NEW.employer_user_id, NEW.employer_type
    FROM placements WHERE id = NEW.placement_id;
    RETURN NEW;
  END $$`,
  `CREATE FUNCTION employers_type_to_copies() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE placements SET employer_type = NEW.emp_type WHERE employer_user_id = NEW.user_id;
    UPDATE job_openings SET employer_type = NEW.emp_type WHERE employer_user_id = NEW.user_id;
    UPDATE placement_status_history SET employer_type = NEW.emp_type WHERE employer_user_id = NEW.user_id;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER employers_type_to_copies AFTER UPDATE OF emp_type ON employers
    FOR EACH ROW WHEN (OLD.emp_type IS DISTINCT FROM NEW.emp_type)
    EXECUTE FUNCTION employers_type_to_copies()`,
  'DROP INDEX placement_status_history_report_idx',
  `CREATE INDEX placement_status_history_report_idx
    ON placement_status_history (changed_at)
    INCLUDE (to_status, applied_at, sector, employer_user_id, employer_type)
    WHERE to_status IN (2, 3, 5, 6, 7)`,
  'DROP INDEX job_openings_opens_idx',
  `CREATE INDEX job_openings_opens_idx
    ON job_openings (opens_at) INCLUDE (num_openings, sector, employer_user_id, employer_type)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TRIGGER IF EXISTS employers_type_to_copies ON employers').execute(db);
  await sql.raw('DROP FUNCTION IF EXISTS employers_type_to_copies()').execute(db);
  for (const table of ['placements', 'job_openings', 'placement_status_history']) {
    await sql.raw(`ALTER TABLE ${table} DROP COLUMN IF EXISTS employer_type`).execute(db);
  }
}
