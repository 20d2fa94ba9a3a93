import { MESSAGES } from '@ojt/domain';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';

// Who may act on employer-paid months and claims (issue 28): the employer of a month confirms it paid
// it; the office sets funding and approves claims (its calls are the admin's role). Unknown: 404;
// another party's: 403.

/** The month exists (404) and its placement is the calling employer's (403). */
export function assertEmployerOfMonth<T extends { employer_user_id: number }>(
  auth: AuthUser,
  row: T | undefined,
): asserts row is T {
  if (!row) throw notFound(MESSAGES.timesheetNotFound);
  if (auth.role !== 'employer' || row.employer_user_id !== auth.id) throw forbidden();
}
