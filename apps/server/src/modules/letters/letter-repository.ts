import type { LetterContent } from '@ojt/domain';
import { type Kysely, sql } from 'kysely';
import { LETTER_SUMMARY_COLUMNS, letterVerifyUrl } from '../../db/letter-summary.ts';
import type { Database } from '../../db/schema.ts';
import type { LetterRow } from '../placements/presenters.ts';

type Db = Kysely<Database>;

/** A letter with its content and the accounts of its employer and learner (who may download it). */
export async function findLetter(db: Db, letterId: number) {
  return db
    .selectFrom('experience_letters as x')
    .innerJoin('placements as p', 'p.id', 'x.placement_id')
    .select([
      'x.id',
      'x.placement_id',
      'x.code',
      'x.issued_at',
      'x.content',
      'x.content_hash',
      'x.revoked_at',
      'p.employer_user_id',
      'p.learner_user_id',
    ])
    .where('x.id', '=', letterId)
    .executeTakeFirst();
}

/** A letter by its verification code (stored form), with its content. */
export async function findLetterByCode(db: Db, code: string) {
  return db
    .selectFrom('experience_letters as x')
    .select(['x.content', 'x.content_hash', 'x.issued_at', 'x.revoked_at'])
    .where('x.code', '=', code)
    .executeTakeFirst();
}

/** Stores a new letter; undefined when its code is taken already (the caller draws another). */
export async function insertLetter(
  trx: Db,
  values: {
    placementId: number;
    code: string;
    content: LetterContent;
    contentHash: string;
    by: number;
    at: Date;
  },
): Promise<LetterRow | undefined> {
  return trx
    .insertInto('experience_letters')
    .values({
      placement_id: values.placementId,
      code: values.code,
      content: JSON.stringify(values.content),
      content_hash: values.contentHash,
      issued_by: values.by,
      issued_at: values.at,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning([...LETTER_SUMMARY_COLUMNS, letterVerifyUrl()])
    .executeTakeFirst();
}

/**
 * Revokes a letter not revoked yet, and holds its placement's letters (no new one until the office
 * allows it); undefined when it was revoked already.
 */
export async function markRevoked(trx: Db, letterId: number, reason: string, by: number, now: Date) {
  const revoked = await trx
    .updateTable('experience_letters')
    .set({ revoked_at: now, revoke_reason: reason, revoked_by: by })
    .where('id', '=', letterId)
    .where('revoked_at', 'is', null)
    .returning([...LETTER_SUMMARY_COLUMNS, letterVerifyUrl()])
    .executeTakeFirst();
  if (revoked) await setLettersHeld(trx, revoked.placement_id, true);
  return revoked;
}

/** Holds or releases new letters of a placement; true when that changed something. */
export async function setLettersHeld(trx: Db, placementId: number, held: boolean): Promise<boolean> {
  const row = await trx
    .updateTable('placements')
    .set({ letters_held: held })
    .where('id', '=', placementId)
    .where('letters_held', '=', !held)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The placement's letters not revoked, with the dates each states. */
export async function validLetters(db: Db, placementId: number) {
  return db
    .selectFrom('experience_letters')
    .select([
      'id',
      sql<string>`content->>'startDate'`.as('start_date'),
      sql<string>`content->>'endDate'`.as('end_date'),
    ])
    .where('placement_id', '=', placementId)
    .where('revoked_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** Sets a placement's start and end dates and releases its letters. */
export async function correctDates(
  trx: Db,
  placementId: number,
  dates: { startDate: string; endDate: string },
  now: Date,
) {
  await trx
    .updateTable('placements')
    .set({ start_date: dates.startDate, end_date: dates.endDate, letters_held: false, updated_at: now })
    .where('id', '=', placementId)
    .execute();
}

/** The employer's address lines and signatory, as a letter prints them. */
export async function findLetterhead(db: Db, employerUserId: number) {
  return db
    .selectFrom('employers')
    .select([
      'emp_name',
      'emp_street',
      'emp_city',
      'emp_city_other',
      'emp_state',
      'emp_country',
      'emp_p_name',
      'emp_p_title',
    ])
    .where('user_id', '=', employerUserId)
    .executeTakeFirst();
}
