import { JOB_OPENING_STATUS } from '@ojt/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { OPENING_COLUMNS, type OpeningRow } from './job-repository.ts';

type Db = Kysely<Database>;

// Publishing and unpublishing: the openings of a job position (job_openings).

/** A position's active openings whose window has not closed at `now` (what makes it Published). */
export async function liveOpenings(db: Db, positionId: number, now: Date): Promise<OpeningRow[]> {
  return db
    .selectFrom('job_openings as o')
    .select(OPENING_COLUMNS)
    .where('o.job_position_id', '=', positionId)
    .where('o.status', '=', JOB_OPENING_STATUS.ACTIVE)
    .where('o.closes_at', '>', now)
    .execute();
}

/** Marks as closed the position's active openings whose window ended before `now`. */
export async function closeLapsedOpenings(trx: Db, positionId: number, now: Date): Promise<void> {
  await trx
    .updateTable('job_openings')
    .set({ status: JOB_OPENING_STATUS.INACTIVE, closed_at: sql<Date>`closes_at` })
    .where('job_position_id', '=', positionId)
    .where('status', '=', JOB_OPENING_STATUS.ACTIVE)
    .where('closes_at', '<=', now)
    .execute();
}

export async function insertOpening(
  trx: Db,
  values: { positionId: number; numOpenings: number; opensAt: Date; closesAt: Date; comment: string },
): Promise<OpeningRow> {
  return trx
    .insertInto('job_openings')
    .values({
      job_position_id: values.positionId,
      num_openings: values.numOpenings,
      opens_at: values.opensAt,
      closes_at: values.closesAt,
      comment: values.comment,
    })
    .returning(['id', 'job_position_id', 'num_openings', 'opens_at', 'closes_at', 'status', 'comment'])
    .executeTakeFirstOrThrow();
}

/** Closes an opening now; answers false when it was not active (already closed). */
export async function closeOpening(trx: Db, id: number, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable('job_openings')
    .set({ status: JOB_OPENING_STATUS.INACTIVE, closed_at: now })
    .where('id', '=', id)
    .where('status', '=', JOB_OPENING_STATUS.ACTIVE)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The employer's active openings that have not closed at `now`, newest first; `sector` filters. */
export async function listLiveOpenings(
  db: Db,
  employerUserId: number,
  now: Date,
  sector?: number,
): Promise<OpeningRow[]> {
  let query = db
    .selectFrom('job_openings as o')
    .innerJoin('job_positions as jp', 'jp.id', 'o.job_position_id')
    .select(OPENING_COLUMNS)
    .where('jp.employer_user_id', '=', employerUserId)
    .where('o.status', '=', JOB_OPENING_STATUS.ACTIVE)
    .where('o.closes_at', '>', now);
  if (sector) query = query.where('jp.sector', '=', sector);
  return query.orderBy('o.id', 'desc').execute();
}
