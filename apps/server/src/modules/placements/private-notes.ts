import { COMMENT_SEPARATOR } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listNotes } from './note-repository.ts';

/**
 * The employer's private notes of each application, joined as `placementComments` are ('' when
 * none). For the employer's and the office's answers only: a learner's answer never carries them.
 */
export async function privateNotesByPlacement(
  db: Kysely<Database>,
  placementIds: readonly number[],
): Promise<Map<number, string>> {
  const notes = new Map<number, string[]>();
  for (const row of await listNotes(db, placementIds)) {
    const list = notes.get(row.placement_id) ?? [];
    list.push(row.note);
    notes.set(row.placement_id, list);
  }
  return new Map(placementIds.map((id) => [id, (notes.get(id) ?? []).join(COMMENT_SEPARATOR)]));
}
