import { MESSAGES } from '@ojt/domain';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';

// Who may read or fill a progress review (issue 29), in one place: the learner of its placement
// and the placement's employer fill their own part; the office schedules and signs off (the route's
// role). Unknown: 404; another party's: 403.

interface Parties {
  learner_user_id: number;
  employer_user_id: number;
}

/** The placement (or review) is the caller's: the learner's own, or the calling employer's. */
function isParty(auth: AuthUser, row: Parties): boolean {
  return (
    (auth.role === 'learner' && row.learner_user_id === auth.id) ||
    (auth.role === 'employer' && row.employer_user_id === auth.id)
  );
}

/** The placement exists (404) and the caller is its learner or employer (403). */
export function assertPartyOfPlacement<T extends Parties>(
  auth: AuthUser,
  placement: T | undefined,
): asserts placement is T {
  if (!placement) throw notFound(MESSAGES.placementNotFound);
  if (!isParty(auth, placement)) throw forbidden();
}

/** The review exists (404) and is of the caller's placement (403). */
export function assertPartyOfReview<T extends Parties>(
  auth: AuthUser,
  review: T | undefined,
): asserts review is T {
  if (!review) throw notFound(MESSAGES.reviewNotFound);
  if (!isParty(auth, review)) throw forbidden();
}

/** The review exists (404); the office's calls are the admin's by their route. */
export function assertReviewExists<T>(review: T | undefined): asserts review is T {
  if (!review) throw notFound(MESSAGES.reviewNotFound);
}
