import type { PlacementItem } from '@ojt/domain';
import { expect } from 'vitest';
import type { TestContext } from '../test-app.ts';
import { employerSession, learnerSession, type SignedIn } from './accounts.ts';
import { updateProfileAs } from './learner-profile.ts';
import { publishedPosition } from './positions.ts';
import type { Payload } from './serial.ts';
import { type Admin, bearer, createAdmin } from './sessions.ts';

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
 * A Selected application of a learner who lists `qualifications` (PlaceLearner's stipend rules read
 * them), the admin, and PlaceLearner's input for it (December 2026 to November 2027) with `extra`.
 */
export async function selectedWithQualificationsScene(
  ctx: TestContext,
  qualifications: { qualificationType: string; certificateName: string }[],
  extra: Payload = {},
) {
  const scene = await applicationScene(ctx);
  await updateProfileAs(ctx, scene.learner, { lstQualification: qualifications });
  const selected = await ctx.app.inject({
    method: 'POST',
    url: '/api/Employer/SetApplicationOutcome',
    headers: bearer(scene.owner.token),
    payload: { PlacementId: scene.application.placementId, Outcome: 'selected' },
  });
  expect(selected.statusCode, selected.body).toBe(200);
  const admin = await createAdmin(ctx);
  const input = {
    PlacementId: scene.application.placementId,
    DatePlaced: '2026-11-20',
    StartDate: '2026-12-01',
    EndDate: '2027-11-30',
    ...extra,
    ...(await addOfficers(ctx, admin)),
  };
  return { ...scene, admin, input };
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
