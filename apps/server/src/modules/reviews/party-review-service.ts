import { type EmployerReviewInput, type LearnerReviewInput, MESSAGES, type PartyReview } from '@ojt/domain';
import type { Deps } from '../../deps.ts';
import { conflict } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { placementForTimesheet } from '../placements/placement-service.ts';
import { assertPartyOfPlacement, assertPartyOfReview } from './policy.ts';
import { toPartyReview } from './presenters.ts';
import { lockReview, reviewsOfPlacement, updateReview } from './review-repository.ts';
import { ensureReviews } from './review-schedule.ts';

// The learner's and the supervisor's side of the progress reviews (issue 29): their placement's
// reviews (made first), and their own part, which they may change until the officer signs off.

const partyOf = (auth: AuthUser) => (auth.role === 'learner' ? 'learner' : 'employer');

/** The reviews of the caller's placement, oldest first: 404 unknown, 403 another's. */
export async function placementReviews(
  { db, clock }: Deps,
  auth: AuthUser,
  placementId: number,
): Promise<PartyReview[]> {
  const now = clock.now();
  const placement = await placementForTimesheet(db, placementId);
  assertPartyOfPlacement(
    auth,
    placement && { learner_user_id: placement.learnerUserId, employer_user_id: placement.employerUserId },
  );
  await ensureReviews(db, { placementId }, now);
  const rows = await reviewsOfPlacement(db, placementId);
  return rows.map((row) => toPartyReview(row, partyOf(auth), now));
}

/** Saves the caller's part: 404 unknown, 403 another's review, 409 once signed off. */
async function savePart(
  { db, clock }: Deps,
  auth: AuthUser,
  reviewId: number,
  values: Parameters<typeof updateReview>[2],
): Promise<PartyReview> {
  const now = clock.now();
  const row = await db.transaction().execute(async (trx) => {
    const review = await lockReview(trx, reviewId);
    assertPartyOfReview(auth, review);
    if (review.signed_off_at) throw conflict(MESSAGES.reviewSignedOff);
    return updateReview(trx, reviewId, values);
  });
  return toPartyReview(row, partyOf(auth), now);
}

/** The learner's part: how it is going (1-5) and what would help. */
export function saveLearnerPart(deps: Deps, auth: AuthUser, body: LearnerReviewInput): Promise<PartyReview> {
  return savePart(deps, auth, body.reviewId, {
    learner_rating: body.rating,
    learner_help: body.whatWouldHelp,
    learner_at: deps.clock.now(),
  });
}

/** The supervisor's part: the final evaluation's four scores and remarks. */
export function saveEmployerPart(
  deps: Deps,
  auth: AuthUser,
  body: EmployerReviewInput,
): Promise<PartyReview> {
  return savePart(deps, auth, body.reviewId, {
    employer_attendance: body.attendance,
    employer_punctuality: body.punctuality,
    employer_quality: body.quality,
    employer_teamwork: body.teamwork,
    employer_remarks: body.remarks,
    employer_at: deps.clock.now(),
  });
}
