import { type Kysely, sql } from 'kysely';

// Issue 29, progress reviews: one row per review of a placement (`seq` 1 is the 4-week review, then
// one every 12 weeks), made lazily by the service whenever reviews are read (up to 28 days ahead),
// unique by (placement_id, seq) so two readers at once make one row. A break moves an unsigned row's
// due date. The learner's part (rating, what would help), the supervisor's (the final evaluation's
// four 1-5 scores, remarks) and the officer's sign-off (actions, risk) are columns: one of each.
// `stage`: Pending → Scheduled (a future meeting) or Held (a past one) → SignedOff.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE reviews (
    id serial PRIMARY KEY,
    placement_id integer NOT NULL REFERENCES placements (id) ON DELETE CASCADE,
    seq integer NOT NULL CHECK (seq >= 1),
    due_date date NOT NULL,
    stage text NOT NULL DEFAULT 'Pending' CHECK (stage IN ('Pending', 'Scheduled', 'Held', 'SignedOff')),
    scheduled_at timestamptz,
    place text CHECK (length(place) BETWEEN 1 AND 200),
    scheduled_by integer REFERENCES users (id) ON DELETE SET NULL,
    learner_rating smallint CHECK (learner_rating BETWEEN 1 AND 5),
    learner_help text,
    learner_at timestamptz,
    employer_attendance smallint CHECK (employer_attendance BETWEEN 1 AND 5),
    employer_punctuality smallint CHECK (employer_punctuality BETWEEN 1 AND 5),
    employer_quality smallint CHECK (employer_quality BETWEEN 1 AND 5),
    employer_teamwork smallint CHECK (employer_teamwork BETWEEN 1 AND 5),
    employer_remarks text,
    employer_at timestamptz,
    actions text,
    risk text CHECK (risk IN ('Low', 'Medium', 'High')),
    signed_off_by integer REFERENCES users (id) ON DELETE SET NULL,
    signed_off_at timestamptz,
    created_at timestamptz NOT NULL,
    UNIQUE (placement_id, seq),
    CHECK ((stage = 'SignedOff') = (signed_off_at IS NOT NULL)),
    CHECK (signed_off_at IS NULL OR (learner_at IS NOT NULL AND employer_at IS NOT NULL AND risk IS NOT NULL))
  )`.execute(db);
  // The office's lists: open reviews by due date; the summary's latest signed-off risk per placement.
  await sql`CREATE INDEX reviews_open_due_idx ON reviews (due_date) WHERE signed_off_at IS NULL`.execute(db);
  await sql`CREATE INDEX reviews_signed_idx ON reviews (placement_id, signed_off_at) WHERE signed_off_at IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS reviews`.execute(db);
}
