import {
  type AdminReview,
  addDays,
  MESSAGES,
  portalToday,
  REVIEW_DUE_WINDOW_DAYS,
  type ReviewListStatus,
  type ReviewSummary,
  type ScheduleReviewBody,
  type SignOffReviewBody,
} from '@ojt/domain';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.ts';
import { placementForTimesheet } from '../placements/placement-service.ts';
import { scheduledNotices } from './notices.ts';
import { assertReviewExists } from './policy.ts';
import { toAdminReview } from './presenters.ts';
import {
  adminReviewById,
  listAdminReviews,
  lockReview,
  officerName,
  reviewCounts,
  updateReview,
} from './review-repository.ts';
import { ensureReviews } from './review-schedule.ts';

/** Most reviews one list answers. */
export const ADMIN_REVIEWS_LIMIT = 500;

/**
 * The office's reviews (issue 29), made first for every Placed placement in scope (all, or the
 * officer's: their name in any of a placement's three officer roles); 404 for an unknown officer.
 */
export async function adminReviews(
  { db, clock }: Deps,
  query: { OfficerId?: number | undefined; Status?: ReviewListStatus | undefined },
): Promise<AdminReview[]> {
  const now = clock.now();
  let name: string | undefined;
  if (query.OfficerId !== undefined) {
    name = await officerName(db, query.OfficerId);
    if (name === undefined) throw notFound(MESSAGES.officerNotFound);
  }
  await ensureReviews(db, { officerName: name }, now);
  const today = portalToday(now);
  const rows = await listAdminReviews(
    db,
    { officerName: name, status: query.Status, today, dueUntil: addDays(today, REVIEW_DUE_WINDOW_DAYS) },
    ADMIN_REVIEWS_LIMIT,
  );
  return rows.map((row) => toAdminReview(row, now));
}

/** The admin overview's counts, after making the reviews of every Placed placement. */
export async function reviewSummary({ db, clock }: Deps): Promise<ReviewSummary> {
  const now = clock.now();
  await ensureReviews(db, {}, now);
  const today = portalToday(now);
  return reviewCounts(db, today, addDays(today, 6));
}

/** The review in the office's answer shape. */
async function answer(db: Deps['db'], reviewId: number, now: Date): Promise<AdminReview> {
  const row = await adminReviewById(db, reviewId);
  assertReviewExists(row);
  return toAdminReview(row, now);
}

/**
 * Schedules a review: a future time makes it Scheduled and tells the learner and the supervisor; a
 * past (or present) time records the meeting as held. 404 unknown; 409 once signed off.
 */
export async function scheduleReview(
  deps: Deps,
  auth: AuthUser,
  body: ScheduleReviewBody,
): Promise<{ review: AdminReview; held: boolean }> {
  const now = deps.clock.now();
  const at = new Date(body.at);
  const held = at.getTime() <= now.getTime();
  await deps.db.transaction().execute(async (trx) => {
    const review = await lockReview(trx, body.reviewId);
    assertReviewExists(review);
    if (review.signed_off_at) throw conflict(MESSAGES.reviewSignedOff);
    await updateReview(trx, review.id, {
      scheduled_at: at,
      place: body.where,
      scheduled_by: auth.id,
      stage: held ? 'Held' : 'Scheduled',
    });
    await recordAudit(
      trx,
      auth,
      held ? 'review.held' : 'review.scheduled',
      { type: 'review', id: review.id },
      { placementId: review.placement_id, seq: review.seq, at: at.toISOString() },
    );
    if (held) return;
    const placement = await placementForTimesheet(trx, review.placement_id);
    if (!placement) return;
    for (const notice of scheduledNotices(deps.publicUrl, placement, at, body.where))
      await deps.notify(trx, notice.event, notice.recipient);
  });
  return { review: await answer(deps.db, body.reviewId, now), held };
}

/**
 * The officer signs the review off with the actions agreed and the risk: 404 unknown; 409 until the
 * learner's and the supervisor's parts exist, and once signed off (two at once: one wins, under the lock).
 */
export async function signOffReview(
  deps: Deps,
  auth: AuthUser,
  body: SignOffReviewBody,
): Promise<AdminReview> {
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const review = await lockReview(trx, body.reviewId);
    assertReviewExists(review);
    if (review.signed_off_at) throw conflict(MESSAGES.reviewSignedOff);
    if (!review.learner_at || !review.employer_at) throw conflict(MESSAGES.reviewInputsMissing);
    await updateReview(trx, review.id, {
      actions: body.actions,
      risk: body.risk,
      signed_off_by: auth.id,
      signed_off_at: now,
      stage: 'SignedOff',
    });
    await recordAudit(
      trx,
      auth,
      'review.signed-off',
      { type: 'review', id: review.id },
      { placementId: review.placement_id, seq: review.seq, risk: body.risk },
    );
  });
  return answer(deps.db, body.reviewId, now);
}
