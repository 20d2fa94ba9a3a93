import { type Kysely, sql } from 'kysely';

// The learner profile's four lists (spec 2 §3), each row numbered by `ordinal` in the order the
// learner gave it; a saved list replaces the learner's rows. And the indexes of the learners'
// Browse: active openings of active positions in a sector, whose window contains now.
const statements = [
  `CREATE TABLE learner_identifications (
    id serial PRIMARY KEY,
    learner_user_id integer NOT NULL REFERENCES learners (user_id) ON DELETE CASCADE,
    ordinal smallint NOT NULL,
    identification_type text NOT NULL,
    identification_number text NOT NULL,
    issuing_authority text NOT NULL DEFAULT '',
    issue_date date,
    expiry_date date,
    CONSTRAINT learner_identifications_ordinal_key UNIQUE (learner_user_id, ordinal)
  )`,
  `CREATE TABLE learner_experience (
    id serial PRIMARY KEY,
    learner_user_id integer NOT NULL REFERENCES learners (user_id) ON DELETE CASCADE,
    ordinal smallint NOT NULL,
    company text NOT NULL,
    position text NOT NULL,
    start_date date,
    end_date date,
    description text NOT NULL DEFAULT '',
    CONSTRAINT learner_experience_ordinal_key UNIQUE (learner_user_id, ordinal)
  )`,
  `CREATE TABLE learner_qualifications (
    id serial PRIMARY KEY,
    learner_user_id integer NOT NULL REFERENCES learners (user_id) ON DELETE CASCADE,
    ordinal smallint NOT NULL,
    qualification_type text NOT NULL,
    certificate_name text NOT NULL,
    institution text NOT NULL DEFAULT '',
    year_obtained smallint,
    description text NOT NULL DEFAULT '',
    CONSTRAINT learner_qualifications_ordinal_key UNIQUE (learner_user_id, ordinal)
  )`,
  `CREATE TABLE learner_references (
    id serial PRIMARY KEY,
    learner_user_id integer NOT NULL REFERENCES learners (user_id) ON DELETE CASCADE,
    ordinal smallint NOT NULL,
    name text NOT NULL,
    relationship text NOT NULL DEFAULT '',
    phone text NOT NULL DEFAULT '',
    email text NOT NULL DEFAULT '',
    company text NOT NULL DEFAULT '',
    position text NOT NULL DEFAULT '',
    CONSTRAINT learner_references_ordinal_key UNIQUE (learner_user_id, ordinal)
  )`,
  // Browse by sector: the active positions of a sector, then their live openings.
  `CREATE INDEX job_positions_active_sector_idx ON job_positions (sector, id) WHERE status = 1`,
  `CREATE INDEX job_openings_live_idx ON job_openings (job_position_id, closes_at, opens_at) WHERE status = 1`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['job_openings_live_idx', 'job_positions_active_sector_idx']) {
    await sql.raw(`DROP INDEX IF EXISTS ${index}`).execute(db);
  }
  for (const table of [
    'learner_references',
    'learner_qualifications',
    'learner_experience',
    'learner_identifications',
  ]) {
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  }
}
