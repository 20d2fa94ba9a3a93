import { type Kysely, sql } from 'kysely';

// The employer's private notes on an application: read by the employer and the programme office,
// never by the learner, so they live apart from `placements.comments`, which the learner's calls
// return. Each note is stored as written ('[stamp] Company: text'), one row per note.
const statements = [
  `CREATE TABLE placement_notes (
    id serial PRIMARY KEY,
    placement_id integer NOT NULL REFERENCES placements (id) ON DELETE CASCADE,
    note text NOT NULL CHECK (char_length(note) BETWEEN 1 AND 2500),
    written_by integer REFERENCES users (id) ON DELETE SET NULL,
    written_at timestamptz NOT NULL DEFAULT now()
  )`,
  'CREATE INDEX placement_notes_placement_idx ON placement_notes (placement_id, id)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS placement_notes`.execute(db);
}
