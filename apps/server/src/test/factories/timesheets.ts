import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { TestContext } from '../test-app.ts';
import type { SignedIn } from './accounts.ts';
import { updateProfileAs } from './learner-profile.ts';
import { addOfficers, applicationScene } from './placements.ts';
import { type Admin, bearer, createAdmin, signIn } from './sessions.ts';

/** The options of a placed learner: the placement's dates and the qualification that sets its level. */
export interface PlacedSceneOptions {
  /** `YYYY-MM-DD` */
  start: string;
  /** `YYYY-MM-DD` */
  end: string;
  /** The learner's qualification (default 'Diploma': level 2, 3,960.00 TTD a month); null for none. */
  qualification?: string | null;
}

/** A learner placed with an employer, an admin, another employer; the placement's id. */
export interface PlacedScene {
  owner: SignedIn;
  other: SignedIn;
  learner: SignedIn;
  admin: Admin;
  placementId: number;
}

/** PlaceLearner's officer parameters: the officers on the list, added first when there are none. */
async function officersOf(ctx: TestContext, admin: Admin) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/Admin/Officers',
    headers: bearer(admin.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  const listed = res.json() as { id: number; role: string }[];
  const idOf = (role: string) => listed.find((o) => o.role === role)?.id;
  const [PlacementOfficer, PmeOfficer, PlacementAssistant] = ['placement', 'pme', 'assistant'].map(idOf);
  if (PlacementOfficer && PmeOfficer && PlacementAssistant)
    return { PlacementOfficer, PmeOfficer, PlacementAssistant };
  return addOfficers(ctx, admin);
}

/**
 * A learner placed by the real calls: an employer's published position, the learner (with one
 * qualification) applies, the employer selects them and an admin places them from `start` to `end`.
 * Build it with the clock near the real time (the opening's window is the real time's); then move
 * the clock and `renewSessions` (sessions end 12 hours after they start).
 */
export async function placedLearnerScene(
  ctx: TestContext,
  options: PlacedSceneOptions,
): Promise<PlacedScene> {
  const { owner, other, learner, application } = await applicationScene(ctx);
  const qualification = options.qualification === undefined ? 'Diploma' : options.qualification;
  if (qualification !== null) {
    await updateProfileAs(ctx, learner, {
      lstQualification: [{ qualificationType: qualification, certificateName: 'Business Administration' }],
    });
  }
  const admin = await createAdmin(ctx);
  const placementId = application.placementId;
  const steps: [string, string, Record<string, unknown>][] = [
    [owner.token, '/api/Employer/SetApplicationOutcome', { PlacementId: placementId, Outcome: 'selected' }],
    [
      admin.token,
      '/api/Admin/PlaceLearner',
      {
        PlacementId: placementId,
        DatePlaced: options.start,
        StartDate: options.start,
        EndDate: options.end,
        ...(await officersOf(ctx, admin)),
        QualificationChecked: true,
      },
    ],
  ];
  for (const [token, url, payload] of steps) {
    const res = await ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  }
  return { owner, other, learner, admin, placementId };
}

/** Signs everyone of the scene in again at the clock's time, after it moved past their sessions. */
export async function renewSessions(ctx: TestContext, scene: PlacedScene): Promise<void> {
  for (const person of [scene.owner, scene.other, scene.learner, scene.admin]) {
    person.token = await signIn(ctx, person.username, person.password!);
  }
}

/** An instant given as Port of Spain's wall time (UTC-4 all year): `portOfSpain('2030-03-29T00:00')`. */
export const portOfSpain = (wallTime: string) => new Date(`${wallTime}:00-04:00`);

type Mark = 'P' | 'A' | 'L' | null;

/** Days of a record, each marked `am`/`pm` (a leave reason with a Leave mark). */
export function markedDays(dates: readonly string[], am: Mark = 'P', pm: Mark = am) {
  const onLeave = am === 'L' || pm === 'L';
  return dates.map((date) => ({ date, am, pm, leaveReason: onLeave ? 'sick' : null }));
}

async function expectOk(ctx: TestContext, options: InjectOptions) {
  const res = await ctx.app.inject(options);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The learner reads (and so creates) a month through GET /api/Learner/Timesheet; answers the month. */
export async function readTimesheet(ctx: TestContext, learner: SignedIn, placementId: number, month: string) {
  return expectOk(ctx, {
    method: 'GET',
    url: '/api/Learner/Timesheet',
    headers: bearer(learner.token),
    query: { PlacementId: String(placementId), Month: month },
  });
}

/** The learner saves a month's days (and remarks) through POST /api/Learner/SaveTimesheet; answers the month. */
export async function saveTimesheetAs(
  ctx: TestContext,
  learner: SignedIn,
  body: { placementId: number; month: string; days: unknown[]; remarks?: string },
) {
  return (
    await expectOk(ctx, {
      method: 'POST',
      url: '/api/Learner/SaveTimesheet',
      headers: bearer(learner.token),
      payload: { remarks: '', ...body },
    })
  ).data;
}

/** The learner submits a month through POST /api/Learner/SubmitTimesheet; answers the month. */
export async function submitTimesheetAs(ctx: TestContext, learner: SignedIn, timesheetId: number) {
  return (
    await expectOk(ctx, {
      method: 'POST',
      url: '/api/Learner/SubmitTimesheet',
      headers: bearer(learner.token),
      payload: { TimesheetId: timesheetId },
    })
  ).data;
}
