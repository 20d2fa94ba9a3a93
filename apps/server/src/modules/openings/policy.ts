import { MESSAGES } from '@ojt/domain';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';

// An employer acts only on its own positions and openings (PRODUCT.md §4). Ids that do not exist
// answer 404; ids of another employer answer 403.

type Owned = { employer_user_id: number };

function assertOwned<T extends Owned>(auth: AuthUser, row: T | undefined, missing: string): asserts row is T {
  if (!row) throw notFound(missing);
  if (row.employer_user_id !== auth.id) throw forbidden();
}

/** The position exists (404) and belongs to the caller (403). */
export function assertOwnsPosition<T extends Owned>(auth: AuthUser, row: T | undefined): asserts row is T {
  assertOwned(auth, row, MESSAGES.jobPositionNotFound);
}

/** The opening exists (404) and belongs to one of the caller's positions (403). */
export function assertOwnsOpening<T extends Owned>(auth: AuthUser, row: T | undefined): asserts row is T {
  assertOwned(auth, row, MESSAGES.jobOpeningNotFound);
}
