import { isSecondSignature, PAYMENT_RUN_MESSAGES } from '@ojt/domain';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';

// Who may do what with a payment run (issue 28): the office (admins, by the routes' role) creates,
// recalculates and rejects; the second signature is another admin than the run's creator.

/** The run exists (404). */
export function assertRunFound<T>(run: T | undefined): asserts run is T {
  if (!run) throw notFound(PAYMENT_RUN_MESSAGES.runNotFound);
}

/** Two signatures: the admin who created the run cannot approve it (403). */
export function assertMayApproveRun(auth: AuthUser, run: { created_by: number | null }): void {
  if (!isSecondSignature(run.created_by, auth.id))
    throw forbidden(PAYMENT_RUN_MESSAGES.runCreatorCannotApprove);
}
