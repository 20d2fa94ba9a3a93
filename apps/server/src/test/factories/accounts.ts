import { startYears } from '@ojt/domain';
import { expect } from 'vitest';
import type { TestContext } from '../test-app.ts';
import { mailedPassword } from './mail.ts';
import { next, type Payload } from './serial.ts';
import { type Admin, bearer, createAdmin, firstSignIn } from './sessions.ts';

export type AccountStatus = 'pending' | 'approved' | 'rejected';

/** An employer sign-up payload that passes employerSignupSchema (every step). */
export function validEmployerSignup(overrides: Payload = {}): Payload {
  const n = next();
  return {
    empId: `EMP-${n}`,
    empName: `Caribbean Steel ${n} Ltd`,
    empType: 1,
    empEmail: `hr${n}@caribsteel.tt`,
    empPhone: '+1 (868) 555-0101',
    empWebSite: 'https://www.caribsteel.tt',
    empFax: '',
    empStreet: '12 Wrightson Road',
    empCity: 1,
    empState: 'Port of Spain',
    empPostalCode: '100101',
    empCountry: 'Trinidad and Tobago',
    empRegistrationState: 'Registered',
    empPName: 'Asha Ramdass',
    empPTitle: 'HR Manager',
    empPPhone: '868-555-0102',
    empPEmail: `asha${n}@caribsteel.tt`,
    empPFax: '',
    isParent: false,
    empParentId: '',
    companyStartMonth: 3,
    companyStartYear: startYears()[10],
    companySector: 4,
    staffCount: 50,
    isRTP: true,
    ...overrides,
  };
}

/** A learner sign-up payload that passes learnerSignupSchema, with the four null lists. */
export function validLearnerSignup(overrides: Payload = {}): Payload {
  const n = next();
  return {
    firstName: 'Kavita',
    middleName: '',
    lastName: 'Persad',
    dob: '2001-05-14',
    countryOfBirth: 'Trinidad and Tobago',
    gender: 'F',
    maritalStatus: 'S',
    emailPersonal: `kavita${n}@example.com`,
    emailWork: '',
    phoneMobile: '868-555-0199',
    phoneHome: '',
    phoneWork: '',
    streetAddress: '5 Eastern Main Road',
    city: 10,
    state: 'Tunapuna',
    postalCode: '331001',
    country: 'Trinidad and Tobago',
    permanentStreet: '',
    permanentCity: '',
    permanentState: '',
    permanentPostalCode: '',
    permanentCountry: '',
    passportNo: '',
    nationalId: '19990514001',
    birthCertificateNo: '',
    employmentStatus: 'Unemployed',
    educationLevel: 'Diploma',
    disability: 0,
    disabilityType: '',
    nisno: '',
    lstQualification: null,
    lstExp: null,
    lstIds: null,
    lstRef: null,
    ...overrides,
  };
}

export interface Account {
  username: string;
  email: string;
  payload: Payload;
  /**
   * Set when approved: the account's own password, chosen (through ChangePassword) at the first
   * sign-in with the mailed one, as every new user must.
   */
  password?: string;
  /** Set when approved: the session of that first sign-in, live and free to call anything. */
  token?: string;
}

type Kind = 'Employer' | 'Learner';

/** Approves or rejects through the real admin endpoint (POST /api/Employer/ApproveEmployer etc.). */
async function decide(ctx: TestContext, kind: Kind, id: string, status: AccountStatus, admin?: Admin) {
  if (status === 'pending') return;
  const { token } = admin ?? (await createAdmin(ctx));
  const verb = status === 'approved' ? 'Approve' : 'Reject';
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/${kind}/${verb}${kind}`,
    headers: bearer(token),
    payload: kind === 'Employer' ? { EmpId: id } : { LearnerId: id },
  });
  expect(res.statusCode, res.body).toBe(200);
}

interface AccountOptions {
  status?: AccountStatus;
  /** Decides with this admin (else a new one is created when a decision is needed). */
  admin?: Admin;
  overrides?: Payload;
  /** Approved only: keep the mailed password, unused (no first sign-in, no token). */
  keepMailedPassword?: boolean;
}

/** An approved account's password and session: its own after `firstSignIn`, or the mailed one unused. */
async function approvedCredentials(ctx: TestContext, account: Account, keepMailed = false) {
  if (keepMailed) return { password: await mailedPassword(ctx, account.email) };
  return firstSignIn(ctx, account.username, account.email);
}

/** Signs an employer up through the real endpoint; approves or rejects it through the admin endpoint. */
export async function createEmployer(ctx: TestContext, options: AccountOptions = {}): Promise<Account> {
  const { status = 'pending', admin, overrides } = options;
  const payload = validEmployerSignup(overrides);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/Signup/SignupAsEmployer', payload });
  expect(res.statusCode, res.body).toBe(201);
  // The account is saved after the answer; its mail is left to the test (a relay may be down).
  await ctx.app.outbox.settled();
  const account: Account = { username: String(payload.empId), email: String(payload.empEmail), payload };
  await decide(ctx, 'Employer', account.username, status, admin);
  if (status === 'approved') {
    Object.assign(account, await approvedCredentials(ctx, account, options.keepMailedPassword));
  }
  return account;
}

/** Signs a learner up through the real endpoint; approves or rejects it through the admin endpoint. */
export async function createLearner(ctx: TestContext, options: AccountOptions = {}): Promise<Account> {
  const { status = 'pending', admin, overrides } = options;
  const payload = validLearnerSignup(overrides);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/Signup/SignUpAsLearner', payload });
  expect(res.statusCode, res.body).toBe(201);
  await ctx.app.outbox.settled();
  const account: Account = {
    username: res.json().data.learnerId,
    email: String(payload.emailPersonal),
    payload,
  };
  await decide(ctx, 'Learner', account.username, status, admin);
  if (status === 'approved') {
    Object.assign(account, await approvedCredentials(ctx, account, options.keepMailedPassword));
  }
  return account;
}

/** An approved account with a session token. */
export interface SignedIn extends Account {
  token: string;
}

/** An approved employer, signed in. */
export async function employerSession(ctx: TestContext, options: AccountOptions = {}): Promise<SignedIn> {
  const account = await createEmployer(ctx, { ...options, status: 'approved' });
  return { ...account, token: account.token! };
}

/** An approved learner, signed in. */
export async function learnerSession(ctx: TestContext, options: AccountOptions = {}): Promise<SignedIn> {
  const account = await createLearner(ctx, { ...options, status: 'approved' });
  return { ...account, token: account.token! };
}
