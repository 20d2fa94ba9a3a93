import type { EmployerRecord, JobOpening, JobPositionItem, LearnerRecord, PlacementItem } from '@ojt/domain';

// The records the server answers, as the dashboards' tests seed them; each feature's testing/
// folder names its own (numbered rows for the admin's lists, the signed-in account for the others).

/** An approved learner, as GetLearnerById answers it (Asha Ramdial of Caroni). */
export function learnerRecord(overrides: Partial<LearnerRecord> = {}): LearnerRecord {
  return {
    learnerId: 'learner-1',
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
    shareDisability: false,
    interestedinOjt: true,
    lifeSkills: null,
    phoneHome: '',
    phoneMobile: '8687201234',
    phoneWork: '',
    streetAddress: '4 Main Road',
    city: 14,
    cityOther: '',
    state: 'Caroni',
    postalCode: '500000',
    country: 'Trinidad and Tobago',
    permanentStreet: '',
    permanentCity: null,
    permanentCityOther: '',
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

/** An approved employer, as GetEmployerById answers it (Caribbean Tech Ltd, `employer-1`). */
export function employerRecord(overrides: Partial<EmployerRecord> = {}): EmployerRecord {
  return {
    empId: 'employer-1',
    empName: 'Caribbean Tech Ltd',
    empEmail: 'info@caribtech.tt',
    empPhone: '8686251234',
    empCity: 1,
    empCityOther: '',
    empState: 'St. George',
    empCountry: 'Trinidad and Tobago',
    empType: 1,
    companySectorKey: 4,
    staffCount: 50,
    empRegistrationState: 'Registered',
    empAppDate: '2026-03-04T18:05:00.000Z',
    empApprovalDate: '2026-03-06T14:00:00.000Z',
    empStreet: '12 Frederick Street',
    empPostalCode: '100101',
    empFax: '',
    empWebsite: 'https://www.caribtech.tt',
    empPName: 'Asha Ramdial',
    empPTitle: 'HR Manager',
    empPPhone: '8686259876',
    empPFax: '',
    empPEmail: 'hr@caribtech.tt',
    empIsParent: false,
    empParentId: '',
    companyStartMonth: 3,
    companyStartYear: 2010,
    tvettrainingprovider: false,
    status: 'approved',
    ...overrides,
  };
}

/** Job position `n` ('Position n', IT sector, one CVQ requirement, no openings) of employer `employer-1`. */
export function jobPosition(n: number, overrides: Partial<JobPositionItem> = {}): JobPositionItem {
  return {
    empjobid: n,
    empjobname: `Position ${n}`,
    empjobsector: 4,
    empjobpositionstatus: 1,
    empkey: 'employer-1',
    published: false,
    tblemployerjobRequirements: [
      { empJobReqId: 1, empJobKey: n, qualificationType: 'CVQ', certificateName: 'IT Support Level 2' },
    ],
    tblemployerjobopenings: [],
    ...overrides,
  };
}

/** An opening of position `positionId`, active from 1 Nov to 30 Nov 2026. */
export function jobOpening(id: number, positionId: number, overrides: Partial<JobOpening> = {}): JobOpening {
  return {
    jobOpeningId: id,
    numofOpenings: 2,
    openingDate: '2026-11-01T09:00:00',
    closingDate: '2026-11-30T17:00:00',
    jobOpeningStatus: 1,
    comment: 'Monday to Friday, 8 am to 4 pm.',
    jobOpeningKey: positionId,
    ...overrides,
  };
}

/** An application to `opening` of `position` by `learner`, Applied on 2 Nov 2026. */
export function placement(
  id: number,
  position: JobPositionItem,
  opening: JobOpening,
  learner: Pick<LearnerRecord, 'learnerId' | 'firstName' | 'lastName' | 'emailPersonal' | 'phoneMobile'>,
  overrides: Partial<PlacementItem> = {},
): PlacementItem {
  return {
    placementId: id,
    learnerKey: learner.learnerId,
    jobOpeningKey: opening.jobOpeningId,
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
      learnerId: learner.learnerId,
      firstName: learner.firstName,
      lastName: learner.lastName,
      emailPersonal: learner.emailPersonal,
      phoneMobile: learner.phoneMobile,
    },
    opening,
    jobs: {
      empjobid: position.empjobid,
      empjobname: position.empjobname,
      empjobsector: position.empjobsector,
      empkey: position.empkey,
    },
    monthlyStipend: null,
    letters: [],
    ...overrides,
  };
}
