import { type AgreementTerms, PLACEMENT_STATUS, ROLE_IDS } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

// The placement agreement's tables (0031) and what it reads of a placement, its position, its
// employer and its learner to draw the terms. The only SQL of the agreements module.

function selectAgreementPlacement(db: Db) {
  return db
    .selectFrom('placements as p')
    .innerJoin('job_openings as o', 'o.id', 'p.job_opening_id')
    .innerJoin('job_positions as jp', 'jp.id', 'o.job_position_id')
    .innerJoin('employers as e', 'e.user_id', 'p.employer_user_id')
    .innerJoin('learners as l', 'l.user_id', 'p.learner_user_id')
    .innerJoin('users as lu', 'lu.id', 'p.learner_user_id')
    .innerJoin('users as eu', 'eu.id', 'p.employer_user_id')
    .select([
      'p.id',
      'p.status',
      'p.learner_user_id',
      'p.employer_user_id',
      'p.start_date',
      'p.end_date',
      'p.placement_officer',
      'p.pme_officer',
      'p.placement_assistant',
      'p.monthly_stipend',
      'p.stipend_level',
      'p.hours_per_week',
      'p.work_days',
      'jp.title',
      'jp.sector',
      'e.emp_name',
      'e.emp_street',
      'e.emp_city',
      'e.emp_city_other',
      'e.emp_state',
      'e.emp_country',
      'l.first_name',
      'l.middle_name',
      'l.last_name',
      'lu.username as learner_username',
      'lu.email as learner_email',
      'eu.email as employer_email',
    ]);
}

/** A placement as its agreement reads it. */
export type AgreementPlacementRow = NonNullable<Awaited<ReturnType<typeof findAgreementPlacement>>>;

/** The placement with what its agreement states; undefined when unknown. */
export function findAgreementPlacement(db: Db, placementId: number) {
  return selectAgreementPlacement(db).where('p.id', '=', placementId).executeTakeFirst();
}

/** Locks the placement's row for the rest of the transaction (versions are drawn one at a time). */
export async function lockAgreementPlacement(trx: Db, placementId: number) {
  await trx.selectFrom('placements').select('id').where('id', '=', placementId).forUpdate().execute();
  return findAgreementPlacement(trx, placementId);
}

/** The conditions text the office keeps; null while it keeps the default. */
export async function conditionsSetting(db: Db) {
  return db
    .selectFrom('agreement_settings')
    .select(['conditions', 'updated_at'])
    .where('id', '=', 1)
    .executeTakeFirst();
}

/** Saves the office's conditions text (the row made if missing). */
export async function saveConditions(trx: Db, text: string, by: number, now: Date) {
  await trx
    .insertInto('agreement_settings')
    .values({ id: 1, conditions: text, updated_by: by, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ conditions: text, updated_by: by, updated_at: now }))
    .execute();
}

/** A placement's versions, newest first. */
export function versionsOf(db: Db, placementId: number) {
  return db
    .selectFrom('agreement_versions')
    .selectAll()
    .where('placement_id', '=', placementId)
    .orderBy('version', 'desc')
    .execute();
}

/** A version row. */
export type AgreementVersionRow = Awaited<ReturnType<typeof versionsOf>>[number];

/** One version of a placement; undefined when it has no such version. */
export function findVersion(db: Db, placementId: number, version: number) {
  return db
    .selectFrom('agreement_versions')
    .selectAll()
    .where('placement_id', '=', placementId)
    .where('version', '=', version)
    .executeTakeFirst();
}

/** Writes a new version. */
export async function insertVersion(
  trx: Db,
  values: {
    placementId: number;
    version: number;
    terms: AgreementTerms;
    termsHash: string;
    drawnAt: Date;
    confirmBy: string;
  },
) {
  await trx
    .insertInto('agreement_versions')
    .values({
      placement_id: values.placementId,
      version: values.version,
      terms: JSON.stringify(values.terms),
      terms_hash: values.termsHash,
      drawn_at: values.drawnAt,
      confirm_by: values.confirmBy,
    })
    .execute();
}

/** Marks a version confirmed, unless it is already; whether it was. */
export async function markConfirmed(trx: Db, id: number, by: number, now: Date): Promise<boolean> {
  const done = await trx
    .updateTable('agreement_versions')
    .set({ confirmed_at: now, confirmed_by: by })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return done !== undefined;
}

/** Records a learner's question. */
export async function insertQuestion(
  trx: Db,
  values: { placementId: number; version: number; question: string; by: number; at: Date },
) {
  await trx
    .insertInto('agreement_questions')
    .values({
      placement_id: values.placementId,
      version: values.version,
      question: values.question,
      asked_by: values.by,
      asked_at: values.at,
    })
    .execute();
}

/** A placement's questions, oldest first. */
export function questionsOf(db: Db, placementId: number) {
  return db
    .selectFrom('agreement_questions')
    .select(['version', 'question', 'asked_at'])
    .where('placement_id', '=', placementId)
    .orderBy('asked_at')
    .orderBy('id')
    .execute();
}

/** Sets the placement's hours and days. */
export async function saveHours(trx: Db, placementId: number, hoursPerWeek: number, days: string) {
  await trx
    .updateTable('placements')
    .set({ hours_per_week: hoursPerWeek, work_days: days })
    .where('id', '=', placementId)
    .execute();
}

/** The programme office: the approved admins' accounts and addresses. */
export function officeAdmins(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('role', '=', ROLE_IDS.admin)
    .where('status', '=', 'approved')
    .orderBy('id')
    .execute();
}

/**
 * The latest versions of Placed placements not confirmed, due by `dueBy` or before (a reminder is
 * owed from 7 days before the confirm-by day) and with a reminder not yet sent.
 */
export function versionsToRemind(db: Db, dueBy: string) {
  return db
    .selectFrom('agreement_versions as v')
    .innerJoin('placements as p', 'p.id', 'v.placement_id')
    .select([
      'v.id',
      'v.placement_id',
      'v.version',
      'v.confirm_by',
      'v.drawn_at',
      'v.reminded_7_at',
      'v.reminded_12_at',
    ])
    .where('p.status', '=', PLACEMENT_STATUS.PLACED)
    .where('v.confirmed_at', 'is', null)
    .where('v.confirm_by', '<=', dueBy)
    .where((eb) => eb.or([eb('v.reminded_7_at', 'is', null), eb('v.reminded_12_at', 'is', null)]))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('agreement_versions as later')
            .select('later.id')
            .whereRef('later.placement_id', '=', 'v.placement_id')
            .whereRef('later.version', '>', 'v.version'),
        ),
      ),
    )
    .orderBy('v.id')
    .execute();
}

/** Records a reminder as sent, unless another run did; whether this run may send it. */
export async function markReminded(trx: Db, id: number, after: 7 | 12, now: Date): Promise<boolean> {
  const column = after === 7 ? 'reminded_7_at' : 'reminded_12_at';
  const done = await trx
    .updateTable('agreement_versions')
    .set({ [column]: now })
    .where('id', '=', id)
    .where(column, 'is', null)
    .where('confirmed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return done !== undefined;
}
