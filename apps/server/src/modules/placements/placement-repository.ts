import {
  APPLICANT_VIEW_MONTHS_AFTER_COMPLETION,
  LIVE_APPLICATION_STATUSES,
  PLACEMENT_STATUS,
  SELECTED_PLACEMENT_STATUSES,
} from '@ojt/domain';
import { type Kysely, sql, type Updateable } from 'kysely';
import type { Database, PlacementsTable } from '../../db/schema.ts';

type Db = Kysely<Database>;

function selectPlacementRows(db: Db) {
  return (
    db
      .selectFrom('placements as p')
      .innerJoin('job_openings as o', 'o.id', 'p.job_opening_id')
      .innerJoin('job_positions as jp', 'jp.id', 'o.job_position_id')
      .innerJoin('employers as e', 'e.user_id', 'jp.employer_user_id')
      .innerJoin('learners as l', 'l.user_id', 'p.learner_user_id')
      // The employer's evaluation, once the placement is completed (one row at most: its key is the placement).
      .leftJoin('placement_evaluations as ev', 'ev.placement_id', 'p.id')
      .select([
        'p.id',
        'p.placement_type',
        'p.status',
        'p.interview_date',
        'p.interview_time',
        'p.interview_location',
        'p.interview_message',
        'p.comments',
        'p.date_placed',
        'p.start_date',
        'p.end_date',
        'p.placement_officer',
        'p.pme_officer',
        'p.placement_assistant',
        'p.monthly_stipend',
        'p.stipend_level',
        'p.transferred_from',
        'p.transferred_to',
        'p.exit_reason',
        'p.exit_details',
        'p.exited_at',
        'p.created_at',
        'p.learner_user_id',
        'l.learner_id',
        'l.first_name',
        'l.last_name',
        'l.middle_name',
        'l.email_personal',
        'l.phone_mobile',
        'o.id as opening_id',
        'o.job_position_id',
        'o.num_openings',
        'o.opens_at',
        'o.closes_at',
        'o.status as opening_status',
        'o.comment as opening_comment',
        'jp.title',
        'jp.sector',
        'jp.employer_user_id',
        'e.emp_id',
        'e.emp_name',
        'e.emp_p_name',
        'ev.attendance as eval_attendance',
        'ev.punctuality as eval_punctuality',
        'ev.quality as eval_quality',
        'ev.teamwork as eval_teamwork',
        'ev.remarks as eval_remarks',
        'ev.completed_early_reason as eval_early_reason',
        'ev.completed_at as eval_completed_at',
      ])
  );
}

/** One application with its learner, opening and position, as the lists and answers need it. */
export type PlacementRow = Awaited<
  ReturnType<ReturnType<typeof selectPlacementRows>['executeTakeFirstOrThrow']>
>;

/** Which applications a list shows: an employer's, optionally of one opening. */
export interface PlacementFilter {
  employerUserId: number;
  openingId?: number | undefined;
  status?: number | undefined;
  /** Any of these statuses (when `status` is not given). */
  statuses?: readonly number[] | undefined;
}

function filtered(db: Db, filter: PlacementFilter) {
  let query = selectPlacementRows(db).where('p.employer_user_id', '=', filter.employerUserId);
  if (filter.openingId) query = query.where('p.job_opening_id', '=', filter.openingId);
  if (filter.status) query = query.where('p.status', '=', filter.status);
  else if (filter.statuses) query = query.where('p.status', 'in', [...filter.statuses]);
  return query;
}

/** Applications, newest first; `limit`/`offset` page them. */
export async function listPlacements(
  db: Db,
  filter: PlacementFilter,
  page?: { limit: number; offset: number },
): Promise<PlacementRow[]> {
  let query = filtered(db, filter).orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
  if (page) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

export async function countPlacements(db: Db, filter: PlacementFilter): Promise<number> {
  let query = db
    .selectFrom('placements as p')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('p.employer_user_id', '=', filter.employerUserId);
  if (filter.openingId) query = query.where('p.job_opening_id', '=', filter.openingId);
  if (filter.status) query = query.where('p.status', '=', filter.status);
  else if (filter.statuses) query = query.where('p.status', 'in', [...filter.statuses]);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.total);
}

/** All of an employer's applications, and those Selected or Placed. */
export async function countEmployerPlacements(db: Db, employerUserId: number) {
  const row = await db
    .selectFrom('placements as p')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn
        .countAll<number>()
        .filterWhere('p.status', 'in', [...SELECTED_PLACEMENT_STATUSES])
        .as('selected'),
    ])
    .where('p.employer_user_id', '=', employerUserId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), selected: Number(row.selected) };
}

export async function findPlacement(db: Db, id: number): Promise<PlacementRow | undefined> {
  return selectPlacementRows(db).where('p.id', '=', id).executeTakeFirst();
}

/**
 * Locks an application for the rest of the transaction and reads it with the account emails of its
 * learner (`account_email`) and its employer (`employer_email`).
 */
export async function lockPlacement(trx: Db, id: number) {
  await trx.selectFrom('placements').select('id').where('id', '=', id).forUpdate().execute();
  return selectPlacementRows(trx)
    .innerJoin('users as u', 'u.id', 'p.learner_user_id')
    .innerJoin('users as eu', 'eu.id', 'p.employer_user_id')
    .select(['u.email as account_email', 'eu.email as employer_email'])
    .where('p.id', '=', id)
    .executeTakeFirst();
}

/** The columns a change of a placement writes: all but its keys, copies, stamps and letters' hold. */
export type PlacementChange = Omit<
  Updateable<PlacementsTable>,
  | 'id'
  | 'learner_user_id'
  | 'job_opening_id'
  | 'employer_user_id'
  | 'sector'
  | 'letters_held'
  | 'created_at'
  | 'updated_at'
>;

export async function updatePlacement(
  trx: Db,
  id: number,
  change: PlacementChange,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('placements')
    .set({ ...change, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/**
 * Creates an application; answers its id, or `undefined` when the learner already applied to the
 * opening (the unique key decides, so two quick clicks cannot make two).
 */
export async function insertPlacement(
  trx: Db,
  values: { learnerUserId: number; openingId: number; placementType: number; status: number; at: Date },
): Promise<number | undefined> {
  const row = await trx
    .insertInto('placements')
    .values({
      learner_user_id: values.learnerUserId,
      job_opening_id: values.openingId,
      placement_type: values.placementType,
      status: values.status,
      created_at: values.at,
      updated_at: values.at,
    })
    .onConflict((oc) => oc.columns(['learner_user_id', 'job_opening_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Records a status change of an application: from, to, who, when. */
export async function insertStatusChange(
  trx: Db,
  change: { placementId: number; from: number | null; to: number; by: number; at: Date },
): Promise<void> {
  await trx
    .insertInto('placement_status_history')
    .values({
      placement_id: change.placementId,
      from_status: change.from,
      to_status: change.to,
      changed_by: change.by,
      changed_at: change.at,
    })
    .execute();
}

/** Stores the employer's evaluation of a placement it completes. */
export async function insertEvaluation(
  trx: Db,
  values: {
    placementId: number;
    attendance: number;
    punctuality: number;
    quality: number;
    teamwork: number;
    remarks: string;
    earlyReason: string | null;
    by: number;
    at: Date;
  },
): Promise<void> {
  await trx
    .insertInto('placement_evaluations')
    .values({
      placement_id: values.placementId,
      attendance: values.attendance,
      punctuality: values.punctuality,
      quality: values.quality,
      teamwork: values.teamwork,
      remarks: values.remarks,
      completed_early_reason: values.earlyReason,
      completed_at: values.at,
      completed_by: values.by,
    })
    .execute();
}

/**
 * True when the learner (by username) has a live application to one of the employer's openings:
 * Applied, Interview scheduled, Selected or Placed, or Completed less than
 * `APPLICANT_VIEW_MONTHS_AFTER_COMPLETION` months ago (by the evaluation's completion time).
 */
export async function hasLiveApplicationToEmployer(
  db: Db,
  learnerId: string,
  employerUserId: number,
  now: Date,
) {
  const row = await db
    .selectFrom('placements as p')
    .innerJoin('learners as l', 'l.user_id', 'p.learner_user_id')
    .leftJoin('placement_evaluations as ev', 'ev.placement_id', 'p.id')
    .select('p.id')
    .where(sql<string>`lower(l.learner_id)`, '=', learnerId.toLowerCase())
    .where('p.employer_user_id', '=', employerUserId)
    .where((eb) =>
      eb.or([
        eb('p.status', 'in', [...LIVE_APPLICATION_STATUSES]),
        eb.and([
          eb('p.status', '=', PLACEMENT_STATUS.COMPLETED),
          eb(
            'ev.completed_at',
            '>',
            sql<Date>`${now}::timestamptz - make_interval(months => ${APPLICANT_VIEW_MONTHS_AFTER_COMPLETION})`,
          ),
        ]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A learner's applications (by account id), newest first: the learner's My Applications. */
export async function listLearnerPlacements(db: Db, learnerUserId: number): Promise<PlacementRow[]> {
  return selectPlacementRows(db)
    .where('p.learner_user_id', '=', learnerUserId)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
}
