import type { LearnerRecord } from '@ojt/domain';
import { learnerRecord } from '../../../test/fixtures';

// The shared records are the signed-in employer's own (`storeSession('employer')` is `employer-1`,
// Caribbean Tech Ltd): its positions (IT sector, one CVQ requirement), openings (1 to 30 Nov 2026)
// and applications (Applied on 2 Nov 2026).
export {
  employerRecord as makeEmployerRecord,
  jobOpening as makeOpening,
  jobPosition as makePosition,
  placement as makeApplication,
} from '../../../test/fixtures';

/** An applicant (Kiran Persad), as GetLearnerById answers it. */
export function makeLearner(id: string, overrides: Partial<LearnerRecord> = {}): LearnerRecord {
  return learnerRecord({
    learnerId: id,
    firstName: 'Kiran',
    lastName: 'Persad',
    emailPersonal: 'kiran@mail.tt',
    ...overrides,
  });
}
