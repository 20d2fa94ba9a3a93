import {
  type EmployerPublicProfile,
  type EmployerRecord,
  employerPublicProfileSchema,
  MESSAGES,
  sameUsername,
} from '@ojt/domain';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';

// "Is this yours" for the keys a call names: usernames, Employer IDs and Learner IDs ignore case.

/** 403 unless an `EmpId`/`EmpKey` parameter, when given, names the caller (Employer IDs ignore case). */
export function assertOwnEmployerKey(auth: AuthUser, ...keys: (string | undefined)[]): void {
  for (const key of keys) {
    if (key && key.toLowerCase() !== auth.username.toLowerCase()) throw forbidden();
  }
}

/** 403 unless `learnerId` (an `ID`, `LearnerId` or `learnerID` parameter) names the caller. */
export function assertOwnLearnerId(auth: AuthUser, learnerId: string, message: string): void {
  if (!sameUsername(learnerId, auth.username)) throw forbidden(message);
}

/** Who may read an employer's record: admins, the employer itself, and learners (to see who offers a placement). */
export function assertCanViewEmployer(auth: AuthUser, empId: string): void {
  if (auth.role === 'admin' || auth.role === 'learner') return;
  if (auth.role === 'employer' && auth.username.toLowerCase() === empId.toLowerCase()) return;
  throw forbidden();
}

/**
 * What the caller sees of an employer's record: learners get the public profile only (no approval
 * data, no account email or phone), and only of an approved employer (404 otherwise, as for one
 * unknown); admins and the employer itself get all of it.
 */
export function visibleEmployerRecord(
  auth: AuthUser,
  record: EmployerRecord | undefined,
): EmployerRecord | EmployerPublicProfile {
  if (!record || (auth.role === 'learner' && record.status !== 'approved'))
    throw notFound(MESSAGES.employerDetailsNotFound);
  if (auth.role !== 'learner') return record;
  // The public profile's keys, as its schema names them: one list for the answer and this view.
  const keys = Object.keys(employerPublicProfileSchema.shape) as (keyof EmployerPublicProfile)[];
  return Object.fromEntries(keys.map((key) => [key, record[key]])) as EmployerPublicProfile;
}
