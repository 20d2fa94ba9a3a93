import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Runs the smallest query there is; throws when the database cannot be reached. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
