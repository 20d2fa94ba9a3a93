import { type ApplicantProfileAnswer, type LearnerByIdAnswer, MESSAGES } from '@ojt/domain';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findLearner } from '../accounts/directory-service.ts';
import { toApplicantRecord } from '../accounts/presenters.ts';
import { recordAudit } from '../audit/audit.ts';
import { learnerProfileLists } from '../learner/learner-profile-service.ts';
import { assertCanViewLearner } from '../placements/policy.ts';

type Answer = LearnerByIdAnswer[number];
type ApplicantAnswer = ApplicantProfileAnswer[number];

/**
 * The kinds of identity and disability data an answer carries: the identity numbers that have a
 * value, the identification list when it has rows, and the disability flag (always sent to admins;
 * to an employer only with the learner's consent).
 */
export function identityKinds(answer: Answer | ApplicantAnswer): string[] {
  const learner: Partial<Answer['learner']> = answer.learner;
  const numbers = {
    nationalId: learner.nationalId,
    birthCertificate: learner.birthCertificate,
    passport: learner.passportId,
    nis: learner.nis,
  };
  const kinds = Object.entries(numbers)
    .filter(([, value]) => (value ?? '').trim() !== '')
    .map(([kind]) => kind);
  if (answer.identifications.length > 0) kinds.push('identifications');
  if (learner.disability !== undefined) kinds.push('disability');
  return kinds;
}

/**
 * One learner with their four profile lists (GetLearnerById). Admins and the learner get the whole
 * record. An employer, while the learner has a live application to one of its openings, gets the
 * reduced view: no identity numbers, date of birth or identification list, the disability only with
 * the learner's consent (same call and shape, those fields absent). A read that carries identity or
 * disability data by an admin or employer is recorded in the audit trail ('identity.viewed', with
 * the kinds of data), in the same transaction as the read.
 */
export async function viewLearner(
  { db, clock }: Deps,
  auth: AuthUser,
  learnerId: string,
): Promise<LearnerByIdAnswer | ApplicantProfileAnswer> {
  await assertCanViewLearner(db, auth, learnerId, clock.now());
  return db.transaction().execute(async (trx) => {
    const found = await findLearner(trx, learnerId);
    if (!found) throw notFound(MESSAGES.learnerProfileNotFound);
    const lists = await learnerProfileLists(trx, found.row.user_id);
    const answer: Answer | ApplicantAnswer =
      auth.role === 'employer'
        ? { learner: toApplicantRecord(found.record), ...lists, identifications: [] }
        : { learner: found.record, ...lists };
    const kinds = identityKinds(answer);
    if (auth.role === 'admin' || (auth.role === 'employer' && kinds.length > 0))
      await recordAudit(
        trx,
        auth,
        'identity.viewed',
        { type: 'learner', id: found.record.learnerId },
        { kinds },
      );
    return [answer] as LearnerByIdAnswer | ApplicantProfileAnswer;
  });
}
