import { OTHER_TOWN_ID } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import {
  createAdmin,
  createEmployer,
  createLearner,
  employerSession,
  learnerSession,
  type SignedIn,
  updateProfileAs,
  validEmployerSignup,
  validLearnerProfile,
  validLearnerSignup,
} from '../../test/factories.ts';
import { bodyCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// Issue 30: towns beyond the spec's 30, and "Other (type it)" with the town typed beside it.
const ctx = useTestContext();
const call = bodyCaller(ctx);
const EMPLOYER_URL = '/api/Signup/SignupAsEmployer';
const LEARNER_URL = '/api/Signup/SignUpAsLearner';

type Answer = Awaited<ReturnType<typeof call>>;

function expectFieldMessage(res: Answer, field: string, message: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  expect(res.json().fields).toMatchObject({ [field]: message });
}

describe("sign-up with the country's towns", () => {
  it('accepts a new town id (Sangre Grande, 31) and stores no typed town', async () => {
    const admin = await createAdmin(ctx);
    const learner = await createLearner(ctx, { overrides: { city: 31, cityOther: 'ignored' } });
    const record = (
      await call('GET', `/api/Learner/GetLearnerById/${learner.username}`, admin.token)
    ).json()[0].learner;
    expect(record).toMatchObject({ city: 31, cityOther: '' });
  });

  it('refuses "other" without the typed town, with control characters, or too long', async () => {
    const other = { city: OTHER_TOWN_ID, state: 'Diego Martin' };
    expectFieldMessage(
      await call('POST', LEARNER_URL, undefined, validLearnerSignup(other)),
      'cityOther',
      'Town or village name is required',
    );
    expectFieldMessage(
      await call(
        'POST',
        LEARNER_URL,
        undefined,
        validLearnerSignup({ ...other, cityOther: 'Para\u0000min' }),
      ),
      'cityOther',
      'Town or village name is not valid',
    );
    const long = await call(
      'POST',
      EMPLOYER_URL,
      undefined,
      validEmployerSignup({ empCity: OTHER_TOWN_ID, empCityOther: 'x'.repeat(81) }),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.empCityOther).toContain('Town or village name');
    const unknown = await call('POST', EMPLOYER_URL, undefined, validEmployerSignup({ empCity: 500 }));
    expectFieldMessage(unknown, 'empCity', 'Please select a valid city');
  });

  it('stores the typed town and shows it in the admin records', async () => {
    const admin = await createAdmin(ctx);
    const learner = await createLearner(ctx, {
      overrides: {
        city: OTHER_TOWN_ID,
        cityOther: ' Paramin ',
        permanentCity: OTHER_TOWN_ID,
        permanentCityOther: 'Moruga Road',
      },
    });
    const record = (
      await call('GET', `/api/Learner/GetLearnerById/${learner.username}`, admin.token)
    ).json()[0].learner;
    expect(record).toMatchObject({
      city: OTHER_TOWN_ID,
      cityOther: 'Paramin',
      permanentCity: OTHER_TOWN_ID,
      permanentCityOther: 'Moruga Road',
    });
    const employer = await createEmployer(ctx, {
      overrides: { empCity: OTHER_TOWN_ID, empCityOther: 'Lopinot' },
    });
    const company = (
      await call('GET', `/api/Employer/GetEmployerById/${employer.username}`, admin.token)
    ).json();
    expect(company).toMatchObject({ empCity: OTHER_TOWN_ID, empCityOther: 'Lopinot' });
  });
});

describe("profile edits with the country's towns", () => {
  it('a learner saves a typed town, then a listed town clears it', async () => {
    const learner: SignedIn = await learnerSession(ctx);
    const bad = await call(
      'POST',
      '/api/Learner/UpdateLearnerProfile',
      learner.token,
      validLearnerProfile(learner, { city: OTHER_TOWN_ID, cityOther: '' }),
    );
    expectFieldMessage(bad, 'cityOther', 'Town or village name is required');
    await updateProfileAs(ctx, learner, { city: OTHER_TOWN_ID, cityOther: 'Paramin' });
    const own = () => call('GET', `/api/Learner/GetLearnerById/${learner.username}`, learner.token);
    expect((await own()).json()[0].learner).toMatchObject({ city: OTHER_TOWN_ID, cityOther: 'Paramin' });
    await updateProfileAs(ctx, learner, { city: 33, cityOther: 'Paramin' });
    expect((await own()).json()[0].learner).toMatchObject({ city: 33, cityOther: '' });
  });

  it('an employer saves a typed town; "other" without it is refused', async () => {
    const employer = await employerSession(ctx);
    const { empId: _id, ...fields } = validEmployerSignup();
    const update = (change: Record<string, unknown>) =>
      call('POST', '/api/Employer/UpdateEmployerProfile', employer.token, {
        ...fields,
        empId: employer.username,
        ...change,
      });
    expectFieldMessage(
      await update({ empCity: OTHER_TOWN_ID }),
      'empCityOther',
      'Town or village name is required',
    );
    expect(
      (await update({ empCity: OTHER_TOWN_ID, empCityOther: 'Lopinot', companyStartYear: 1900 })).statusCode,
    ).toBe(200);
    const record = (
      await call('GET', `/api/Employer/GetEmployerById/${employer.username}`, employer.token)
    ).json();
    expect(record).toMatchObject({ empCity: OTHER_TOWN_ID, empCityOther: 'Lopinot', companyStartYear: 1900 });
  });
});
