import { PLACEMENT_STATUS } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

// The changes of circumstance's own tables (issue 29): a placement's breaks (0030) and exit surveys (0033).

/** A placement's breaks, earliest first. */
export function breaksOf(db: Db, placementId: number) {
  return db
    .selectFrom('placement_breaks')
    .select(['id', 'placement_id', 'from_date', 'to_date', 'reason', 'extend_end', 'recorded_at'])
    .where('placement_id', '=', placementId)
    .orderBy('from_date')
    .orderBy('id')
    .execute();
}

/** One break row. */
export type BreakRow = Awaited<ReturnType<typeof breaksOf>>[number];

/** Records a break; answers its row. */
export function insertBreak(
  trx: Db,
  values: {
    placementId: number;
    from: string;
    to: string;
    reason: string;
    extendEnd: boolean;
    by: number;
    now: Date;
  },
): Promise<BreakRow> {
  return trx
    .insertInto('placement_breaks')
    .values({
      placement_id: values.placementId,
      from_date: values.from,
      to_date: values.to,
      reason: values.reason,
      extend_end: values.extendEnd,
      recorded_by: values.by,
      recorded_at: values.now,
    })
    .returning(['id', 'placement_id', 'from_date', 'to_date', 'reason', 'extend_end', 'recorded_at'])
    .executeTakeFirstOrThrow();
}

/** Saves the exit survey unless the placement has one; true when it was saved. */
export async function insertExitSurvey(
  trx: Db,
  values: { placementId: number; why: string; recommend: number; change: string; now: Date },
): Promise<boolean> {
  const row = await trx
    .insertInto('exit_surveys')
    .values({
      placement_id: values.placementId,
      why: values.why,
      recommend: values.recommend,
      change: values.change,
      answered_at: values.now,
    })
    .onConflict((oc) => oc.column('placement_id').doNothing())
    .returning('placement_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The applications of the placement's learner Selected (3) by another employer than the placement's,
 * the latest first: where a transfer may go.
 */
export function transferOptionsOf(db: Db, placementId: number) {
  return db
    .selectFrom('placements as current')
    .innerJoin('placements as p', (join) =>
      join
        .onRef('p.learner_user_id', '=', 'current.learner_user_id')
        .onRef('p.employer_user_id', '<>', 'current.employer_user_id'),
    )
    .innerJoin('job_openings as o', 'o.id', 'p.job_opening_id')
    .innerJoin('job_positions as jp', 'jp.id', 'o.job_position_id')
    .innerJoin('employers as e', 'e.user_id', 'p.employer_user_id')
    .select(['p.id', 'e.emp_id', 'e.emp_name', 'jp.title', 'p.created_at'])
    .where('current.id', '=', placementId)
    .where('p.status', '=', PLACEMENT_STATUS.SELECTED)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
}

/** The learner's placements that ended early (9) without an exit survey, oldest first. */
export async function exitSurveysDueOf(db: Db, learnerUserId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('placements as p')
    .leftJoin('exit_surveys as s', 's.placement_id', 'p.id')
    .select('p.id')
    .where('p.learner_user_id', '=', learnerUserId)
    .where('p.status', '=', PLACEMENT_STATUS.EXITED_EARLY)
    .where('s.placement_id', 'is', null)
    .orderBy('p.id')
    .execute();
  return rows.map((row) => row.id);
}
