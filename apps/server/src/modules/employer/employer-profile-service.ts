import type { EmployerProfileBody } from '@ojt/domain';
import type { Deps } from '../../deps.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findEmployer } from '../accounts/directory-service.ts';
import { assertOwnEmployerKey } from '../accounts/policy.ts';
import { recordAudit } from '../audit/audit.ts';
import { changedFields } from '../audit/changed-fields.ts';
import { saveEmployerProfile } from './profile-repository.ts';

/**
 * Updates the calling employer's company profile with the sign-up wizard's rules (the schema checked
 * them). `empId` must name the caller (403 otherwise); it and the approval state never change here.
 * The names of the fields that changed (not their values) go to the audit trail in the same transaction.
 */
export async function updateEmployerProfile(
  { db, clock }: Deps,
  auth: AuthUser,
  body: EmployerProfileBody,
): Promise<void> {
  assertOwnEmployerKey(auth, body.empId);
  const { empId: _empId, ...profile } = body;
  await db.transaction().execute(async (trx) => {
    const before = await findEmployer(trx, auth.username);
    await saveEmployerProfile(trx, auth.id, profile, clock.now());
    const after = await findEmployer(trx, auth.username);
    const fields = before && after ? changedFields(before.record, after.record) : [];
    if (fields.length > 0)
      await recordAudit(
        trx,
        auth,
        'profile.updated',
        { type: 'employer', id: after!.record.empId },
        { fields },
      );
  });
}
