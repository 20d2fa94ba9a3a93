import { describe, expect, it } from 'vitest';
import {
  applyAs,
  bearer,
  createJobPosition,
  employerSession,
  learnerSession,
  publishOpening,
  type SignedIn,
  validLearnerProfile,
} from '../../test/factories.ts';
import { bodyCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

const ctx = useTestContext();

const call = bodyCaller(ctx);
const update = (token: string | undefined, payload: Record<string, unknown>) =>
  call('POST', '/api/Learner/UpdateLearnerProfile', token, payload);

const profileOf = async (learner: SignedIn, token = learner.token) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/Learner/GetLearnerById/${learner.username}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json()[0];
};

const lists = {
  lstIds: [
    {
      identificationType: "Driver's Permit",
      identificationNumber: 'DP-123456',
      issuingAuthority: 'Licensing Authority',
      issueDate: '2020-01-15',
      expiryDate: '2030-01-15',
    },
  ],
  lstExp: [
    {
      company: 'TSTT',
      position: 'Intern',
      startDate: '2022-06-01',
      endDate: '2022-08-31',
      description: 'Help desk',
    },
  ],
  lstQualification: [
    { qualificationType: 'CVQ', certificateName: 'IT Support', institution: 'NESC', yearObtained: 2021 },
    { qualificationType: 'CXC', certificateName: 'Mathematics', yearObtained: '2018' },
  ],
  lstRef: [
    { name: 'Ravi Maharaj', relationship: 'Supervisor', phone: '868-555-0123', email: 'ravi@tstt.co.tt' },
  ],
};

describe('POST /api/Learner/UpdateLearnerProfile', () => {
  it('answers 401 without a token, 403 for an employer, 403 for another learner', async () => {
    const learner = await learnerSession(ctx);
    const employer = await employerSession(ctx);
    const payload = validLearnerProfile(learner);
    expect((await update(undefined, payload)).statusCode).toBe(401);
    expect((await update(employer.token, payload)).statusCode).toBe(403);
    const other = await learnerSession(ctx);
    const res = await update(other.token, payload);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('You can change only your own profile.');
  });

  it('answers 403, not a field message, for another learner with invalid fields', async () => {
    const learner = await learnerSession(ctx);
    const other = await learnerSession(ctx);
    const invalid = [{ firstName: '', phoneMobile: 'abc' }, { dob: '2999-01-01' }, { status: 'approved' }];
    for (const change of invalid) {
      const res = await update(other.token, { ...validLearnerProfile(learner), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        code: 'FORBIDDEN',
        error: 'You can change only your own profile.',
      });
    }
  });

  it('answers 400 with the spec messages for bad input, never 500', async () => {
    const learner = await learnerSession(ctx);
    const cases: [Record<string, unknown>, string][] = [
      [{ learnerID: '' }, 'User ID not found. Please log in again.'],
      [{ learnerID: null }, 'User ID not found. Please log in again.'],
      [{ firstName: ' ' }, 'First Name is required'],
      [{ phoneMobile: '' }, 'Mobile Phone is required'],
      [{ phoneMobile: '12' }, 'Please enter a valid phone number'],
      [{ emailPersonal: 'nope' }, 'Please enter a valid email address'],
      [{ firstName: 'Ka\u0000vita' }, 'First Name is not valid'],
      [{ lastName: 'x'.repeat(100_000) }, 'Last Name must be at most 100 characters'],
      [{ city: { id: 1 } }, 'Please select a valid city'],
      [
        { nationalId: '', passportNo: '', birthCertificateNo: '' },
        'At least one identification field is required',
      ],
      [{ learnerStatus: 1 }, 'Unknown field: learnerStatus'],
      [{ learnerId: 'someone' }, 'Unknown field: learnerId'],
      [{ dateRegistered: '2020-01-01' }, 'Unknown field: dateRegistered'],
      [{ lstQualification: 'CVQ' }, 'lstQualification is not valid'],
      [
        { lstQualification: [{ qualificationType: 'Wizardry', certificateName: 'x' }] },
        'Please select a valid qualification type',
      ],
      [
        { lstQualification: [{ qualificationType: 'CVQ', certificateName: '' }] },
        'Certificate Name is required',
      ],
      [
        { lstQualification: [{ qualificationType: 'CVQ', certificateName: 'x', yearObtained: 3000 }] },
        'Please enter a valid year',
      ],
      [
        { lstExp: [{ company: 'A', position: 'B', startDate: '2022-01-01', endDate: '2021-01-01' }] },
        'End date must be after the start date',
      ],
      [
        { lstIds: [{ identificationType: 'P', identificationNumber: '1', issueDate: '31/31/2020' }] },
        'Please enter a valid date',
      ],
      [{ lstRef: [{ name: 'A', email: 'not-an-email' }] }, 'Please enter a valid email address'],
      [{ lstRef: [{ name: 'A', salary: 1 }] }, 'Unknown field: lstRef.0.salary'],
      [{ lstRef: Array.from({ length: 21 }, () => ({ name: 'A' })) }, 'Add at most 20 references.'],
      [{ emailPersonal: 'new@example.com' }, 'To change your personal email, use Change Email in Settings.'],
      [{ shareDisability: 'maybe' }, 'Share my disability with employers I apply to is not valid'],
    ];
    for (const [change, message] of cases) {
      const res = await update(learner.token, validLearnerProfile(learner, change));
      expect(res.statusCode, JSON.stringify(change).slice(0, 200)).toBe(400);
      expect(res.json().error, JSON.stringify(change).slice(0, 200)).toContain(message);
    }
    const profile = await profileOf(learner);
    expect(profile.learner.lastName).toBe('Persad');
  });

  it('saves the fields and the four lists, keeping username, status and registration date', async () => {
    const learner = await learnerSession(ctx);
    const before = await profileOf(learner);
    const res = await update(
      learner.token,
      validLearnerProfile(learner, {
        firstName: 'Kavi',
        city: '3',
        disability: 0,
        disabilityType: 'ignored without a disability',
        emailPersonal: learner.email.toUpperCase(),
        ...lists,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Profile updated successfully.' });

    const after = await profileOf(learner);
    expect(after.learner).toMatchObject({
      learnerId: learner.username,
      firstName: 'Kavi',
      city: 3,
      disabilitytype: '',
      emailPersonal: learner.email,
      learnerStatus: before.learner.learnerStatus,
      dateRegistered: before.learner.dateRegistered,
      status: 'approved',
    });
    expect(after.identifications).toMatchObject([{ ...lists.lstIds[0], id: expect.any(Number) }]);
    expect(after.experience).toMatchObject([{ ...lists.lstExp[0], id: expect.any(Number) }]);
    expect(after.qualifications).toMatchObject([
      { qualificationType: 'CVQ', certificateName: 'IT Support', institution: 'NESC', yearObtained: 2021 },
      { qualificationType: 'CXC', certificateName: 'Mathematics', institution: '', yearObtained: 2018 },
    ]);
    expect(after.references).toMatchObject([{ ...lists.lstRef[0], company: '', position: '' }]);

    const me = await ctx.app.inject({ method: 'GET', url: '/api/Login/me', headers: bearer(learner.token) });
    expect(me.json().user.user.firstname).toBe('Kavi');
  });

  it('keeps a list sent as null or left out, replaces one sent as an array (ids and all)', async () => {
    const learner = await learnerSession(ctx);
    await update(learner.token, validLearnerProfile(learner, lists));
    const saved = await profileOf(learner);

    const kept = await update(learner.token, validLearnerProfile(learner, { lstIds: null, lstExp: null }));
    expect(kept.statusCode, kept.body).toBe(200);
    const afterKeep = await profileOf(learner);
    expect(afterKeep.identifications).toEqual(saved.identifications);
    expect(afterKeep.qualifications).toEqual(saved.qualifications);

    const [first, second] = saved.qualifications;
    const replaced = await update(
      learner.token,
      validLearnerProfile(learner, {
        lstQualification: [second, { ...first, certificateName: 'Networking' }],
        lstRef: [],
      }),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const afterReplace = await profileOf(learner);
    expect(afterReplace.qualifications.map((q: { certificateName: string }) => q.certificateName)).toEqual([
      'Mathematics',
      'Networking',
    ]);
    expect(afterReplace.references).toEqual([]);
    expect(afterReplace.experience).toEqual(saved.experience);
  });
});

describe('the consent to share a disability with employers (shareDisability)', () => {
  it('is off for a new learner, saved when sent, read back, and off again when left out', async () => {
    const learner = await learnerSession(ctx);
    expect((await profileOf(learner)).learner.shareDisability).toBe(false);
    const declared = { disability: 1, disabilityType: 'Visual' };
    const saved = await update(
      learner.token,
      validLearnerProfile(learner, { ...declared, shareDisability: true }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await profileOf(learner)).learner).toMatchObject({ disability: 1, shareDisability: true });
    expect((await update(learner.token, validLearnerProfile(learner, declared))).statusCode).toBe(200);
    expect((await profileOf(learner)).learner.shareDisability).toBe(false);
  });
});

describe('GET /api/Learner/GetLearnerById/{id} with the lists', () => {
  it('shows the lists to the learner and to an employer they applied to, not to another learner', async () => {
    const learner = await learnerSession(ctx);
    await update(learner.token, validLearnerProfile(learner, lists));
    const employer = await employerSession(ctx);
    const position = await createJobPosition(ctx, employer);
    const opening = await publishOpening(ctx, employer, position.empjobid);
    await applyAs(ctx, learner, opening.jobOpeningId);

    const seen = await profileOf(learner, employer.token);
    expect(seen.qualifications).toHaveLength(2);
    expect(seen.references[0].name).toBe('Ravi Maharaj');
    const other = await learnerSession(ctx);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/Learner/GetLearnerById/${learner.username}`,
      headers: bearer(other.token),
    });
    expect(res.statusCode).toBe(403);
  });
});
