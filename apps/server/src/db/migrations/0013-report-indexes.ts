import { type Kysely, sql } from 'kysely';

// Issue 11, Reports. A period's stages are read from the status history alone: each row carries what
// the report groups and filters by (when the application was made, its sector and employer), kept by
// triggers, and one partial index holds them all, so a year of 100,000 placements is one index range
// with no join. Openings carry their position's sector and employer too: a period's openings are one
// index range with their counts.
const statements = [
  `ALTER TABLE placement_status_history
    ADD COLUMN applied_at timestamptz,
    ADD COLUMN sector integer,
    ADD COLUMN employer_user_id integer`,
  `UPDATE placement_status_history h
    SET applied_at = p.created_at, sector = p.sector, employer_user_id = p.employer_user_id
    FROM placements p WHERE p.id = h.placement_id`,
  `CREATE FUNCTION placement_status_history_facts() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    SELECT created_at, sector, employer_user_id INTO NEW.applied_at, NEW.sector, NEW.employer_user_id
    FROM placements WHERE id = NEW.placement_id;
    RETURN NEW;
  END $$`,
  `CREATE TRIGGER placement_status_history_facts BEFORE INSERT ON placement_status_history
    FOR EACH ROW EXECUTE FUNCTION placement_status_history_facts()`,
  // A position's new sector reaches its placements (0010), and from them their history.
  `CREATE FUNCTION placements_facts_to_history() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE placement_status_history
      SET applied_at = NEW.created_at, sector = NEW.sector
      WHERE placement_id = NEW.id;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER placements_facts_to_history AFTER UPDATE OF sector, created_at ON placements
    FOR EACH ROW WHEN (OLD.sector IS DISTINCT FROM NEW.sector OR OLD.created_at IS DISTINCT FROM NEW.created_at)
    EXECUTE FUNCTION placements_facts_to_history()`,
  `CREATE INDEX placement_status_history_report_idx
    ON placement_status_history (changed_at) INCLUDE (to_status, applied_at, sector, employer_user_id)
    WHERE to_status IN (2, 3, 5, 6, 7)`,
  // Openings carry their position's sector and employer the same way.
  'ALTER TABLE job_openings ADD COLUMN sector integer, ADD COLUMN employer_user_id integer',
  `UPDATE job_openings o SET sector = jp.sector, employer_user_id = jp.employer_user_id
    FROM job_positions jp WHERE jp.id = o.job_position_id`,
  `CREATE FUNCTION job_openings_facts() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    SELECT sector, employer_user_id INTO NEW.sector, NEW.employer_user_id
    FROM job_positions WHERE id = NEW.job_position_id;
    RETURN NEW;
  END $$`,
  `CREATE TRIGGER job_openings_facts BEFORE INSERT OR UPDATE OF job_position_id ON job_openings
    FOR EACH ROW EXECUTE FUNCTION job_openings_facts()`,
  `CREATE FUNCTION job_positions_sector_to_openings() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE job_openings SET sector = NEW.sector WHERE job_position_id = NEW.id;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER job_positions_sector_to_openings AFTER UPDATE OF sector ON job_positions
    FOR EACH ROW WHEN (OLD.sector IS DISTINCT FROM NEW.sector)
    EXECUTE FUNCTION job_positions_sector_to_openings()`,
  'CREATE INDEX job_openings_opens_idx ON job_openings (opens_at) INCLUDE (num_openings, sector, employer_user_id)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX IF EXISTS job_openings_opens_idx').execute(db);
  await sql.raw('DROP TRIGGER IF EXISTS job_positions_sector_to_openings ON job_positions').execute(db);
  await sql.raw('DROP FUNCTION IF EXISTS job_positions_sector_to_openings()').execute(db);
  await sql.raw('DROP TRIGGER IF EXISTS job_openings_facts ON job_openings').execute(db);
  await sql.raw('DROP FUNCTION IF EXISTS job_openings_facts()').execute(db);
  await sql.raw('ALTER TABLE job_openings DROP COLUMN sector, DROP COLUMN employer_user_id').execute(db);
  await sql.raw('DROP TRIGGER IF EXISTS placements_facts_to_history ON placements').execute(db);
  await sql.raw('DROP FUNCTION IF EXISTS placements_facts_to_history()').execute(db);
  await sql
    .raw('DROP TRIGGER IF EXISTS placement_status_history_facts ON placement_status_history')
    .execute(db);
  await sql.raw('DROP FUNCTION IF EXISTS placement_status_history_facts()').execute(db);
  await sql
    .raw(
      'ALTER TABLE placement_status_history DROP COLUMN applied_at, DROP COLUMN sector, DROP COLUMN employer_user_id',
    )
    .execute(db);
}
