import { type EmployerPublicProfile, type EmployerRecord, MESSAGES } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { hasLiveApplicationToEmployer } from '../employer/placement-repository.ts';

/** Who may read an employer's record: admins, the employer itself, and learners (to see who offers a placement). */
export function assertCanViewEmployer(auth: AuthUser, empId: string): void {
  if (auth.role === 'admin' || auth.role === 'learner') return;
  if (auth.role === 'employer' && auth.username.toLowerCase() === empId.toLowerCase()) return;
  throw forbidden();
}

/**
 * What the caller sees of an employer's record: learners get the public profile only (no approval
 * data, no account email or phone); admins and the employer itself get all of it.
 */
export function visibleEmployerRecord(
  auth: AuthUser,
  record: EmployerRecord,
): EmployerRecord | EmployerPublicProfile {
  if (auth.role !== 'learner') return record;
  const { empId, empName, empType, companySectorKey, empCity, empWebsite, empPName, empPTitle } = record;
  return { empId, empName, empType, companySectorKey, empCity, empWebsite, empPName, empPTitle };
}

/**
 * Who may read a learner's record: admins, the learner, and an employer while the learner has a live
 * application to one of its openings (PRODUCT.md §4; the employer gets the reduced view).
 */
export async function assertCanViewLearner(
  db: Kysely<Database>,
  auth: AuthUser,
  learnerId: string,
): Promise<void> {
  if (auth.role === 'admin') return;
  if (auth.role === 'learner' && auth.username.toLowerCase() === learnerId.toLowerCase()) return;
  // A NUL cannot be in a username, and PostgreSQL refuses it in a query parameter.
  const readable = !learnerId.includes('\u0000');
  if (auth.role !== 'employer') throw forbidden();
  if (readable && (await hasLiveApplicationToEmployer(db, learnerId, auth.id))) return;
  throw forbidden(MESSAGES.applicantProfileNotLive);
}
