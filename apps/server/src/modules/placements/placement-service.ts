import type { ExperienceLetter } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { lettersHeld, lettersOf } from './placement-letters-repository.ts';
import { lockPlacement, type PlacementRow } from './placement-repository.ts';
import { toExperienceLetter } from './presenters.ts';

type Db = Kysely<Database>;

// What other modules may ask of a placement (letters, exports, a learner's data): reads and the lock.

export { type PlacementExportRow, placementBatch } from './placement-export-repository.ts';
export type { PlacementRow };

/**
 * Locks the placement for the rest of the transaction and reads it, with the account emails of its
 * learner and employer; undefined when unknown.
 */
export function lockPlacementForChange(trx: Db, placementId: number) {
  return lockPlacement(trx, placementId);
}

/** The letters of these placements in the API's shape, by placement (newest first). */
export async function lettersByPlacement(
  db: Db,
  placementIds: readonly number[],
): Promise<Map<number, ExperienceLetter[]>> {
  const byPlacement = new Map<number, ExperienceLetter[]>();
  for (const row of await lettersOf(db, placementIds)) {
    const list = byPlacement.get(row.placement_id) ?? [];
    list.push(toExperienceLetter(row));
    byPlacement.set(row.placement_id, list);
  }
  return byPlacement;
}

/** Whether the placement's employer is held from generating a new letter after a revocation. */
export function newLettersHeld(db: Db, placementId: number): Promise<boolean> {
  return lettersHeld(db, placementId);
}
