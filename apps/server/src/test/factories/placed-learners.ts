import type { TimesheetStatus } from '@ojt/domain';
import { expect } from 'vitest';
import type { TimesheetDayRow } from '../../db/schema.ts';
import type { TestContext } from '../test-app.ts';
import { employerSession, learnerSession, type SignedIn } from './accounts.ts';
import { addOfficers, applyAs } from './placements.ts';
import { publishedPosition } from './positions.ts';
import type { Payload } from './serial.ts';
import { type Admin, bearer, createAdmin } from './sessions.ts';

/** The office placing learners: an admin and its officers, made once for several placings. */
export interface PlacingOffice {
  admin: Admin;
  officers: Awaited<ReturnType<typeof addOfficers>>;
}

/** An admin with one officer of each role, through the real calls. */
export async function placingOffice(ctx: TestContext): Promise<PlacingOffice> {
  const admin = await createAdmin(ctx);
  return { admin, officers: await addOfficers(ctx, admin) };
}

/** A learner placed with an employer by the real calls (apply, select, PlaceLearner). */
export interface PlacedLearner {
  learner: SignedIn;
  employer: SignedIn;
  placementId: number;
}

/**
 * Places a new learner (named `firstName lastName`) with `employer` (a new one if none) from `start`
 * to `end`: the employer publishes a position, the learner applies, the employer selects them and
 * the office places them. Opening windows follow the real time: set the test clock to it first.
 */
export async function placedLearner(
  ctx: TestContext,
  office: PlacingOffice,
  options: { employer?: SignedIn; start: string; end: string; learner?: Payload },
): Promise<PlacedLearner> {
  const employer = options.employer ?? (await employerSession(ctx));
  const { opening } = await publishedPosition(ctx, employer);
  const learner = await learnerSession(ctx, { overrides: options.learner ?? {} });
  const { placementId } = await applyAs(ctx, learner, opening.jobOpeningId);
  const steps: [string, string, Payload][] = [
    [
      employer.token,
      '/api/Employer/SetApplicationOutcome',
      { PlacementId: placementId, Outcome: 'selected' },
    ],
    [
      office.admin.token,
      '/api/Admin/PlaceLearner',
      {
        PlacementId: placementId,
        DatePlaced: options.start,
        StartDate: options.start,
        EndDate: options.end,
        ...office.officers,
        QualificationChecked: true,
      },
    ],
  ];
  for (const [token, url, payload] of steps) {
    const res = await ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  }
  return { learner, employer, placementId };
}

/**
 * Writes a month's record straight into `timesheets` (the calls that write it are tested on their
 * own): its state and days, with figures that do not matter to the caller.
 */
export async function insertTimesheet(
  ctx: TestContext,
  placementId: number,
  month: string,
  status: TimesheetStatus,
  days: TimesheetDayRow[] = [],
): Promise<void> {
  const placement = await ctx.db
    .selectFrom('placements')
    .select(['learner_user_id', 'employer_user_id'])
    .where('id', '=', placementId)
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('timesheets')
    .values({
      placement_id: placementId,
      learner_user_id: placement.learner_user_id,
      employer_user_id: placement.employer_user_id,
      month,
      status,
      days: JSON.stringify(days),
      working_days: 21,
      level: 1,
      rate_cents: 275000,
      cut_off_at: new Date(`${month}-28T14:00:00Z`),
      ...(status === 'Submitted' || status === 'Approved'
        ? { submitted_at: new Date(`${month}-28T14:00:00Z`) }
        : {}),
    })
    .execute();
}
