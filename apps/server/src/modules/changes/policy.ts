import { MESSAGES } from '@ojt/domain';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertOwnsApplication, assertOwnsPlacement } from '../placements/policy.ts';

// Who may record which change of circumstance (issue 29). The admin routes are admin-only by role.

/**
 * An early exit: the learner of the placement, its employer, or an admin (404 when unknown, 403 for
 * anyone else's placement).
 */
export function assertMayEndEarly<T extends { learner_id: string; employer_user_id: number }>(
  auth: AuthUser,
  row: T | undefined,
): asserts row is T {
  if (auth.role === 'learner') return assertOwnsApplication(auth, row);
  if (auth.role === 'employer') return assertOwnsPlacement(auth, row);
  if (!row) throw notFoundPlacement();
}

/** The exit survey: only the learner of the placement (404 when unknown, 403 for another's). */
export function assertOwnExitSurvey<T extends { learner_id: string }>(
  auth: AuthUser,
  row: T | undefined,
): asserts row is T {
  assertOwnsApplication(auth, row);
}

function notFoundPlacement() {
  return notFound(MESSAGES.placementNotFound);
}
