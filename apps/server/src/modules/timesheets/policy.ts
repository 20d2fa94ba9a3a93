import { MESSAGES } from '@ojt/domain';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { TimesheetPlacement } from '../placements/placement-service.ts';

// Who may read or change a month of attendance (issue 27), in one place: the learner of its
// placement and the placement's employer; the office corrects an approved one. Unknown: 404; another
// party's: 403.

/** The placement exists (404) and is the calling learner's (403): they may read and fill its months. */
export function assertLearnerOfPlacement(
  auth: AuthUser,
  placement: TimesheetPlacement | undefined,
): asserts placement is TimesheetPlacement {
  if (!placement) throw notFound(MESSAGES.placementNotFound);
  if (auth.role !== 'learner' || placement.learnerUserId !== auth.id) throw forbidden();
}

/**
 * The month exists (404) and is the caller's (403): a learner's own, or a month of a placement with
 * the calling employer.
 */
export function assertOwnsTimesheet<T extends { learner_user_id: number; employer_user_id: number }>(
  auth: AuthUser,
  row: T | undefined,
): asserts row is T {
  if (!row) throw notFound(MESSAGES.timesheetNotFound);
  const owner =
    (auth.role === 'learner' && row.learner_user_id === auth.id) ||
    (auth.role === 'employer' && row.employer_user_id === auth.id);
  if (!owner) throw forbidden();
}

/** The month exists (404) and the caller is the programme office (403), who alone corrects an approved month. */
export function assertMayCorrectTimesheet<T>(auth: AuthUser, row: T | undefined): asserts row is T {
  if (!row) throw notFound(MESSAGES.timesheetNotFound);
  if (auth.role !== 'admin') throw forbidden();
}
