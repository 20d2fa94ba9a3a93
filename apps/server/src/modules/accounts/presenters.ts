import type { ApplicantRecord, EmployerRecord, LearnerListItem, LearnerRecord } from '@ojt/domain';
import type { Employer, Learner, UserStatus } from '../../db/schema.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A row joined to its users row: the review status and, for admin answers, when the email was confirmed. */
type Joined = { status: UserStatus; email_verified_at?: Date | null };
/** Whether the address was confirmed, when the query read it. */
const verified = (row: Joined) =>
  row.email_verified_at === undefined ? {} : { emailVerified: row.email_verified_at !== null };

/** An employer in the admin-view shape of spec 1 §3, plus its status. */
export function toEmployerRecord(row: Employer & Joined): EmployerRecord {
  return {
    empId: row.emp_id,
    empName: row.emp_name,
    empEmail: row.emp_email,
    empPhone: row.emp_phone,
    empCity: row.emp_city,
    empCityOther: row.emp_city_other,
    empState: row.emp_state,
    empCountry: row.emp_country,
    empType: row.emp_type,
    companySectorKey: row.company_sector,
    staffCount: row.staff_count,
    empRegistrationState: row.emp_registration_state,
    empAppDate: iso(row.app_date),
    empApprovalDate: iso(row.approval_date),
    empStreet: row.emp_street,
    empPostalCode: row.emp_postal_code,
    empFax: row.emp_fax,
    empWebsite: row.emp_website,
    empPName: row.emp_p_name,
    empPTitle: row.emp_p_title,
    empPPhone: row.emp_p_phone,
    empPFax: row.emp_p_fax,
    empPEmail: row.emp_p_email,
    empIsParent: row.is_parent,
    empParentId: row.emp_parent_id,
    companyStartMonth: row.company_start_month,
    companyStartYear: row.company_start_year,
    tvettrainingprovider: row.is_rtp,
    status: row.status,
    ...verified(row),
  };
}

/** A learner in the admin-view shape of spec 1 §3 (and document 2's profile), plus its status. */
export function toLearnerRecord(row: Learner & Joined): LearnerRecord {
  return {
    learnerId: row.learner_id,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    emailPersonal: row.email_personal,
    emailWork: row.email_work,
    dob: row.dob,
    gender: row.gender,
    maritalStatus: row.marital_status,
    nationality: row.country,
    countryofBirth: row.country_of_birth,
    dateRegistered: iso(row.date_registered),
    learnerEmploymentStatus: row.employment_status,
    lastLevelEducation: row.education_level,
    learnerEducationLevel: row.education_level,
    learnerTeachingExperience: null,
    learnerSupervisoryExperience: null,
    disability: row.disability,
    disabilitytype: row.disability_type,
    shareDisability: row.share_disability,
    interestedinOjt: true,
    lifeSkills: null,
    phoneHome: row.phone_home,
    phoneMobile: row.phone_mobile,
    phoneWork: row.phone_work,
    streetAddress: row.street_address,
    city: row.city,
    cityOther: row.city_other,
    state: row.state,
    postalCode: row.postal_code,
    country: row.country,
    permanentStreet: row.permanent_street,
    permanentCity: row.permanent_city,
    permanentCityOther: row.permanent_city_other,
    permanentState: row.permanent_state,
    permanentPostalCode: row.permanent_postal_code,
    permanentCountry: row.permanent_country,
    birthCertificate: row.birth_certificate_no,
    nationalId: row.national_id,
    passportId: row.passport_no,
    driverId: null,
    nis: row.nis_no,
    learnerStatus: row.learner_status,
    status: row.status,
    ...verified(row),
  };
}

const LIST_OMITTED = [
  'dob',
  'birthCertificate',
  'nationalId',
  'passportId',
  'driverId',
  'nis',
  'shareDisability',
] as const;

/**
 * A learner for the paged admin table: identity numbers, date of birth and the consent to share a
 * disability left out, and disability data masked (0 and '', the shape kept), so a page of the list never carries them to the browser;
 * the detail call (GetLearnerById) has them, and records that it was read.
 */
export function toLearnerListItem(record: LearnerRecord): LearnerListItem {
  const item: Partial<LearnerRecord> = { ...record, disability: 0, disabilitytype: '' };
  for (const field of LIST_OMITTED) delete item[field];
  return item as LearnerListItem;
}

/**
 * A learner as an employer sees an applicant (PRODUCT.md §4): name, contact details, education and
 * experience, built field by field so nothing else can slip in; the disability only with the
 * learner's consent.
 */
export function toApplicantRecord(record: LearnerRecord): ApplicantRecord {
  const consented = record.shareDisability
    ? { disability: record.disability, disabilitytype: record.disabilitytype }
    : {};
  return {
    learnerId: record.learnerId,
    firstName: record.firstName,
    middleName: record.middleName,
    lastName: record.lastName,
    emailPersonal: record.emailPersonal,
    emailWork: record.emailWork,
    phoneMobile: record.phoneMobile,
    phoneHome: record.phoneHome,
    phoneWork: record.phoneWork,
    streetAddress: record.streetAddress,
    city: record.city,
    cityOther: record.cityOther,
    state: record.state,
    postalCode: record.postalCode,
    country: record.country,
    learnerEmploymentStatus: record.learnerEmploymentStatus,
    lastLevelEducation: record.lastLevelEducation,
    learnerEducationLevel: record.learnerEducationLevel,
    learnerTeachingExperience: record.learnerTeachingExperience,
    learnerSupervisoryExperience: record.learnerSupervisoryExperience,
    lifeSkills: record.lifeSkills,
    interestedinOjt: record.interestedinOjt,
    ...consented,
  };
}
