import type {
  EmployerPublicProfile,
  LearnerApplicationItem,
  LearnerOpenJobItem,
  LearnerProfile,
  LearnerRecord,
} from '@ojt/domain';

/** The signed-in learner of the tests (`storeSession('learner')` signs in as `learner-1`). */
export const LEARNER_ID = 'learner-1';

/** An employer's public profile (GetEmployerById as a learner sees it). */
export function makeEmployer(
  empId: string,
  overrides: Partial<EmployerPublicProfile> = {},
): EmployerPublicProfile {
  return {
    empId,
    empName: 'Caribbean Tech Ltd',
    empType: 1,
    companySectorKey: 4,
    empCity: 1,
    empWebsite: 'https://www.caribtech.tt',
    empPName: 'Asha Ramdial',
    empPTitle: 'HR Manager',
    ...overrides,
  };
}

/** An open opening `n` (opening id 100 + n) of position `n`, 1 Nov to 30 Nov 2026, IT sector. */
export function makeOpenJob(n: number, overrides: Partial<LearnerOpenJobItem> = {}): LearnerOpenJobItem {
  return {
    empJobs: {
      empjobid: n,
      empjobname: `Position ${n}`,
      empjobsector: 4,
      empjobpositionstatus: 1,
      empkey: 'caribtech',
      published: true,
      tblemployerjobRequirements: [
        { empJobReqId: 1, empJobKey: n, qualificationType: 'CVQ', certificateName: 'IT Support Level 2' },
      ],
      tblemployerjobopenings: [],
    },
    jobOpenings: {
      jobOpeningId: 100 + n,
      numofOpenings: 2,
      openingDate: '2026-11-01T09:00:00',
      closingDate: '2026-11-30T17:00:00',
      jobOpeningStatus: 1,
      comment: 'Monday to Friday, 8 am to 4 pm.',
      jobOpeningKey: n,
    },
    employer: { empId: 'caribtech', empName: 'Caribbean Tech Ltd' },
    applied: false,
    match: null,
    ...overrides,
  };
}

/** The learner's record as GetLearnerById answers it. */
export function makeLearnerRecord(overrides: Partial<LearnerRecord> = {}): LearnerRecord {
  return {
    learnerId: LEARNER_ID,
    firstName: 'Asha',
    middleName: '',
    lastName: 'Ramdial',
    emailPersonal: 'asha@mail.tt',
    emailWork: '',
    dob: '2001-03-04',
    gender: 'F',
    maritalStatus: 'S',
    nationality: 'Trinidad and Tobago',
    countryofBirth: 'Trinidad and Tobago',
    dateRegistered: '2026-03-05T02:30:00.000Z',
    learnerEmploymentStatus: 'Unemployed',
    lastLevelEducation: 'Secondary',
    learnerEducationLevel: 'Secondary',
    learnerTeachingExperience: null,
    learnerSupervisoryExperience: null,
    disability: 0,
    disabilitytype: '',
    interestedinOjt: true,
    lifeSkills: null,
    phoneHome: '',
    phoneMobile: '8687201234',
    phoneWork: '',
    streetAddress: '4 Main Road',
    city: 14,
    state: 'Caroni',
    postalCode: '500000',
    country: 'Trinidad and Tobago',
    permanentStreet: '',
    permanentCity: null,
    permanentState: '',
    permanentPostalCode: '',
    permanentCountry: '',
    birthCertificate: '',
    nationalId: '19990304123',
    passportId: '',
    driverId: null,
    nis: '',
    learnerStatus: 1,
    status: 'approved',
    ...overrides,
  };
}

/** The learner's profile with one qualification and nothing else in the lists. */
export function makeProfile(overrides: Partial<LearnerProfile> = {}): LearnerProfile {
  return {
    learner: makeLearnerRecord(),
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
  const learner = makeLearnerRecord();
  return {
    placementId: id,
    learnerKey: LEARNER_ID,
    jobOpeningKey: job.jobOpenings.jobOpeningId,
    placementTypeKey: 1,
    placementStatus: 1,
    interviewDate: null,
    interviewTime: null,
    interviewLocation: null,
    interviewMessage: null,
    placementComments: '',
    datePlaced: null,
    startDate: null,
    endDate: null,
    placementofficer: null,
    pmeofficer: null,
    placementAssistant: null,
    dateApplied: '2026-11-02T10:15:00',
    learner: {
      learnerId: LEARNER_ID,
      firstName: learner.firstName,
      lastName: learner.lastName,
      emailPersonal: learner.emailPersonal,
      phoneMobile: learner.phoneMobile,
    },
    opening: job.jobOpenings,
    jobs: {
      empjobid: job.empJobs.empjobid,
      empjobname: job.empJobs.empjobname,
      empjobsector: job.empJobs.empjobsector,
      empkey: job.empJobs.empkey,
    },
    employer: job.employer,
    history: [{ fromStatus: null, toStatus: 1, at: '2026-11-02T10:15:00' }],
    ...overrides,
  };
}
