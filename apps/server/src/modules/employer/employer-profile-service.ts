import type { EmployerProfileBody } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertOwnEmployerKey } from './policy.ts';
import { saveEmployerProfile } from './profile-repository.ts';

/**
 * Updates the calling employer's company profile with the sign-up wizard's rules (the schema checked
 * them). `empId` must name the caller (403 otherwise); it and the approval state never change here.
 */
export async function updateEmployerProfile(
  db: Kysely<Database>,
  auth: AuthUser,
  body: EmployerProfileBody,
): Promise<void> {
  assertOwnEmployerKey(auth, body.empId);
  const { empId: _empId, ...profile } = body;
  await db.transaction().execute((trx) => saveEmployerProfile(trx, auth.id, profile));
}
