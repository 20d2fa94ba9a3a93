import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { countPositions, findOpening, type OpeningWithOwner } from './job-repository.ts';
import { assertOwnsOpening } from './policy.ts';

type Db = Kysely<Database>;

// What other modules may ask of an opening: applications are made to one, employers count theirs.

/** The opening with its position's status and employer; undefined when unknown. */
export function openingById(db: Db, openingId: number): Promise<OpeningWithOwner | undefined> {
  return findOpening(db, openingId);
}

/** The opening exists (404) and is one of the calling employer's (403). */
export async function assertOwnOpening(db: Db, auth: AuthUser, openingId: number): Promise<void> {
  assertOwnsOpening(auth, await findOpening(db, openingId));
}

/** How many positions the employer has, and how many are published at `now`. */
export function countEmployerPositions(db: Db, employerUserId: number, now: Date) {
  return countPositions(db, employerUserId, now);
}
