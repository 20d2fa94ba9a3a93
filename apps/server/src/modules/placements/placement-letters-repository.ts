import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LetterRow } from './presenters.ts';

type Db = Kysely<Database>;

// A placement shows its letters; the letters module issues and revokes them.

/** The letters of these placements (without their content), newest first. */
export async function lettersOf(db: Db, placementIds: readonly number[]): Promise<LetterRow[]> {
  if (placementIds.length === 0) return [];
  return db
    .selectFrom('experience_letters')
    .select(['id', 'placement_id', 'code', 'issued_at', 'revoked_at', 'revoke_reason'])
    .select(sql<string>`content->>'verifyUrl'`.as('verify_url'))
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
