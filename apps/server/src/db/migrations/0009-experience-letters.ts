import { type Kysely, sql } from 'kysely';

// Issue 10, letters and stipends:
// - `placements.monthly_stipend`: fixed when the learner is placed (the highest rate among their
//   qualifications on the start date), so that what the learner, the employer and the admin see does
//   not move when a profile or a rate changes later.
// - `experience_letters`: what a letter says is fixed when it is issued (`content`, with its SHA-256
//   `content_hash`); issuing again makes a new row. `code` is the public verification code (12
//   characters of Crockford base 32); a revoked letter keeps its row, with who, when and why.
const statements = [
  'ALTER TABLE placements ADD COLUMN monthly_stipend integer CHECK (monthly_stipend > 0)',
  `CREATE TABLE experience_letters (
    id serial PRIMARY KEY,
    placement_id integer NOT NULL REFERENCES placements (id) ON DELETE CASCADE,
    code text NOT NULL UNIQUE CHECK (code ~ '^[0-9A-HJKMNP-TV-Z]{12}$'),
    content jsonb NOT NULL,
    content_hash text NOT NULL CHECK (content_hash ~ '^[0-9a-f]{64}$'),
    issued_by integer REFERENCES users (id) ON DELETE SET NULL,
    issued_at timestamptz NOT NULL DEFAULT now(),
    revoked_at timestamptz,
    revoked_by integer REFERENCES users (id) ON DELETE SET NULL,
    revoke_reason text CHECK (char_length(revoke_reason) <= 500),
    CHECK ((revoked_at IS NULL) = (revoke_reason IS NULL))
  )`,
  'CREATE INDEX experience_letters_placement ON experience_letters (placement_id, issued_at DESC)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS experience_letters`.execute(db);
  await sql`ALTER TABLE placements DROP COLUMN IF EXISTS monthly_stipend`.execute(db);
}
