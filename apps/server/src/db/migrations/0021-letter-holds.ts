import { type Kysely, sql } from 'kysely';

// Letters people can rely on:
// - `placements.letters_held`: set when a letter of the placement is revoked; while set, its employer
//   cannot generate a new letter. The office clears it by allowing a reissue or correcting the dates.
//   A placement whose newest letter event is a revocation starts held.
// - A placement completed before its end date ends on the day it was completed (Port of Spain time),
//   so its letters state the dates actually served. Earlier early completions are brought in line,
//   except one completed before its start date, which the office corrects by hand.
const statements = [
  'ALTER TABLE placements ADD COLUMN letters_held boolean NOT NULL DEFAULT false',
  `UPDATE placements p SET letters_held = true
    WHERE EXISTS (
      SELECT 1 FROM experience_letters x
       WHERE x.placement_id = p.id AND x.revoked_at IS NOT NULL
         AND NOT EXISTS (
           SELECT 1 FROM experience_letters y WHERE y.placement_id = p.id AND y.issued_at > x.revoked_at
         )
    )`,
  `UPDATE placements p SET end_date = (ev.completed_at AT TIME ZONE 'America/Port_of_Spain')::date
     FROM placement_evaluations ev
    WHERE ev.placement_id = p.id AND p.status = 7 AND p.start_date IS NOT NULL
      AND (ev.completed_at AT TIME ZONE 'America/Port_of_Spain')::date >= p.start_date
      AND (p.end_date IS NULL OR p.end_date > (ev.completed_at AT TIME ZONE 'America/Port_of_Spain')::date)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE placements DROP COLUMN IF EXISTS letters_held`.execute(db);
}
