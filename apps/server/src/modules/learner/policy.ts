import { MESSAGES } from '@ojt/domain';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';

// A learner reads and changes only their own applications and profile (PRODUCT.md §4). A learner
// id naming someone else answers 403; an application that does not exist 404, another's 403.

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** 403 unless `learnerId` (an `ID`, `LearnerId` or `learnerID` parameter) names the caller; usernames ignore case. */
export function assertOwnLearnerId(auth: AuthUser, learnerId: string, message: string): void {
  if (!same(learnerId, auth.username)) throw forbidden(message);
}

/** The application exists (404) and is the caller's (403). */
export function assertOwnsApplication<T extends { learner_id: string }>(
  auth: AuthUser,
  row: T | undefined,
): asserts row is T {
  if (!row) throw notFound(MESSAGES.applicationNotFound);
  if (!same(row.learner_id, auth.username)) throw forbidden(MESSAGES.ownApplicationsOnly);
}
