import { describe, expect, it } from 'vitest';
import {
  applyAs,
  bearer,
  createLearner,
  employerSession,
  learnerSession,
  publishedPosition,
  type SignedIn,
  validEmployerSignup,
} from '../../test/factories.ts';
import { bodyCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

const ctx = useTestContext();

const call = bodyCaller(ctx);
const get = (url: string, token?: string) => call('GET', url, token);
const update = (token: string | undefined, payload: Record<string, unknown>) =>
  call('POST', '/api/Employer/UpdateEmployerProfile', token, payload);

/** The profile payload of spec 2 §3 for an employer, with changes. */
function profile(employer: SignedIn, change: Record<string, unknown> = {}) {
  const { empId: _id, ...fields } = validEmployerSignup();
  return { ...fields, empId: employer.username, ...change };
}

describe('POST /api/Employer/UpdateEmployerProfile', () => {
  it('answers 401 without a token, 403 for a learner, 403 for another employer', async () => {
    const employer = await employerSession(ctx);
    expect((await update(undefined, profile(employer))).statusCode).toBe(401);
    const learner = await learnerSession(ctx);
    expect((await update(learner.token, profile(employer))).statusCode).toBe(403);
    const other = await employerSession(ctx);
    const res = await update(other.token, profile(employer));
    expect(res.statusCode).toBe(403);
    const record = (await get(`/api/Employer/GetEmployerById/${employer.username}`, employer.token)).json();
    expect(record.empName).toBe(employer.payload.empName);
  });

  it('answers 403, not a field message, for another employer with invalid fields', async () => {
    const employer = await employerSession(ctx);
    const other = await employerSession(ctx);
    for (const change of [
      { empName: '', empEmail: 'not-an-email' },
      { status: 'approved' },
      { empCity: 'x' },
    ]) {
      const res = await update(other.token, profile(employer, change));
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      expect(res.json().fields).toBeUndefined();
    }
    const query = await call(
      'POST',
      `/api/Employer/UpdateEmployerProfile?empId=${employer.username}`,
      other.token,
      { empName: '' },
    );
    expect(query.statusCode).toBe(403);
  });

  it('answers 400 with the wizard messages, and when empId is missing', async () => {
    const employer = await employerSession(ctx);
    const cases: [Record<string, unknown>, string][] = [
      [{ empId: '' }, 'Employer ID is missing.'],
      [{ empId: undefined }, 'Employer ID is missing.'],
      [{ empName: '' }, 'Company Name is required'],
      [{ empEmail: 'not-an-email' }, 'Please enter a valid email address'],
      [{ empWebSite: 'www.example.com' }, 'Please enter a valid website URL (e.g., https://www.example.com)'],
      [{ empCity: 99 }, 'Please select a valid city'],
      [{ status: 'approved' }, 'Unknown field: status'],
      [{ empApprovalDate: '2020-01-01' }, 'Unknown field: empApprovalDate'],
    ];
    for (const [change, message] of cases) {
      const res = await update(employer.token, profile(employer, change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().error).toBe(message);
    }
  });

  it('saves the company fields; the Employer ID, approval and sign-in email stay', async () => {
    const employer = await employerSession(ctx);
    const before = (await get(`/api/Employer/GetEmployerById/${employer.username}`, employer.token)).json();
    const res = await update(
      employer.token,
      profile(employer, {
        empId: employer.username.toLowerCase(),
        empName: 'Caribbean Steel Holdings',
        empCity: 3,
        empEmail: 'info@steel.tt',
        empPName: 'Ravi Maharaj',
        companySector: 5,
        staffCount: 200,
        isRTP: false,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Profile updated successfully.' });
    const after = (await get(`/api/Employer/GetEmployerById/${employer.username}`, employer.token)).json();
    expect(after).toMatchObject({
      empId: employer.username,
      empName: 'Caribbean Steel Holdings',
      empCity: 3,
      empEmail: 'info@steel.tt',
      empPName: 'Ravi Maharaj',
      companySectorKey: 5,
      staffCount: 200,
      tvettrainingprovider: false,
      status: 'approved',
      empApprovalDate: before.empApprovalDate,
    });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/Login/me', headers: bearer(employer.token) });
    expect(me.json().user.user).toMatchObject({ emailAddress: employer.email, firstname: 'Ravi Maharaj' });
  });
});

describe('who reads profiles across an application', () => {
  it('lets an employer read a learner only once that learner applied to one of its openings', async () => {
    const employer = await employerSession(ctx);
    const learner = await learnerSession(ctx);
    const bystander = await createLearner(ctx, { status: 'approved' });
    const url = `/api/Learner/GetLearnerById/${learner.username}`;
    expect((await get(url, employer.token)).statusCode).toBe(403);

    const { opening } = await publishedPosition(ctx, employer);
    await applyAs(ctx, learner, opening.jobOpeningId);
    const res = await get(url, employer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].learner).toMatchObject({ learnerId: learner.username, firstName: 'Kavita' });
    expect((await get(`/api/Learner/GetLearnerById/${bystander.username}`, employer.token)).statusCode).toBe(
      403,
    );
    const other = await employerSession(ctx);
    expect((await get(url, other.token)).statusCode).toBe(403);
  });

  it("shows a learner only an employer's public profile", async () => {
    const employer = await employerSession(ctx);
    const learner = await learnerSession(ctx);
    const res = await get(`/api/Employer/GetEmployerById/${employer.username}`, learner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      empId: employer.username,
      empName: employer.payload.empName,
      empType: 1,
      companySectorKey: 4,
      empCity: 1,
      empCityOther: '',
      empWebsite: 'https://www.caribsteel.tt',
      empPName: 'Asha Ramdass',
      empPTitle: 'HR Manager',
    });
    const own = (await get(`/api/Employer/GetEmployerById/${employer.username}`, employer.token)).json();
    expect(own).toHaveProperty('empApprovalDate');
    expect(own).toHaveProperty('empEmail', employer.email);
  });
});
