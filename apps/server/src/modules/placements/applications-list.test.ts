import { describe, expect, it } from 'vitest';
import {
  applicationScene,
  applyAs,
  createJobPosition,
  expectOwnerOnly,
  learnerSession,
  publishOpening,
} from '../../test/factories.ts';
import { queryCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

const ctx = useTestContext();

const call = queryCaller(ctx);

describe('GET /api/Employer/GetJobApplications and /api/Employer/Applications', () => {
  it('answer 401, 403 for a learner, 403 for another employer, 404 for no such opening, 400', async () => {
    const { owner, opening } = await applicationScene(ctx);
    const byOpening = { JobOpeningId: String(opening.jobOpeningId) };
    await expectOwnerOnly(ctx, 'GET', '/api/Employer/GetJobApplications', byOpening);
    await expectOwnerOnly(ctx, 'GET', '/api/Employer/Applications', byOpening);
    const named = await call('GET', '/api/Employer/GetJobApplications', owner.token, { EmpKey: 'SOMEBODY' });
    expect(named.statusCode).toBe(403);
    expect((await call('GET', '/api/Employer/Applications?JobOpeningId=98765', owner.token)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/Employer/Applications?pageSize=500', owner.token)).statusCode).toBe(400);
    expect((await call('GET', '/api/Employer/Applications?page=0', owner.token)).statusCode).toBe(400);
  });

  it('list the applications to the caller’s openings, newest first, with learner, opening and job', async () => {
    const { owner, position, opening, learner, application } = await applicationScene(ctx);
    const second = await learnerSession(ctx);
    const newer = await applyAs(ctx, second, opening.jobOpeningId);
    const plain = await call('GET', '/api/Employer/GetJobApplications', owner.token, {
      EmpKey: owner.username,
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().map((a: { placementId: number }) => a.placementId)).toEqual([
      newer.placementId,
      application.placementId,
    ]);
    expect(plain.json()[1]).toEqual({
      placementId: application.placementId,
      learnerKey: learner.username,
      jobOpeningKey: opening.jobOpeningId,
      placementTypeKey: 4,
      placementStatus: 1,
      interviewDate: null,
      interviewTime: null,
      interviewLocation: null,
      interviewMessage: null,
      placementComments: '',
      privateNotes: '',
      datePlaced: null,
      startDate: null,
      endDate: null,
      placementofficer: null,
      pmeofficer: null,
      placementAssistant: null,
      dateApplied: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00$/),
      learner: {
        learnerId: learner.username,
        firstName: 'Kavita',
        lastName: 'Persad',
        emailPersonal: learner.email,
        phoneMobile: '868-555-0199',
      },
      opening,
      jobs: {
        empjobid: position.empjobid,
        empjobname: 'Lab Technician',
        empjobsector: 4,
        empkey: owner.username,
      },
      monthlyStipend: null,
      letters: [],
      // No change of circumstance (issue 29).
      transferredFrom: null,
      transferredTo: null,
      exitReason: null,
      exitDetails: null,
      exitedAt: null,
    });

    const page = await call('GET', '/api/Employer/Applications?page=2&pageSize=1', owner.token);
    expect(page.json()).toMatchObject({
      total: 2,
      page: 2,
      pageSize: 1,
      items: [{ placementId: application.placementId }],
    });
    const other = await createJobPosition(ctx, owner);
    const otherOpening = await publishOpening(ctx, owner, other.empjobid);
    const one = await call(
      'GET',
      `/api/Employer/Applications?JobOpeningId=${otherOpening.jobOpeningId}`,
      owner.token,
    );
    expect(one.json()).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });
});

describe('GET /api/Employer/Overview', () => {
  it('answers 401 and 403 for a learner', async () => {
    expect((await call('GET', '/api/Employer/Overview')).statusCode).toBe(401);
    const learner = await learnerSession(ctx);
    expect((await call('GET', '/api/Employer/Overview', learner.token)).statusCode).toBe(403);
  });

  it('counts jobs, published jobs, applications and selected candidates', async () => {
    const { owner, application, other } = await applicationScene(ctx);
    await createJobPosition(ctx, owner);
    const empty = (await call('GET', '/api/Employer/Overview', other.token)).json();
    expect(empty).toEqual({
      totalJobs: 0,
      publishedJobs: 0,
      totalApplications: 0,
      selectedCandidates: 0,
      recentApplications: [],
    });
    const before = (await call('GET', '/api/Employer/Overview', owner.token)).json();
    expect(before).toMatchObject({
      totalJobs: 2,
      publishedJobs: 1,
      totalApplications: 1,
      selectedCandidates: 0,
    });
    expect(before.recentApplications).toHaveLength(1);
    await call('POST', '/api/Employer/SetApplicationOutcome', owner.token, {
      PlacementId: String(application.placementId),
      Outcome: 'selected',
    });
    const after = (await call('GET', '/api/Employer/Overview', owner.token)).json();
    expect(after.selectedCandidates).toBe(1);
  });

  it('lists the 5 newest applications of all, newest first (spec 2 §9)', async () => {
    const { owner, application: first, opening } = await applicationScene(ctx);
    const later: number[] = [];
    for (let index = 0; index < 5; index++) {
      const learner = await learnerSession(ctx);
      later.push((await applyAs(ctx, learner, opening.jobOpeningId)).placementId);
    }
    const overview = (await call('GET', '/api/Employer/Overview', owner.token)).json();
    expect(overview.totalApplications).toBe(6);
    const shown = overview.recentApplications.map((item: { placementId: number }) => item.placementId);
    expect(shown).toEqual(later.reverse());
    expect(shown).not.toContain(first.placementId);
  });
});
