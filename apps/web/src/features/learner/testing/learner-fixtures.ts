import {
  type EmployerPublicProfile,
  employerPublicProfileSchema,
  type LearnerApplicationItem,
  type LearnerOpenJobItem,
  type LearnerProfile,
} from '@ojt/domain';
import { employerRecord, jobOpening, jobPosition, learnerRecord, placement } from '../../../test/fixtures';

/** The signed-in learner of the tests (`storeSession('learner')` signs in as `learner-1`, Asha Ramdial). */
export const LEARNER_ID = 'learner-1';

/** An employer's public profile (GetEmployerById as a learner sees it). */
export function makeEmployer(
  empId: string,
  overrides: Partial<EmployerPublicProfile> = {},
): EmployerPublicProfile {
  return employerPublicProfileSchema.parse(employerRecord({ empId, ...overrides }));
}

/** An open opening `n` (opening id 100 + n) of position `n`, 1 Nov to 30 Nov 2026, IT sector. */
export function makeOpenJob(n: number, overrides: Partial<LearnerOpenJobItem> = {}): LearnerOpenJobItem {
  return {
    empJobs: jobPosition(n, { empkey: 'caribtech', published: true }),
    jobOpenings: jobOpening(100 + n, n),
    employer: { empId: 'caribtech', empName: 'Caribbean Tech Ltd' },
    applied: false,
    match: null,
    fit: 'Your qualifications meet the requirements',
    ...overrides,
  };
}

/** The learner's profile with one qualification and nothing else in the lists. */
export function makeProfile(overrides: Partial<LearnerProfile> = {}): LearnerProfile {
  return {
    learner: learnerRecord(),
    identifications: [],
    experience: [],
    qualifications: [
      {
        id: 1,
        qualificationType: 'CVQ',
        certificateName: 'IT Support Level 2',
        institution: 'MIC Institute',
        yearObtained: 2022,
        description: '',
      },
    ],
    references: [],
    ...overrides,
  };
}

/** The learner's application to `job`, Applied on 2 Nov 2026. */
export function makeApplication(
  id: number,
  job: LearnerOpenJobItem,
  overrides: Partial<LearnerApplicationItem> = {},
): LearnerApplicationItem {
  return {
    ...placement(id, job.empJobs, job.jobOpenings, learnerRecord()),
    monthlyStipend: null,
    letters: [],
    employer: job.employer,
    history: [{ fromStatus: null, toStatus: 1, at: '2026-11-02T10:15:00' }],
    ...overrides,
  };
}
