import type { AccountStatus, EmployerRecord, LearnerRecord } from '@ojt/domain';
import { employerRecord, learnerRecord } from '../../../test/fixtures';

const pad = (n: number) => String(n).padStart(3, '0');

/** A pending employer as the admin API answers it; `n` makes ids, names and emails unique. */
export function makeEmployer(n: number, overrides: Partial<EmployerRecord> = {}): EmployerRecord {
  return employerRecord({
    empId: `EMP${pad(n)}`,
    empName: `Company ${pad(n)} Ltd`,
    empEmail: `info${n}@company${n}.tt`,
    empState: 'Port of Spain',
    staffCount: 200,
    empApprovalDate: null,
    empWebsite: 'https://www.example.com',
    empPName: `Contact ${n}`,
    empPEmail: `hr${n}@company${n}.tt`,
    tvettrainingprovider: true,
    status: 'pending',
    ...overrides,
  });
}

/** A learner as the admin API answers it (pending unless `overrides` says otherwise). */
export function makeLearner(n: number, overrides: Partial<LearnerRecord> = {}): LearnerRecord {
  const status: AccountStatus = overrides.status ?? 'pending';
  return learnerRecord({
    learnerId: `L${pad(n)}`,
    firstName: `Learner${n}`,
    lastName: 'Persad',
    emailPersonal: `learner${n}@mail.tt`,
    state: 'Chaguanas',
    passportId: 'TA987654',
    learnerStatus: status === 'approved' ? 1 : status === 'rejected' ? 2 : 0,
    status,
    ...overrides,
  });
}
