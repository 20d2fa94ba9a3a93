import type { Kysely } from 'kysely';
import { LETTER_SUMMARY_COLUMNS, letterVerifyUrl } from '../../db/letter-summary.ts';
import type { Database } from '../../db/schema.ts';
import type { LetterRow } from './presenters.ts';

type Db = Kysely<Database>;

// A placement shows its letters; the letters module issues and revokes them.

/** The letters of these placements (without their content), newest first. */
export async function lettersOf(db: Db, placementIds: readonly number[]): Promise<LetterRow[]> {
  if (placementIds.length === 0) return [];
  return db
    .selectFrom('experience_letters')
    .select([...LETTER_SUMMARY_COLUMNS, letterVerifyUrl()])
    .where('placement_id', 'in', placementIds)
    .orderBy('issued_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Whether new letters of the placement are held after a revocation. */
export async function lettersHeld(db: Db, placementId: number): Promise<boolean> {
  const row = await db
    .selectFrom('placements')
    .select('letters_held')
    .where('id', '=', placementId)
    .executeTakeFirst();
  return row?.letters_held ?? false;
}
