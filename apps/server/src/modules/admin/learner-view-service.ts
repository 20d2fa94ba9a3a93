import { type LearnerByIdAnswer, MESSAGES } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.ts';
import { learnerProfileLists } from '../learner/learner-profile-service.ts';
import { findLearner } from './admin-repository.ts';
import { assertCanViewLearner } from './policy.ts';

type Answer = LearnerByIdAnswer[number];

/**
 * The kinds of identity and disability data an answer carries: the identity numbers that have a
 * value, the identification list when it has rows, and the disability flag (always sent).
 */
export function identityKinds(answer: Answer): string[] {
  const { learner } = answer;
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
  kinds.push('disability');
  return kinds;
}

/**
 * One learner with their four profile lists (GetLearnerById), for admins, the learner, and an employer
 * the learner applied to. The answer carries identity numbers and disability data, so an admin's or
 * employer's read is recorded in the audit trail ('identity.viewed', with the kinds of data), in the
 * same transaction as the read.
 */
export async function viewLearner(db: Kysely<Database>, auth: AuthUser, learnerId: string) {
  await assertCanViewLearner(db, auth, learnerId);
  return db.transaction().execute(async (trx) => {
    const found = await findLearner(trx, learnerId);
    if (!found) throw notFound(MESSAGES.learnerProfileNotFound);
    const answer: Answer = { learner: found.record, ...(await learnerProfileLists(trx, found.row.user_id)) };
    if (auth.role === 'admin' || auth.role === 'employer')
      await recordAudit(
        trx,
        auth,
        'identity.viewed',
        { type: 'learner', id: found.record.learnerId },
        { kinds: identityKinds(answer) },
      );
    return [answer];
  });
}
