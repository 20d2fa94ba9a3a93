import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** Adds a private note to an application, as written ('[stamp] Company: text'). */
export async function insertNote(
  trx: Db,
  values: { placementId: number; note: string; by: number },
): Promise<void> {
  await trx
    .insertInto('placement_notes')
    .values({ placement_id: values.placementId, note: values.note, written_by: values.by })
    .execute();
}

/** The private notes of these applications, oldest first. */
export async function listNotes(db: Db, placementIds: readonly number[]) {
  if (placementIds.length === 0) return [];
  return db
    .selectFrom('placement_notes')
    .select(['placement_id', 'note'])
    .where('placement_id', 'in', placementIds)
    .orderBy('placement_id')
    .orderBy('id')
    .execute();
}
