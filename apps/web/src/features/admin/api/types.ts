/** An account's review state, as the admin lists report it. */
export type AccountStatus = 'pending' | 'approved' | 'rejected';
export type StatusFilter = 'all' | AccountStatus;

export const STATUS_FILTERS: readonly StatusFilter[] = ['all', 'pending', 'approved', 'rejected'];

/** Employer record, admin view (spec 1 §3, docs/api-accounts.md "Records"). */
export interface EmployerRecord {
  empId: string;
  empName: string | null;
  empEmail: string | null;
  empPhone: string | null;
  empCity: number | string | null;
  empState: string | null;
  empCountry: string | null;
  empType: number | string | null;
  companySectorKey: number | string | null;
  staffCount: number | string | null;
  empRegistrationState: string | null;
  empAppDate: string | null;
  empApprovalDate: string | null;
  empStreet: string | null;
  empPostalCode: string | null;
  empFax: string | null;
  empWebsite: string | null;
  empPName: string | null;
  empPTitle: string | null;
  empPPhone: string | null;
  empPFax: string | null;
  empPEmail: string | null;
  empIsParent: boolean | null;
  empParentId: string | null;
  companyStartMonth: number | string | null;
  companyStartYear: number | string | null;
  tvettrainingprovider: boolean | null;
  status: AccountStatus;
}

/** Learner record, admin view (spec 1 §3). */
export interface LearnerRecord {
  learnerId: string;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  emailPersonal: string | null;
  emailWork: string | null;
  dob: string | null;
  gender: string | null;
  maritalStatus: string | null;
  nationality: string | null;
  countryofBirth: string | null;
  dateRegistered: string | null;
  learnerEmploymentStatus: string | null;
  lastLevelEducation: string | null;
  learnerEducationLevel: string | null;
  learnerTeachingExperience: string | number | null;
  learnerSupervisoryExperience: string | number | null;
  disability: number | string | null;
  disabilitytype: string | null;
  interestedinOjt: boolean | null;
  lifeSkills: string | null;
  phoneHome: string | null;
  phoneMobile: string | null;
  phoneWork: string | null;
  streetAddress: string | null;
  city: number | string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  permanentStreet: string | null;
  permanentCity: number | string | null;
  permanentState: string | null;
  permanentPostalCode: string | null;
  permanentCountry: string | null;
  birthCertificate: string | null;
  nationalId: string | null;
  passportId: string | null;
  driverId: string | null;
  nis: string | null;
  learnerStatus: number | null;
  status: AccountStatus;
}

/** One page of a server-side list (`GET /api/Admin/Employers|Learners`). */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ListParams {
  search: string;
  status: StatusFilter;
  page: number;
  pageSize: number;
}

export interface StatusTally {
  total: number;
  approved: number;
  pending: number;
  rejected: number;
}

/** `GET /api/Admin/Stats`. */
export interface AdminStats {
  employers: StatusTally;
  learners: StatusTally;
  approvalRate: number;
}

/** The answer of approve and reject calls. */
export interface ActionAnswer {
  success: boolean;
  message?: string;
}
