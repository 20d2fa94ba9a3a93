import {
  DEFAULT_COUNTRY_NAME,
  type EmployerSignup,
  type LearnerSignup,
  normalizeEmail,
  storedOtherTown,
} from '@ojt/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The employer's company record of a new account (`userId`), as the sign-up form gave it. */
export async function insertEmployer(
  db: Kysely<Database>,
  userId: number,
  input: EmployerSignup,
): Promise<void> {
  await db
    .insertInto('employers')
    .values({
      user_id: userId,
      emp_id: input.empId,
      emp_name: input.empName,
      emp_street: input.empStreet,
      emp_city: input.empCity,
      emp_city_other: storedOtherTown(input.empCity, input.empCityOther),
      emp_state: input.empState,
      emp_postal_code: input.empPostalCode,
      emp_phone: input.empPhone,
      emp_fax: input.empFax ?? '',
      emp_website: input.empWebSite ?? '',
      emp_type: input.empType,
      emp_email: input.empEmail,
      emp_registration_state: input.empRegistrationState ?? '',
      emp_country: input.empCountry || DEFAULT_COUNTRY_NAME,
      emp_p_name: input.empPName,
      emp_p_title: input.empPTitle,
      emp_p_phone: input.empPPhone,
      emp_p_fax: input.empPFax ?? '',
      emp_p_email: input.empPEmail,
      is_parent: input.isParent ?? false,
      emp_parent_id: input.isParent ? (input.empParentId ?? '') : '',
      company_start_month: input.companyStartMonth,
      company_start_year: input.companyStartYear,
      company_sector: input.companySector,
      staff_count: input.staffCount,
      is_rtp: input.isRTP ?? false,
      approval_date: null,
    })
    .execute();
}

/** The learner's profile of a new account (`userId`), as the sign-up form gave it. */
export async function insertLearner(
  db: Kysely<Database>,
  userId: number,
  learnerId: string,
  input: LearnerSignup,
): Promise<void> {
  await db
    .insertInto('learners')
    .values({
      user_id: userId,
      learner_id: learnerId,
      first_name: input.firstName,
      middle_name: input.middleName ?? '',
      last_name: input.lastName,
      dob: input.dob,
      country_of_birth: input.countryOfBirth ?? '',
      birth_certificate_no: input.birthCertificateNo ?? '',
      passport_no: input.passportNo ?? '',
      national_id: input.nationalId ?? '',
      gender: input.gender,
      marital_status: input.maritalStatus ?? '',
      street_address: input.streetAddress,
      city: input.city,
      city_other: storedOtherTown(input.city, input.cityOther),
      state: input.state,
      postal_code: input.postalCode,
      country: input.country || DEFAULT_COUNTRY_NAME,
      permanent_street: input.permanentStreet ?? '',
      permanent_city: input.permanentCity ?? null,
      permanent_city_other: storedOtherTown(input.permanentCity, input.permanentCityOther),
      permanent_state: input.permanentState ?? '',
      permanent_postal_code: input.permanentPostalCode ?? '',
      permanent_country: input.permanentCountry ?? '',
      phone_home: input.phoneHome ?? '',
      phone_mobile: input.phoneMobile,
      phone_work: input.phoneWork ?? '',
      email_work: input.emailWork ?? '',
      email_personal: input.emailPersonal,
      disability: input.disability ?? 0,
      disability_type: input.disability === 1 ? (input.disabilityType ?? '') : '',
      employment_status: input.employmentStatus,
      education_level: input.educationLevel,
      nis_no: input.nisno ?? '',
    })
    .execute();
}

/**
 * Holds the address for the rest of the transaction: two sign-ups naming it at once take turns, so
 * the later one finds the account the earlier one made (an employer's company email has no unique
 * index: employers may share one after a profile edit).
 */
export async function lockSignupAddress(trx: Kysely<Database>, role: 'learner' | 'employer', email: string) {
  const key = `signup:${role}:${normalizeEmail(email)}`;
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}
