import {
  formatPortalDateTime,
  type JobOpening,
  type JobPositionItem,
  type PlacementItem,
  startYears,
} from '@ojt/domain';
import { expect } from 'vitest';
import { createAdmin as insertAdmin } from '../modules/admin/admin-accounts.ts';
import type { TestContext } from './test-app.ts';

type Payload = Record<string, unknown>;
export type AccountStatus = 'pending' | 'approved' | 'rejected';

// Sign-ups in one test need distinct Employer IDs and emails.
let serial = 0;
const next = () => {
  serial += 1;
  return serial;
};

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

/** A valid contact-form message (POST /api/Contact), from `email`. */
export function contactMessage(email = 'asha@example.com') {
  return {
    name: 'Asha Ramdass',
    email,
    subject: 'Approval time',
    category: 'general',
    message: 'How long does approval take for learners?',
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in through the real endpoint and answers the token. */
export async function signIn(ctx: TestContext, username: string, password: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Login/login',
    payload: { pUserName: username, pPassword: password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}

export interface Admin {
  id: number;
  username: string;
  email: string;
  password: string;
  token: string;
}

/** An approved admin (as the create-admin command makes one), signed in. */
export async function createAdmin(ctx: TestContext, username = `admin${next()}`): Promise<Admin> {
  const email = `${username}@ojt.gov.tt`;
  const password = 'admin password for tests';
  const { id } = await insertAdmin(ctx.db, { username, email, password });
  return { id, username, email, password, token: await signIn(ctx, username, password) };
}

/** The newest delivered mail to `to` whose text matches `pattern` (delivery order within a batch is not queue order). */
export async function mailTo(ctx: TestContext, to: string, pattern: RegExp) {
  // Several factories may drain at once: a drain finds nothing while another one's batch is still in
  // flight, so look again until the mail has arrived (or 10 s have passed).
  const until = Date.now() + 10_000;
  let mail = undefined as ReturnType<TestContext['mail']['to']>[number] | undefined;
  for (;;) {
    await ctx.app.outbox.drain();
    mail = ctx.mail.to(to).findLast((m) => pattern.test(m.text));
    if (mail || Date.now() > until) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(mail, `no mail to ${to} matching ${pattern}`).toBeDefined();
  return mail!;
}

/** The password of the newest credentials mail to `to`. */
export async function mailedPassword(ctx: TestContext, to: string): Promise<string> {
  const mail = await mailTo(ctx, to, /Password: \S+/);
  return mail.text.match(/Password: (\S+)/)![1]!;
}

export interface Account {
  username: string;
  email: string;
  payload: Payload;
  /**
   * Set when approved: the account's own password, chosen (through ChangePassword) at the first
   * sign-in with the mailed one, as every new user must (issue 9).
   */
  password?: string;
  /** Set when approved: the session of that first sign-in, live and free to call anything. */
  token?: string;
}

/** A password that passes the rules for every account the factories make. */
export const OWN_PASSWORD = 'Steelpan harbour 47';

/**
 * The first sign-in of a newly approved account: with the mailed password, which allows nothing but
 * choosing a new one, then ChangePassword to `OWN_PASSWORD`. Answers the password and the session.
 */
export async function firstSignIn(ctx: TestContext, username: string, email: string) {
  const mailed = await mailedPassword(ctx, email);
  const token = await signIn(ctx, username, mailed);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Login/ChangePassword',
    headers: bearer(token),
    payload: { pUserName: username, oldPassword: mailed, newPassword: OWN_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { password: OWN_PASSWORD, token };
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

/** A job position payload that passes the job form's rules. */
export function validJobPosition(overrides: Payload = {}): Payload {
  return {
    jobPositionId: 0,
    jobTitle: `Welding Apprentice ${next()}`,
    jobPositionStatus: 1,
    jobSector: 4,
    lstRequirements: [
      { qualificationType: 'CVQ', certificateName: 'Welding Level 2' },
      { qualificationType: 'CXC', certificateName: 'Mathematics' },
    ],
    ...overrides,
  };
}

/** Adds a job position through POST /api/Employer/AddJobPosition; answers the saved item. */
export async function createJobPosition(
  ctx: TestContext,
  employer: SignedIn,
  overrides: Payload = {},
): Promise<JobPositionItem> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Employer/AddJobPosition',
    headers: bearer(employer.token),
    payload: validJobPosition({ empId: employer.username, ...overrides }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const HOUR = 60 * 60 * 1000;

/** Publishes a position through OpenJobPosition: by default open from an hour ago for 30 days. */
export async function publishOpening(
  ctx: TestContext,
  employer: SignedIn,
  positionId: number,
  overrides: Payload = {},
): Promise<JobOpening> {
  const now = Date.now();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Employer/OpenJobPosition',
    headers: bearer(employer.token),
    query: {
      EmpJobKey: String(positionId),
      OpenDate: formatPortalDateTime(new Date(now - HOUR)),
      CloseDate: formatPortalDateTime(new Date(now + 30 * 24 * HOUR)),
      NoOpenings: '2',
      Details: 'Bring your certificates.',
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** A new position of the employer, published: `position` and `opening` override each call's defaults. */
export async function publishedPosition(
  ctx: TestContext,
  employer: SignedIn,
  overrides: { position?: Payload; opening?: Payload } = {},
): Promise<{ position: JobPositionItem; opening: JobOpening }> {
  const position = await createJobPosition(ctx, employer, overrides.position);
  return { position, opening: await publishOpening(ctx, employer, position.empjobid, overrides.opening) };
}

/** The learner applies through POST /api/Learner/ApplyForOJT; answers the new application. */
export async function applyAs(
  ctx: TestContext,
  learner: SignedIn,
  openingId: number,
  placementType = 1,
): Promise<PlacementItem> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Learner/ApplyForOJT',
    headers: bearer(learner.token),
    payload: { JobOpeningId: openingId, LearnerId: learner.username, PlacementType: placementType },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** An UpdateLearnerProfile payload for the learner: their sign-up details (the four lists left out) and `overrides`. */
export function validLearnerProfile(learner: Account, overrides: Payload = {}): Payload {
  const { lstQualification: _q, lstExp: _e, lstIds: _i, lstRef: _r, ...fields } = learner.payload;
  return { learnerID: learner.username, ...fields, ...overrides };
}

/** Saves the learner's profile through POST /api/Learner/UpdateLearnerProfile (e.g. `{ lstQualification: [...] }`). */
export async function updateProfileAs(
  ctx: TestContext,
  learner: SignedIn,
  overrides: Payload = {},
): Promise<void> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Learner/UpdateLearnerProfile',
    headers: bearer(learner.token),
    payload: validLearnerProfile(learner, overrides),
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** An employer with a published position, a learner who applied (placement type 4), and another employer. */
export async function applicationScene(ctx: TestContext) {
  const owner = await employerSession(ctx);
  const { position, opening } = await publishedPosition(ctx, owner, {
    position: { jobTitle: 'Lab Technician' },
  });
  const learner = await learnerSession(ctx);
  const application = await applyAs(ctx, learner, opening.jobOpeningId, 4);
  const other = await employerSession(ctx);
  return { owner, position, opening, learner, application, other };
}

/** Asserts an employer call answers 401 without a token, 403 to a learner and 403 to another employer. */
export async function expectOwnerOnly(
  ctx: TestContext,
  method: 'GET' | 'POST',
  url: string,
  query: Record<string, string>,
): Promise<void> {
  const call = (token?: string) =>
    ctx.app.inject({ method, url, query, ...(token ? { headers: bearer(token) } : {}) });
  expect((await call()).statusCode, `${method} ${url} without a token`).toBe(401);
  const learner = await learnerSession(ctx);
  expect((await call(learner.token)).statusCode, `${method} ${url} as a learner`).toBe(403);
  const stranger = await employerSession(ctx);
  const res = await call(stranger.token);
  expect(res.statusCode, `${method} ${url} as another employer`).toBe(403);
  expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
}

/** The officers of one role each, added by the admin's own call; answers PlaceLearner's officer parameters. */
export async function addOfficers(ctx: TestContext, admin: Admin) {
  const ids: number[] = [];
  for (const [Name, Role] of [
    ['Anil Ramdial', 'placement'],
    ['Beverly Joseph', 'pme'],
    ['Curtis Mohammed', 'assistant'],
  ]) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Admin/AddOfficer',
      headers: bearer(admin.token),
      payload: { Name, Role },
    });
    expect(res.statusCode, res.body).toBe(200);
    ids.push(res.json().data.id);
  }
  const [PlacementOfficer, PmeOfficer, PlacementAssistant] = ids as [number, number, number];
  return { PlacementOfficer, PmeOfficer, PlacementAssistant };
}

/**
 * An application taken through its whole life by the real calls: the employer selects it, an admin
 * places it (January to June 2026, so it may be completed without a reason) and the employer
 * completes it with an evaluation (overall 4.3).
 */
export async function completedPlacementScene(ctx: TestContext) {
  const scene = await applicationScene(ctx);
  const admin = await createAdmin(ctx);
  const id = scene.application.placementId;
  const as = (token: string, url: string, payload: Payload) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const steps: [string, string, Payload][] = [
    [scene.owner.token, '/api/Employer/SetApplicationOutcome', { PlacementId: id, Outcome: 'selected' }],
    [
      admin.token,
      '/api/Admin/PlaceLearner',
      {
        PlacementId: id,
        DatePlaced: '2026-01-02',
        StartDate: '2026-01-05',
        EndDate: '2026-06-30',
        ...(await addOfficers(ctx, admin)),
        QualificationChecked: true,
      },
    ],
    [
      scene.owner.token,
      '/api/Employer/CompletePlacement',
      { PlacementId: id, Attendance: 5, Punctuality: 4, Quality: 4, Teamwork: 4, Remarks: 'Reliable.' },
    ],
  ];
  for (const [token, url, payload] of steps) {
    const res = await as(token, url, payload);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  }
  return { ...scene, admin, placementId: id };
}
