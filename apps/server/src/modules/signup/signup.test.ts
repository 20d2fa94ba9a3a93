import { describe, expect, it } from 'vitest';
import { mailTo, validEmployerSignup, validLearnerSignup } from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';

const ctx = useTestContext();

const EMPLOYER_URL = '/api/Signup/SignupAsEmployer';
const LEARNER_URL = '/api/Signup/SignUpAsLearner';
const post = (url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object });

async function countRows() {
  const count = async (table: 'users' | 'employers' | 'learners' | 'email_verifications' | 'outbox') =>
    Number(
      (
        await ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    users: await count('users'),
    employers: await count('employers'),
    learners: await count('learners'),
    verifications: await count('email_verifications'),
    outbox: await count('outbox'),
  };
}
const ADDRESS_TAKEN_SUBJECT = 'Someone tried to sign up with your email address';
const NOTHING = { users: 0, employers: 0, learners: 0, verifications: 0, outbox: 0 };

function expectValidationFailure(res: Awaited<ReturnType<typeof post>>, field: string, message: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION', error: message });
  expect(res.json().fields).toMatchObject({ [field]: message });
}

/** The first sign-up is saved; the second answers 409 with `message` and saves nothing more. */
async function expectSecondRefused(url: string, [first, second]: [unknown, unknown], message: string) {
  expect((await post(url, first)).statusCode).toBe(201);
  await ctx.app.outbox.drain();
  const before = await countRows();
  const res = await post(url, second);
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ success: false, code: 'CONFLICT', error: message });
  await ctx.app.outbox.drain();
  expect(await countRows()).toEqual(before);
}

describe('POST /api/Signup/SignupAsEmployer', () => {
  // One row per step rule of spec 1 §5.
  it.each([
    ['step 1', 'empId', '', 'Employer ID is required'],
    ['step 1', 'empName', '  ', 'Company Name is required'],
    ['step 1', 'empType', 0, 'Employer Type is required'],
    ['step 1', 'empEmail', '', 'Company Email is required'],
    ['step 1', 'empEmail', 'hr at caribsteel.tt', 'Please enter a valid email address'],
    ['step 1', 'empPhone', '', 'Company Phone is required'],
    ['step 1', 'empPhone', '0868-555', 'Please enter a valid phone number'],
    [
      'step 1',
      'empWebSite',
      'www.caribsteel.tt',
      'Please enter a valid website URL (e.g., https://www.example.com)',
    ],
    ['step 1', 'empFax', 'fax me', 'Please enter a valid fax number'],
    ['step 2', 'empStreet', '', 'Street Address is required'],
    ['step 2', 'empCity', '', 'City is required'],
    ['step 2', 'empState', '', 'Region or corporation is required'],
    ['step 2', 'empPostalCode', '', 'Postal Code is required'],
    ['step 3', 'empPName', '', 'Contact Name is required'],
    ['step 3', 'empPTitle', '', 'Contact Title is required'],
    ['step 3', 'empPPhone', '', 'Contact Phone is required'],
    ['step 3', 'empPEmail', 'asha@', 'Please enter a valid email address'],
    ['step 4', 'companyStartMonth', 0, 'Company Start Month is required'],
    ['step 4', 'companyStartYear', '', 'Company Start Year is required'],
    ['step 4', 'companySector', null, 'Company Sector is required'],
    ['step 4', 'staffCount', undefined, 'Staff Count is required'],
  ])('%s: 400 when %s is %j', async (_step, field, value, message) => {
    const res = await post(EMPLOYER_URL, validEmployerSignup({ [field]: value }));
    expectValidationFailure(res, field, message);
    expect(await countRows()).toEqual(NOTHING);
  });

  it('answers 400 naming an unknown field', async () => {
    const res = await post(EMPLOYER_URL, validEmployerSignup({ empSlogan: 'Steel you can trust' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', error: 'Unknown field: empSlogan' });
  });

  it.each([
    ['empName', { text: 'Steel' }],
    ['isRTP', 'perhaps'],
    ['companySector', 4.5],
    ['empCity', 500],
  ])('answers 400 for a wrong type or value of %s', async (field, value) => {
    const res = await post(EMPLOYER_URL, validEmployerSignup({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(Object.keys(res.json().fields)).toContain(field);
  });

  it('answers 400 for a body that is not an object', async () => {
    const res = await post(EMPLOYER_URL, [validEmployerSignup()]);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('stores a pending employer with the fields of spec 1 §3 and mails the link and code', async () => {
    const payload = validEmployerSignup({ empId: ' EMP-777 ', isParent: true, empParentId: 'GROUP-1' });
    const res = await post(EMPLOYER_URL, payload);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: expect.stringContaining('Application submitted') });
    await ctx.app.outbox.drain();

    const user = await ctx.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(user).toMatchObject({ username: 'EMP-777', role: 1, status: 'pending', password_hash: null });
    const employer = await ctx.db.selectFrom('employers').selectAll().executeTakeFirstOrThrow();
    expect(employer).toMatchObject({
      emp_id: 'EMP-777',
      emp_name: payload.empName,
      emp_street: '12 Wrightson Road',
      emp_city: 1,
      emp_state: 'Port of Spain',
      emp_postal_code: '100101',
      emp_phone: '+1 (868) 555-0101',
      emp_website: 'https://www.caribsteel.tt',
      emp_type: 1,
      emp_email: payload.empEmail,
      emp_registration_state: 'Registered',
      emp_country: 'Trinidad and Tobago',
      emp_p_name: 'Asha Ramdass',
      emp_p_title: 'HR Manager',
      emp_p_phone: '868-555-0102',
      emp_p_email: payload.empPEmail,
      is_parent: true,
      emp_parent_id: 'GROUP-1',
      company_start_month: 3,
      company_start_year: payload.companyStartYear,
      company_sector: 4,
      staff_count: 50,
      is_rtp: true,
      approval_date: null,
    });

    const mail = await mailTo(ctx, String(payload.empEmail), /verify-email/);
    const link = mail.text.match(/http:\/\/portal\.test\/verify-email\/([A-Za-z0-9_-]{20,})/);
    expect(link, mail.text).not.toBeNull();
    expect(mail.text).toMatch(/code on the verification page: \d{6}\n/);
  });

  it('accepts select values as strings, and the payload in the query string', async () => {
    const payload = validEmployerSignup({ empType: '2', empCity: '14', staffCount: '200' });
    const query = Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)]));
    const res = await ctx.app.inject({ method: 'POST', url: EMPLOYER_URL, query });
    expect(res.statusCode, res.body).toBe(201);
    await ctx.app.outbox.drain();
    const employer = await ctx.db.selectFrom('employers').selectAll().executeTakeFirstOrThrow();
    expect(employer).toMatchObject({ emp_type: 2, emp_city: 14, staff_count: 200, is_parent: false });
  });

  it('answers 409 for an Employer ID already registered, whatever its case, and saves nothing more', async () => {
    await expectSecondRefused(
      EMPLOYER_URL,
      [validEmployerSignup({ empId: 'TT-STEEL' }), validEmployerSignup({ empId: 'tt-steel' })],
      'An employer with this Employer ID is already registered.',
    );
  });

  it('answers a company email already registered as a new sign-up, saves nothing, and mails its owner', async () => {
    const first = await post(
      EMPLOYER_URL,
      validEmployerSignup({ empId: 'TT-STEEL', empEmail: 'HR@Steel.tt' }),
    );
    expect(first.statusCode).toBe(201);
    await ctx.app.outbox.drain();
    const before = await countRows();

    const res = await post(EMPLOYER_URL, validEmployerSignup({ empId: 'TT-IRON', empEmail: 'hr@steel.TT' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(first.json());
    await ctx.app.outbox.drain();
    expect(await countRows()).toEqual({ ...before, outbox: before.outbox + 1 });
    const mail = await mailTo(ctx, 'hr@steel.tt', /tried to register an employer/);
    expect(mail.subject).toBe(ADDRESS_TAKEN_SUBJECT);
    expect(mail.text).toContain('"TT-STEEL"');
    expect(mail.text).not.toContain('TT-IRON');

    // The Employer ID is the username the applicant chose: a taken one is still refused, whatever the email.
    const taken = await post(
      EMPLOYER_URL,
      validEmployerSignup({ empId: 'tt-steel', empEmail: 'new@steel.tt' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('An employer with this Employer ID is already registered.');
  });

  it('answers 409 with the same message when two sign-ups race for one Employer ID', async () => {
    const answers = await Promise.all(
      ['EMP-RACE', 'emp-race', 'Emp-Race'].map((empId) => post(EMPLOYER_URL, validEmployerSignup({ empId }))),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    await ctx.app.outbox.drain();
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json().error).toBe('An employer with this Employer ID is already registered.');
    }
    expect(await countRows()).toMatchObject({ users: 1, employers: 1, verifications: 1, outbox: 1 });
  });
});

describe('POST /api/Signup/SignUpAsLearner', () => {
  it.each([
    ['step 1', 'firstName', '', 'First Name is required'],
    ['step 1', 'lastName', '', 'Last Name is required'],
    ['step 1', 'dob', '', 'Date of Birth is required'],
    ['step 1', 'dob', '2001--14', 'Date of Birth must include a month'],
    ['step 1', 'dob', '2001-02-30', 'Date of Birth must be a real date'],
    ['step 1', 'dob', '01-05-14', 'Year must include 4 numbers'],
    ['step 1', 'gender', '', 'Gender is required'],
    ['step 1', 'emailPersonal', '', 'Personal Email is required'],
    ['step 1', 'emailPersonal', 'kavita@example', 'Please enter a valid email address'],
    ['step 1', 'phoneMobile', '', 'Mobile Phone is required'],
    ['step 1', 'phoneMobile', '12', 'Please enter a valid phone number'],
    ['step 2', 'streetAddress', '', 'Street Address is required'],
    ['step 2', 'city', 0, 'City is required'],
    ['step 2', 'state', '', 'Region or corporation is required'],
    ['step 3', 'employmentStatus', '', 'Employment Status is required'],
    ['step 3', 'educationLevel', '', 'Education Level is required'],
  ])('%s: 400 when %s is %j', async (_step, field, value, message) => {
    const res = await post(LEARNER_URL, validLearnerSignup({ [field]: value }));
    expectValidationFailure(res, field, message);
    expect(await countRows()).toEqual(NOTHING);
  });

  it('step 3: 400 when no identification is given', async () => {
    const res = await post(
      LEARNER_URL,
      validLearnerSignup({ passportNo: '', nationalId: ' ', birthCertificateNo: '' }),
    );
    expectValidationFailure(
      res,
      'passportNo',
      'At least one identification field is required (Passport Number, National ID, or Birth Certificate Number)',
    );
  });

  it('answers 400 naming an unknown field, and for wrong types', async () => {
    const unknown = await post(LEARNER_URL, validLearnerSignup({ favouriteColour: 'blue' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Unknown field: favouriteColour');
    for (const wrong of [{ lstIds: [{ id: 1 }] }, { disability: 3 }, { firstName: ['Kavita'] }]) {
      const res = await post(LEARNER_URL, validLearnerSignup(wrong));
      expect(res.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect(await countRows()).toEqual(NOTHING);
  });

  it('stores a pending learner, answers the generated username and mails the link and code', async () => {
    const payload = validLearnerSignup({ disability: '1', disabilityType: 'Hearing', permanentCity: '3' });
    const res = await post(LEARNER_URL, payload);
    expect(res.statusCode).toBe(201);
    const { learnerId } = res.json().data;
    expect(res.json()).toEqual({ success: true, message: expect.any(String), data: { learnerId } });
    expect(learnerId).toMatch(/^kpersad\d{4}$/);
    await ctx.app.outbox.drain();

    const user = await ctx.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(user).toMatchObject({ username: learnerId, role: 2, status: 'pending', password_hash: null });
    const learner = await ctx.db.selectFrom('learners').selectAll().executeTakeFirstOrThrow();
    expect(learner).toMatchObject({
      learner_id: learnerId,
      first_name: 'Kavita',
      last_name: 'Persad',
      dob: '2001-05-14',
      country_of_birth: 'Trinidad and Tobago',
      national_id: '19990514001',
      gender: 'F',
      marital_status: 'S',
      street_address: '5 Eastern Main Road',
      city: 10,
      state: 'Tunapuna',
      postal_code: '331001',
      permanent_city: 3,
      phone_mobile: '868-555-0199',
      email_personal: payload.emailPersonal,
      disability: 1,
      disability_type: 'Hearing',
      employment_status: 'Unemployed',
      education_level: 'Diploma',
      learner_status: 0,
    });

    const mail = await mailTo(ctx, String(payload.emailPersonal), /verify-email/);
    expect(mail.text).toMatch(/http:\/\/portal\.test\/verify-email\/[A-Za-z0-9_-]{20,}/);
    expect(mail.text).toMatch(/code on the verification page: \d{6}\n/);
  });

  it('gives two learners of the same name different usernames', async () => {
    const first = await post(LEARNER_URL, validLearnerSignup());
    const second = await post(LEARNER_URL, validLearnerSignup());
    expect(first.json().data.learnerId).not.toBe(second.json().data.learnerId);
  });

  it('answers a personal email already registered as a new sign-up, saves nothing, and mails its owner', async () => {
    const first = await post(LEARNER_URL, validLearnerSignup({ emailPersonal: 'Kavita@Example.com' }));
    expect(first.statusCode).toBe(201);
    const owner = first.json().data.learnerId;
    await ctx.app.outbox.drain();
    const before = await countRows();

    const res = await post(LEARNER_URL, validLearnerSignup({ emailPersonal: 'kavita@example.COM' }));
    expect(res.statusCode).toBe(201);
    const { learnerId } = res.json().data;
    expect(res.json()).toEqual({ ...first.json(), data: { learnerId } });
    expect(learnerId).toMatch(/^kpersad\d{4}$/);
    expect(learnerId).not.toBe(owner);
    await ctx.app.outbox.drain();
    expect(await countRows()).toEqual({ ...before, outbox: before.outbox + 1 });

    const mail = await mailTo(ctx, 'kavita@example.com', /tried to register a learner/);
    expect(mail.subject).toBe(ADDRESS_TAKEN_SUBJECT);
    expect(mail.text).toContain(`"${owner}"`);
    expect(mail.text).not.toContain(learnerId);
    expect(ctx.mail.sent.filter((m) => m.subject === ADDRESS_TAKEN_SUBJECT)).toHaveLength(1);
  });

  it('mails the owner of an address named again and again at most 3 times a day, answering alike', async () => {
    const first = await post(LEARNER_URL, validLearnerSignup({ emailPersonal: 'kavita@example.com' }));
    for (let i = 0; i < 5; i += 1) {
      const res = await post(LEARNER_URL, validLearnerSignup({ emailPersonal: 'kavita@example.com' }));
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(first.json().message);
    }
    await ctx.app.outbox.drain();
    expect(ctx.mail.sent.filter((m) => m.subject === ADDRESS_TAKEN_SUBJECT)).toHaveLength(3);
    expect(await countRows()).toMatchObject({ users: 1, learners: 1, outbox: 4 });
  });

  it('saves one learner when three sign-ups race for one new address; the other two mail its owner', async () => {
    const answers = await Promise.all(
      ['Asha@Race.tt', 'asha@race.tt', 'ASHA@RACE.TT'].map((emailPersonal) =>
        post(LEARNER_URL, validLearnerSignup({ emailPersonal })),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    await ctx.app.outbox.drain();
    expect(await countRows()).toMatchObject({ users: 1, learners: 1, verifications: 1, outbox: 3 });
    expect(
      ctx.mail
        .to('asha@race.tt')
        .map((m) => m.subject)
        .sort(),
    ).toEqual([ADDRESS_TAKEN_SUBJECT, ADDRESS_TAKEN_SUBJECT, 'Verify your email for the OJT Portal'].sort());
  });
});

describe('sign-up rate limit', () => {
  it('allows 100 sign-ups an hour from one address, then answers 429 and saves nothing', async () => {
    await ctx.db
      .insertInto('rate_limits')
      .values({ key: 'signup:ip:127.0.0.1', window_started_at: new Date(), hits: 99 })
      .execute();
    expect((await post(EMPLOYER_URL, validEmployerSignup())).statusCode).toBe(201);
    const refused = await post(LEARNER_URL, validLearnerSignup());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    await ctx.app.outbox.drain();
    expect(await ctx.db.selectFrom('learners').selectAll().execute()).toHaveLength(0);
  });
});
