import { randomBytes } from 'node:crypto';
import { startYears } from '@ojt/domain';
import { ADMIN, type Portal } from './portal.ts';
import type { CapturedMail } from './smtp-capture.ts';

/** A short unique suffix so journeys never collide on IDs or emails. */
export const unique = () => randomBytes(3).toString('hex');

export function employerPayload(id = unique()) {
  return {
    empId: `EMP-${id}`.toUpperCase(),
    empName: `Caribbean Energy Services ${id}`,
    empType: 1,
    empEmail: `hr-${id}@energy.tt`,
    empPhone: '+1 868 555 0101',
    empWebSite: 'https://www.example.com',
    empFax: '',
    empStreet: '12 Independence Square',
    empCity: 1,
    empState: 'Port of Spain',
    empPostalCode: '100101',
    empCountry: 'Trinidad and Tobago',
    empRegistrationState: '',
    empPName: 'Renee Baptiste',
    empPTitle: 'HR Manager',
    empPPhone: '868-555-0102',
    empPEmail: `renee-${id}@energy.tt`,
    empPFax: '',
    isParent: false,
    empParentId: '',
    companyStartMonth: 3,
    companyStartYear: startYears()[10],
    companySector: 4,
    staffCount: 50,
    isRTP: false,
  };
}

export function learnerPayload(id = unique()) {
  return {
    firstName: 'Asha',
    lastName: 'Ramdass',
    middleName: '',
    dob: '2003-05-14',
    countryOfBirth: 'Trinidad and Tobago',
    birthCertificateNo: '',
    passportNo: '',
    nationalId: `1990${id}`,
    gender: 'F',
    maritalStatus: 'S',
    streetAddress: '4 Eastern Main Road',
    city: 10,
    state: 'Tunapuna',
    postalCode: '330101',
    country: 'Trinidad and Tobago',
    permanentStreet: '',
    permanentCity: '',
    permanentState: '',
    permanentPostalCode: '',
    permanentCountry: '',
    phoneHome: '',
    phoneMobile: '+1 868 755 0199',
    phoneWork: '',
    emailWork: '',
    emailPersonal: `asha-${id}@mail.tt`,
    disability: 0,
    disabilityType: '',
    employmentStatus: 'Unemployed',
    educationLevel: 'Secondary',
    nisno: '',
    lstQualification: null,
    lstExp: null,
    lstIds: null,
    lstRef: null,
  };
}

async function call(portal: Portal, path: string, body: unknown, token?: string) {
  const res = await fetch(`${portal.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

export async function apiLogin(portal: Portal, username: string, password: string): Promise<string> {
  const answer = await call(portal, '/api/Login/login', { pUserName: username, pPassword: password });
  return answer.token as string;
}

/** A password that passes the rules for every account the journeys make. */
export const OWN_PASSWORD = 'Steelpan harbour 47';

export interface ApprovalOptions {
  /** Keep the mailed password unused (its first sign-in must then choose a new one). */
  keepMailedPassword?: boolean;
  /** Fields of the employer's sign-up to change (its town, its region). */
  employer?: Partial<ReturnType<typeof employerPayload>>;
}

/**
 * The first sign-in of a newly approved account through the API: with the mailed password, which
 * allows nothing but choosing a new one, then ChangePassword to `OWN_PASSWORD`.
 */
async function chooseOwnPassword(portal: Portal, username: string, mailed: string): Promise<string> {
  const token = await apiLogin(portal, username, mailed);
  await call(
    portal,
    '/api/Login/ChangePassword',
    { pUserName: username, oldPassword: mailed, newPassword: OWN_PASSWORD },
    token,
  );
  return OWN_PASSWORD;
}

async function credentialsAfterApproval(portal: Portal, mail: CapturedMail, options: ApprovalOptions) {
  const { username, password } = credentialsFrom(mail);
  if (options.keepMailedPassword) return { username, password };
  return { username, password: await chooseOwnPassword(portal, username, password) };
}

/** Registers and approves an employer through the API; answers its credentials (its own password, unless kept). */
export async function approvedEmployer(portal: Portal, options: ApprovalOptions = {}) {
  const payload = { ...employerPayload(), ...options.employer };
  await call(portal, '/api/Signup/SignupAsEmployer', payload);
  const admin = await apiLogin(portal, ADMIN.username, ADMIN.password);
  await call(portal, '/api/Employer/ApproveEmployer', { EmpId: payload.empId }, admin);
  const mail = await portal.smtp.waitFor(payload.empEmail, /approved/i);
  return { payload, ...(await credentialsAfterApproval(portal, mail, options)) };
}

/** Registers and approves a learner through the API; answers its credentials (its own password, unless kept). */
export async function approvedLearner(portal: Portal, options: ApprovalOptions = {}) {
  const payload = learnerPayload();
  const answer = await call(portal, '/api/Signup/SignUpAsLearner', payload);
  const learnerId = (answer.data as { learnerId: string }).learnerId;
  const admin = await apiLogin(portal, ADMIN.username, ADMIN.password);
  await call(portal, '/api/Learner/ApproveLearner', { LearnerId: learnerId }, admin);
  const mail = await portal.smtp.waitFor(payload.emailPersonal, /approved/i);
  return { payload, ...(await credentialsAfterApproval(portal, mail, options)) };
}

/** Username and password from an approval mail. */
export function credentialsFrom(mail: CapturedMail): { username: string; password: string } {
  const username = mail.text.match(/Username:\s*(\S+)/)?.[1];
  const password = mail.text.match(/Password:\s*(\S+)/)?.[1];
  if (!username || !password) throw new Error(`No credentials in mail "${mail.subject}"`);
  return { username, password };
}

/** The temporary password from a recovery mail. */
export function temporaryPasswordFrom(mail: CapturedMail): string {
  const password = mail.text.match(/Temporary password:\s*(\S+)/)?.[1];
  if (!password) throw new Error(`No temporary password in mail "${mail.subject}"`);
  return password;
}

/** The verification link and 6-digit code from a verification mail. */
export function verificationFrom(mail: CapturedMail): { link: string; code: string } {
  const link = mail.text.match(/(https?:\/\/\S+\/verify-email\/\S+)/)?.[1];
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  if (!link || !code) throw new Error(`No verification link/code in mail "${mail.subject}"`);
  return { link, code };
}
