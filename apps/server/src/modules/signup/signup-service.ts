import { randomInt } from 'node:crypto';
import { type EmployerSignup, type LearnerSignup, MESSAGES } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../lib/app-error.ts';
import { findUserByUsername, isLearnerEmailTaken } from '../auth/user-repository.ts';
import { startVerification } from '../auth/verification-service.ts';

export const EMPLOYER_TAKEN = MESSAGES.employerIdTaken;
export const LEARNER_EMAIL_TAKEN = MESSAGES.learnerEmailTaken;

const usernameTaken = async (db: Kysely<Database>, username: string) =>
  (await findUserByUsername(db, username)) !== undefined;

/**
 * Registers an employer as a pending account (no password yet) and mails the verification link and code.
 * The Employer ID is the username. One transaction: nothing is half-saved.
 */
export async function signUpEmployer(
  db: Kysely<Database>,
  input: EmployerSignup,
  publicUrl: string,
): Promise<void> {
  if (await usernameTaken(db, input.empId)) throw conflict(EMPLOYER_TAKEN);
  try {
    await insertEmployer(db, input, publicUrl);
  } catch (error) {
    // Two sign-ups with one Employer ID at once: the later one trips the username index.
    if (isUniqueViolation(error, 'users_username_key')) throw conflict(EMPLOYER_TAKEN);
    throw error;
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pgError = (error ?? {}) as { code?: string; constraint?: string };
  return pgError.code === '23505' && pgError.constraint === constraint;
}

function insertEmployer(db: Kysely<Database>, input: EmployerSignup, publicUrl: string): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        username: input.empId,
        role: 1,
        email: input.empEmail,
        first_name: input.empPName,
        last_name: '',
        password_hash: null,
        temp_password_hash: null,
        temp_password_expires_at: null,
        email_verified_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('employers')
      .values({
        user_id: user.id,
        emp_id: input.empId,
        emp_name: input.empName,
        emp_street: input.empStreet,
        emp_city: input.empCity,
        emp_state: input.empState,
        emp_postal_code: input.empPostalCode,
        emp_phone: input.empPhone,
        emp_fax: input.empFax ?? '',
        emp_website: input.empWebSite ?? '',
        emp_type: input.empType,
        emp_email: input.empEmail,
        emp_registration_state: input.empRegistrationState ?? '',
        emp_country: input.empCountry || 'Trinidad and Tobago',
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
    await startVerification(trx, user, 'signup', input.empEmail, input.empPName, publicUrl);
  });
}

/** A short username that is easy to type: initial + surname (letters only) + 4 digits, e.g. 'asharma4821'. */
export function learnerUsername(firstName: string, lastName: string): string {
  const letters = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[^a-zA-Z]/g, '')
      .toLowerCase();
  const stem = `${letters(firstName).slice(0, 1)}${letters(lastName).slice(0, 8)}` || 'learner';
  return `${stem}${randomInt(1000, 10000)}`;
}

/** Registers a learner as a pending account, generating the username; mails the verification. */
export async function signUpLearner(
  db: Kysely<Database>,
  input: LearnerSignup,
  publicUrl: string,
): Promise<string> {
  if (await isLearnerEmailTaken(db, input.emailPersonal)) throw conflict(LEARNER_EMAIL_TAKEN);
  let username = learnerUsername(input.firstName, input.lastName);
  for (let tries = 0; (await usernameTaken(db, username)) && tries < 20; tries += 1) {
    username = learnerUsername(input.firstName, input.lastName);
  }
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        username,
        role: 2,
        email: input.emailPersonal,
        first_name: input.firstName,
        last_name: input.lastName,
        password_hash: null,
        temp_password_hash: null,
        temp_password_expires_at: null,
        email_verified_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('learners')
      .values({
        user_id: user.id,
        learner_id: username,
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
        state: input.state,
        postal_code: input.postalCode,
        country: input.country || 'Trinidad and Tobago',
        permanent_street: input.permanentStreet ?? '',
        permanent_city: input.permanentCity ?? null,
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
    await startVerification(trx, user, 'signup', input.emailPersonal, input.firstName, publicUrl);
  });
  return username;
}
