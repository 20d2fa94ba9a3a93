import { type Kysely, sql } from 'kysely';
import { countPendingMigrations } from '../../db/migrate.ts';
import type { Database } from '../../db/schema.ts';

/** Runs the smallest query there is; throws when the database cannot be reached. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Whether every migration this code knows has run on the database; throws when it cannot be reached. */
export async function migrationsCurrent(db: Kysely<Database>): Promise<boolean> {
  return (await countPendingMigrations(db)) === 0;
}
