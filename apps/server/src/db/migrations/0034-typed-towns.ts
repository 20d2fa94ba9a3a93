import { type Kysely, sql } from 'kysely';

// Issue 30, lists that fit the country. A city may be "Other (type it)" (OTHER_TOWN_ID); the town the
// person typed is kept beside the id, '' when a listed town was chosen. The domain limits it to 80
// characters on one line; the column check is the last guard.
const COLUMNS = [
  ['employers', 'emp_city_other'],
  ['learners', 'city_other'],
  ['learners', 'permanent_city_other'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of COLUMNS)
    await sql
      .raw(
        `ALTER TABLE ${table} ADD COLUMN ${column} text NOT NULL DEFAULT '' CHECK (char_length(${column}) <= 80)`,
      )
      .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of COLUMNS)
    await sql.raw(`ALTER TABLE ${table} DROP COLUMN IF EXISTS ${column}`).execute(db);
}
