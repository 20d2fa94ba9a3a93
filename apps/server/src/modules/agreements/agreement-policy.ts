import { MESSAGES } from '@ojt/domain';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';

// Who may read or act on a placement's agreement (issue 29): its learner reads, confirms and asks;
// its employer reads and states the hours; the office reads. Unknown: 404; another party's: 403.

interface Parties {
  learner_user_id: number;
  employer_user_id: number;
}

/** The placement exists (404) and is the calling learner's (403). */
export function assertAgreementLearner<T extends Parties>(
  auth: AuthUser,
  row: T | undefined,
): asserts row is T {
  if (!row) throw notFound(MESSAGES.placementNotFound);
  if (auth.role !== 'learner' || row.learner_user_id !== auth.id) throw forbidden();
}

/** The placement exists (404) and is with the calling employer (403). */
export function assertAgreementEmployer<T extends Parties>(
  auth: AuthUser,
  row: T | undefined,
): asserts row is T {
  if (!row) throw notFound(MESSAGES.placementNotFound);
  if (auth.role !== 'employer' || row.employer_user_id !== auth.id) throw forbidden();
}

/** The placement exists (404) and the caller is its learner, its employer or an admin (403). */
export function assertMayReadAgreement<T extends Parties>(
  auth: AuthUser,
  row: T | undefined,
): asserts row is T {
  if (!row) throw notFound(MESSAGES.placementNotFound);
  const party =
    auth.role === 'admin' ||
    (auth.role === 'learner' && row.learner_user_id === auth.id) ||
    (auth.role === 'employer' && row.employer_user_id === auth.id);
  if (!party) throw forbidden();
}
