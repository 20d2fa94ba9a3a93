import { type Kysely, sql } from 'kysely';

// Job positions, their requirements and openings, and applications (placements) with their status
// history (spec 2 §3, PRODUCT.md §4). Date-times are timestamptz; the API speaks Port of Spain time.
const statements = [
  `CREATE TABLE job_positions (
    id serial PRIMARY KEY,
    employer_user_id integer NOT NULL REFERENCES employers (user_id) ON DELETE CASCADE,
    title text NOT NULL,
    sector integer NOT NULL,
    status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1, 2)),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX job_positions_employer_idx ON job_positions (employer_user_id, id)`,
  `CREATE TABLE job_requirements (
    id serial PRIMARY KEY,
    job_position_id integer NOT NULL REFERENCES job_positions (id) ON DELETE CASCADE,
    ordinal smallint NOT NULL,
    qualification_type text NOT NULL,
    certificate_name text NOT NULL,
    CONSTRAINT job_requirements_position_ordinal_key UNIQUE (job_position_id, ordinal)
  )`,
  `CREATE TABLE job_openings (
    id serial PRIMARY KEY,
    job_position_id integer NOT NULL REFERENCES job_positions (id) ON DELETE CASCADE,
    num_openings integer NOT NULL CHECK (num_openings >= 1),
    opens_at timestamptz NOT NULL,
    closes_at timestamptz NOT NULL,
    status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
    comment text NOT NULL DEFAULT '',
    closed_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK (closes_at > opens_at)
  )`,
  `CREATE INDEX job_openings_position_idx ON job_openings (job_position_id, id DESC)`,
  // Open jobs across employers (the learners' Browse) read active openings by closing time.
  `CREATE INDEX job_openings_active_idx ON job_openings (closes_at) WHERE status = 1`,
  `CREATE TABLE placements (
    id serial PRIMARY KEY,
    learner_user_id integer NOT NULL REFERENCES learners (user_id) ON DELETE CASCADE,
    job_opening_id integer NOT NULL REFERENCES job_openings (id) ON DELETE CASCADE,
    employer_user_id integer NOT NULL REFERENCES employers (user_id) ON DELETE CASCADE,
    placement_type smallint NOT NULL CHECK (placement_type BETWEEN 1 AND 5),
    status smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 7),
    interview_date date,
    interview_time time,
    interview_location text,
    interview_message text,
    comments text NOT NULL DEFAULT '',
    date_placed date,
    start_date date,
    end_date date,
    placement_officer text,
    pme_officer text,
    placement_assistant text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT placements_learner_opening_key UNIQUE (learner_user_id, job_opening_id)
  )`,
  // The employer is copied from the opening's position (which never changes hands) so that an
  // employer's newest applications, their count and the status counts are one index range each,
  // whatever the number of positions and openings. The trigger fills it on every insert.
  `CREATE FUNCTION placements_set_employer() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    SELECT jp.employer_user_id INTO NEW.employer_user_id
    FROM job_openings o JOIN job_positions jp ON jp.id = o.job_position_id
    WHERE o.id = NEW.job_opening_id;
    RETURN NEW;
  END $$`,
  `CREATE TRIGGER placements_set_employer BEFORE INSERT OR UPDATE OF job_opening_id ON placements
    FOR EACH ROW EXECUTE FUNCTION placements_set_employer()`,
  `CREATE INDEX placements_employer_idx ON placements (employer_user_id, created_at DESC, id DESC)`,
  `CREATE INDEX placements_employer_status_idx ON placements (employer_user_id, status)`,
  `CREATE INDEX placements_opening_idx ON placements (job_opening_id, created_at DESC, id DESC)`,
  `CREATE INDEX placements_learner_idx ON placements (learner_user_id, created_at DESC)`,
  `CREATE TABLE placement_status_history (
    id bigserial PRIMARY KEY,
    placement_id integer NOT NULL REFERENCES placements (id) ON DELETE CASCADE,
    from_status smallint,
    to_status smallint NOT NULL,
    changed_by integer REFERENCES users (id) ON DELETE SET NULL,
    changed_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX placement_status_history_placement_idx ON placement_status_history (placement_id, changed_at)`,
  // Interview mails carry an .ics invitation; the outbox keeps it with the mail until it is sent.
  `ALTER TABLE outbox ADD COLUMN attachments jsonb`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE outbox DROP COLUMN IF EXISTS attachments').execute(db);
  for (const table of [
    'placement_status_history',
    'placements',
    'job_openings',
    'job_requirements',
    'job_positions',
  ]) {
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  }
  await sql.raw('DROP FUNCTION IF EXISTS placements_set_employer()').execute(db);
}
