import { MESSAGES, PLACEMENT_STATUS } from '@ojt/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  applicationScene,
  bearer,
  completedPlacementScene,
  createAdmin,
  learnerSession,
  type SignedIn,
  updateProfileAs,
} from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';

// What an employer sees of an applicant (PRODUCT.md §4): a reduced profile, only while the learner
// has a live application to one of its openings; the admin's and the learner's views stay whole.
const ctx = useTestContext();

const profileOf = (learnerId: string, token?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/Learner/GetLearnerById/${learnerId}`,
    ...(token ? { headers: bearer(token) } : {}),
  });

/** Every field the employer's view may hold; anything else in the answer is a leak. */
const APPLICANT_FIELDS = [
  'learnerId',
  'firstName',
  'middleName',
  'lastName',
  'emailPersonal',
  'emailWork',
  'phoneMobile',
  'phoneHome',
  'phoneWork',
  'streetAddress',
  'city',
  'cityOther',
  'state',
  'postalCode',
  'country',
  'learnerEmploymentStatus',
  'lastLevelEducation',
  'learnerEducationLevel',
  'learnerTeachingExperience',
  'learnerSupervisoryExperience',
  'lifeSkills',
  'interestedinOjt',
].sort();

const IDENTITY_FIELDS = ['dob', 'nationalId', 'passportId', 'birthCertificate', 'nis', 'driverId'];

const lists = {
  lstIds: [{ identificationType: "Driver's Permit", identificationNumber: 'DP-123456' }],
  lstExp: [{ company: 'TSTT', position: 'Intern', startDate: '2022-06-01', endDate: '2022-08-31' }],
  lstQualification: [{ qualificationType: 'CVQ', certificateName: 'IT Support', yearObtained: 2021 }],
  lstRef: [{ name: 'Ravi Maharaj', relationship: 'Supervisor', phone: '868-555-0123' }],
};

const setStatus = (placementId: number, status: number) =>
  ctx.db.updateTable('placements').set({ status }).where('id', '=', placementId).execute();

/** Moves the placement's completion `days` days before now (the database's clock). */
const completedDaysAgo = (placementId: number, days: number) =>
  ctx.db
    .updateTable('placement_evaluations')
    .set({ completed_at: sql<Date>`now() - make_interval(days => ${days})` })
    .where('placement_id', '=', placementId)
    .execute();

async function expectRefused(learner: SignedIn, token: string, label: string) {
  const res = await profileOf(learner.username, token);
  expect(res.statusCode, label).toBe(403);
  expect(res.json(), label).toEqual({
    success: false,
    code: 'FORBIDDEN',
    error: MESSAGES.applicantProfileNotLive,
  });
}

describe('GET /api/Learner/GetLearnerById/{id} as an employer', () => {
  it('answers 401 without a token', async () => {
    const { learner } = await applicationScene(ctx);
    expect((await profileOf(learner.username)).statusCode).toBe(401);
  });

  it('answers 403 to another employer and another learner', async () => {
    const { learner, other } = await applicationScene(ctx);
    await expectRefused(learner, other.token, 'another employer');
    const stranger = await learnerSession(ctx);
    expect((await profileOf(learner.username, stranger.token)).statusCode).toBe(403);
  });

  it('answers 400 for an id no account can have', async () => {
    const { owner } = await applicationScene(ctx);
    const res = await profileOf('x'.repeat(60), owner.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });

  it('shows the reduced view while the application is live, 403 once it is not', async () => {
    const { owner, learner, application } = await applicationScene(ctx);
    const live = [
      PLACEMENT_STATUS.APPLIED,
      PLACEMENT_STATUS.INTERVIEW_SCHEDULED,
      PLACEMENT_STATUS.SELECTED,
      PLACEMENT_STATUS.PLACED,
    ];
    for (const status of live) {
      await setStatus(application.placementId, status);
      const res = await profileOf(learner.username, owner.token);
      expect(res.statusCode, `status ${status}`).toBe(200);
      expect(res.json()[0].learner.learnerId).toBe(learner.username);
    }
    for (const status of [PLACEMENT_STATUS.NOT_SELECTED, PLACEMENT_STATUS.WITHDRAWN]) {
      await setStatus(application.placementId, status);
      await expectRefused(learner, owner.token, `status ${status}`);
    }
  });

  it('keeps the view for 6 months after completion, by the completion date', async () => {
    const { owner, learner, placementId } = await completedPlacementScene(ctx);
    expect((await profileOf(learner.username, owner.token)).statusCode).toBe(200);
    await completedDaysAgo(placementId, 180);
    expect((await profileOf(learner.username, owner.token)).statusCode).toBe(200);
    await completedDaysAgo(placementId, 185);
    await expectRefused(learner, owner.token, 'completed more than 6 months ago');
  });

  it('holds name, contact, education, experience, qualifications and references; never identity or date of birth', async () => {
    const { owner, learner } = await applicationScene(ctx);
    await updateProfileAs(ctx, learner, { ...lists, passportNo: 'TA123456', nisno: 'NIS-778899' });
    const res = await profileOf(learner.username, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    const [answer] = res.json();
    expect(Object.keys(answer).sort()).toEqual([
      'experience',
      'identifications',
      'learner',
      'qualifications',
      'references',
    ]);
    expect(Object.keys(answer.learner).sort()).toEqual(APPLICANT_FIELDS);
    for (const field of IDENTITY_FIELDS) expect(answer.learner).not.toHaveProperty(field);
    expect(answer.identifications).toEqual([]);
    expect(answer.learner).toMatchObject({ firstName: 'Kavita', emailPersonal: learner.email });
    expect(answer.experience[0]).toMatchObject({ company: 'TSTT' });
    expect(answer.qualifications[0]).toMatchObject({ certificateName: 'IT Support' });
    expect(answer.references[0]).toMatchObject({ name: 'Ravi Maharaj' });
    expect(res.body).not.toMatch(/19990514001|TA123456|NIS-778899|DP-123456|2001-05-14/);
  });

  it('leaves the admin’s and the learner’s own view whole', async () => {
    const { learner } = await applicationScene(ctx);
    await updateProfileAs(ctx, learner, { ...lists, disability: 1, disabilityType: 'Mobility' });
    const admin = await createAdmin(ctx);
    for (const token of [admin.token, learner.token]) {
      const res = await profileOf(learner.username, token);
      expect(res.statusCode, res.body).toBe(200);
      const [answer] = res.json();
      expect(answer.learner).toMatchObject({
        dob: '2001-05-14',
        nationalId: '19990514001',
        disability: 1,
        disabilitytype: 'Mobility',
        shareDisability: false,
      });
      expect(answer.identifications[0]).toMatchObject({ identificationNumber: 'DP-123456' });
    }
  });
});
