import { PLACEMENT_STATUS, type ReviewListStatus } from '@ojt/domain';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { ReviewsTable } from '../../db/schema/reviews.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** A review's row. */
export type ReviewRow = Selectable<ReviewsTable>;

type PlacementScope = ExpressionBuilder<Database & { p: Database['placements'] }, 'p'>;

/** Whose reviews to make or list: one placement, or every Placed one (of an officer, by name). */
export type ReviewScope = { placementId: number } | { officerName?: string | undefined };

/** The ids of the Placed placements (with a start date) in the scope, as a subquery. */
function placedIds(db: Db, scope: ReviewScope) {
  let q = db
    .selectFrom('placements as p')
    .select('p.id')
    .where('p.status', '=', PLACEMENT_STATUS.PLACED)
    .where('p.start_date', 'is not', null);
  if ('placementId' in scope) return q.where('p.id', '=', scope.placementId);
  if (scope.officerName !== undefined) q = q.where(officerNamed(scope.officerName));
  return q;
}

/** A placement naming the officer (any case) as placement officer, PME officer or assistant. */
function officerNamed(name: string) {
  const lowered = name.toLowerCase();
  return (eb: PlacementScope) =>
    eb.or(
      (['p.placement_officer', 'p.pme_officer', 'p.placement_assistant'] as const).map((column) =>
        eb(eb.fn('lower', [eb.ref(column)]), '=', lowered),
      ),
    );
}

/** The Placed placements of the scope: id, start and end dates. */
export function placedPlacements(db: Db, scope: ReviewScope) {
  return db
    .selectFrom('placements')
    .select(['id', 'start_date', 'end_date'])
    .where('id', 'in', placedIds(db, scope))
    .execute();
}

/** The breaks of the scope's Placed placements. */
export function breaksOf(db: Db, scope: ReviewScope) {
  return db
    .selectFrom('placement_breaks')
    .select(['placement_id', 'from_date', 'to_date'])
    .where('placement_id', 'in', placedIds(db, scope))
    .execute();
}

/** The review rows of the scope's Placed placements (number, due date, signed off or not). */
export function reviewKeysOf(db: Db, scope: ReviewScope) {
  return db
    .selectFrom('reviews')
    .select(['placement_id', 'seq', 'due_date', 'signed_off_at'])
    .where('placement_id', 'in', placedIds(db, scope))
    .execute();
}

/** A review to make, or whose due date to move. */
export interface ReviewDue {
  placementId: number;
  seq: number;
  dueDate: string;
}

/**
 * Makes the reviews, 1,000 a statement; a row that exists keeps everything but its due date, which
 * moves only while it is not signed off (two readers at once make one row).
 */
export async function upsertReviews(db: Db, reviews: readonly ReviewDue[], now: Date): Promise<void> {
  for (let i = 0; i < reviews.length; i += 1000) {
    const batch = reviews.slice(i, i + 1000);
    await db
      .insertInto('reviews')
      .values(
        batch.map((r) => ({ placement_id: r.placementId, seq: r.seq, due_date: r.dueDate, created_at: now })),
      )
      .onConflict((oc) =>
        oc
          .columns(['placement_id', 'seq'])
          .doUpdateSet((eb) => ({ due_date: eb.ref('excluded.due_date') }))
          .where('reviews.signed_off_at', 'is', null),
      )
      .execute();
  }
}

/** An officer's name by the officers list's id; undefined when unknown. */
export async function officerName(db: Db, officerId: number): Promise<string | undefined> {
  const row = await db.selectFrom('officers').select('name').where('id', '=', officerId).executeTakeFirst();
  return row?.name;
}

/** The office's list's filter. */
export interface AdminReviewFilter {
  officerName?: string | undefined;
  status?: ReviewListStatus | undefined;
  today: string;
  /** today + 14 days. */
  dueUntil: string;
}

/** A review with its learner's and employer's names. */
function reviewsWithNames(db: Db) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('placements as p', 'p.id', 'r.placement_id')
    .innerJoin('learners as l', 'l.user_id', 'p.learner_user_id')
    .innerJoin('employers as e', 'e.user_id', 'p.employer_user_id')
    .selectAll('r')
    .select(['l.first_name', 'l.last_name', 'e.emp_name']);
}

/** A review row with its people's names. */
export type NamedReviewRow = NonNullable<Awaited<ReturnType<typeof adminReviewById>>>;

/** The office's reviews, oldest due date first, at most `limit`. */
export function listAdminReviews(db: Db, filter: AdminReviewFilter, limit: number) {
  let q = reviewsWithNames(db);
  if (filter.officerName !== undefined)
    q = q.where('r.placement_id', 'in', (eb) =>
      eb
        .selectFrom('placements as p')
        .select('p.id')
        .where(officerNamed(filter.officerName as string)),
    );
  if (filter.status === 'done') q = q.where('r.signed_off_at', 'is not', null);
  if (filter.status === 'overdue')
    q = q.where('r.signed_off_at', 'is', null).where('r.due_date', '<', filter.today);
  if (filter.status === 'due')
    q = q
      .where('r.signed_off_at', 'is', null)
      .where('r.due_date', '>=', filter.today)
      .where((eb) => eb.or([eb('r.due_date', '<=', filter.dueUntil), eb('r.scheduled_at', 'is not', null)]));
  return q.orderBy('r.due_date').orderBy('r.id').limit(limit).execute();
}

/** One review with its people's names; undefined when unknown. */
export function adminReviewById(db: Db, reviewId: number) {
  return reviewsWithNames(db).where('r.id', '=', reviewId).executeTakeFirst();
}

/** The reviews of one placement, in order. */
export function reviewsOfPlacement(db: Db, placementId: number) {
  return db
    .selectFrom('reviews')
    .selectAll()
    .where('placement_id', '=', placementId)
    .orderBy('seq')
    .execute();
}

/** Locks a review for the rest of the transaction, with its placement's learner and employer accounts. */
export function lockReview(trx: Db, reviewId: number) {
  return trx
    .selectFrom('reviews as r')
    .innerJoin('placements as p', 'p.id', 'r.placement_id')
    .selectAll('r')
    .select(['p.learner_user_id', 'p.employer_user_id'])
    .where('r.id', '=', reviewId)
    .forUpdate('r')
    .executeTakeFirst();
}

/** Writes a review's changed columns; answers the row. */
export function updateReview(trx: Db, reviewId: number, values: Partial<Omit<ReviewRow, 'id'>>) {
  return trx
    .updateTable('reviews')
    .set(values)
    .where('id', '=', reviewId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The admin overview's counts: open reviews past due, open reviews due today to `weekEnd`, and
 * Placed placements whose latest signed-off review is High risk.
 */
export async function reviewCounts(db: Db, today: string, weekEnd: string) {
  const open = await db
    .selectFrom('reviews as r')
    .innerJoin('placements as p', 'p.id', 'r.placement_id')
    .where('r.signed_off_at', 'is', null)
    .where('p.status', '=', PLACEMENT_STATUS.PLACED)
    .select((eb) => [
      eb.fn.countAll<string>().filterWhere('r.due_date', '<', today).as('overdue'),
      eb.fn
        .countAll<string>()
        .filterWhere((w) => w.and([w('r.due_date', '>=', today), w('r.due_date', '<=', weekEnd)]))
        .as('due_this_week'),
    ])
    .executeTakeFirstOrThrow();
  const high = await db
    .selectFrom('reviews as r')
    .innerJoin('placements as p', 'p.id', 'r.placement_id')
    .where('p.status', '=', PLACEMENT_STATUS.PLACED)
    .where('r.risk', '=', 'High')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('reviews as later')
            .select('later.id')
            .whereRef('later.placement_id', '=', 'r.placement_id')
            .where('later.signed_off_at', 'is not', null)
            .whereRef('later.seq', '>', 'r.seq'),
        ),
      ),
    )
    .select((eb) => eb.fn.count<string>('r.placement_id').distinct().as('high'))
    .executeTakeFirstOrThrow();
  return {
    overdue: Number(open.overdue),
    dueThisWeek: Number(open.due_this_week),
    highRisk: Number(high.high),
  };
}
