import { MESSAGES, sameUsername } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertOwnLearnerId } from '../accounts/policy.ts';
import { hasLiveApplicationToEmployer } from './placement-repository.ts';

// Who may act on a placement and its letters (PRODUCT.md §4), in one place. A placement that does
// not exist answers 404; another party's answers 403.

/** A learner applies only for themselves (403). */
export function assertAppliesForSelf(auth: AuthUser, learnerId: string): void {
  assertOwnLearnerId(auth, learnerId, MESSAGES.learnerIdNotCaller);
}

/** The application exists (404) and was made to one of the calling employer's openings (403). */
export function assertOwnsPlacement<T extends { employer_user_id: number }>(
  auth: AuthUser,
  row: T | undefined,
): asserts row is T {
  if (!row) throw notFound(MESSAGES.applicationNotFound);
  if (row.employer_user_id !== auth.id) throw forbidden();
}

/** The application exists (404) and is the calling learner's (403). */
export function assertOwnsApplication<T extends { learner_id: string }>(
  auth: AuthUser,
  row: T | undefined,
): asserts row is T {
  if (!row) throw notFound(MESSAGES.applicationNotFound);
  if (!sameUsername(row.learner_id, auth.username)) throw forbidden(MESSAGES.ownApplicationsOnly);
}

/**
 * A letter's PDF is for admins, the issuing employer and the learner concerned (403 for others); once
 * revoked, the employer gets 403 (it could still hand the letter out).
 */
export function assertMayReadLetter(
  auth: AuthUser,
  letter: { employer_user_id: number; learner_user_id: number; revoked_at: Date | null },
): void {
  const allowed =
    auth.role === 'admin' ||
    (auth.role === 'employer' && auth.id === letter.employer_user_id) ||
    (auth.role === 'learner' && auth.id === letter.learner_user_id);
  if (!allowed) throw forbidden();
  if (letter.revoked_at && auth.role === 'employer') throw forbidden(MESSAGES.letterRevokedForEmployer);
}

/**
 * Who may read a learner's record: admins, the learner, and an employer while the learner has a live
 * application to one of its openings (PRODUCT.md §4; the employer gets the reduced view).
 */
export async function assertCanViewLearner(
  db: Kysely<Database>,
  auth: AuthUser,
  learnerId: string,
  now: Date,
): Promise<void> {
  if (auth.role === 'admin') return;
  if (auth.role === 'learner' && auth.username.toLowerCase() === learnerId.toLowerCase()) return;
  // A NUL cannot be in a username, and PostgreSQL refuses it in a query parameter.
  const readable = !learnerId.includes('\u0000');
  if (auth.role !== 'employer') throw forbidden();
  if (readable && (await hasLiveApplicationToEmployer(db, learnerId, auth.id, now))) return;
  throw forbidden(MESSAGES.applicantProfileNotLive);
}
