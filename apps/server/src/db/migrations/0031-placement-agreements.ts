import { type Kysely, sql } from 'kysely';

// Issue 29, the placement agreement. A version is drawn when a learner is placed and again when the
// recorded terms change: its terms are frozen as JSON with their SHA-256, and it is due 14 days
// after it was drawn (`confirm_by`, a Port of Spain day). Its two reminders (7 and 12 days) are
// remembered on the row, set in the transaction that queues their mail, so they go once. The
// learner's questions are one thread per placement, each naming the version it was about. The
// employer states the placement's hours and days (default Monday to Friday, 40 hours); the office
// keeps one conditions text. A stipend line held back says why (no bank details, or the agreement
// not confirmed yet).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE placements
    ADD COLUMN hours_per_week smallint NOT NULL DEFAULT 40 CHECK (hours_per_week BETWEEN 1 AND 60),
    ADD COLUMN work_days text NOT NULL DEFAULT 'Mon,Tue,Wed,Thu,Fri'`.execute(db);
  await sql`CREATE TABLE agreement_versions (
    id serial PRIMARY KEY,
    placement_id integer NOT NULL REFERENCES placements (id) ON DELETE CASCADE,
    version integer NOT NULL CHECK (version >= 1),
    terms jsonb NOT NULL,
    terms_hash text NOT NULL,
    drawn_at timestamptz NOT NULL,
    confirm_by date NOT NULL,
    confirmed_at timestamptz,
    confirmed_by integer REFERENCES users (id) ON DELETE SET NULL,
    reminded_7_at timestamptz,
    reminded_12_at timestamptz,
    UNIQUE (placement_id, version)
  )`.execute(db);
  await sql`CREATE INDEX agreement_versions_unconfirmed_idx ON agreement_versions (confirm_by)
    WHERE confirmed_at IS NULL`.execute(db);
  await sql`CREATE TABLE agreement_questions (
    id serial PRIMARY KEY,
    placement_id integer NOT NULL REFERENCES placements (id) ON DELETE CASCADE,
    version integer NOT NULL,
    question text NOT NULL CHECK (length(question) BETWEEN 1 AND 2000),
    asked_by integer REFERENCES users (id) ON DELETE SET NULL,
    asked_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX agreement_questions_placement_idx ON agreement_questions (placement_id, asked_at)`.execute(
    db,
  );
  await sql`CREATE TABLE agreement_settings (
    id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    conditions text,
    updated_by integer REFERENCES users (id) ON DELETE SET NULL,
    updated_at timestamptz
  )`.execute(db);
  await sql`INSERT INTO agreement_settings (id) VALUES (1)`.execute(db);
  await sql`ALTER TABLE payment_lines
    ADD COLUMN held_reason text CHECK (held_reason IN ('no-bank', 'agreement'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payment_lines DROP COLUMN IF EXISTS held_reason`.execute(db);
  await sql`DROP TABLE IF EXISTS agreement_settings`.execute(db);
  await sql`DROP TABLE IF EXISTS agreement_questions`.execute(db);
  await sql`DROP TABLE IF EXISTS agreement_versions`.execute(db);
  await sql`ALTER TABLE placements DROP COLUMN IF EXISTS hours_per_week, DROP COLUMN IF EXISTS work_days`.execute(
    db,
  );
}
