import {
  cutOffOf,
  FIRST_SCHEDULE,
  isStipendLevel,
  nextMonth,
  type Timesheet,
  type TimesheetDay,
  type TimesheetStatus,
  workingDays,
} from '@ojt/domain';
import { expect } from 'vitest';
import type { TestContext } from '../test-app.ts';
import { learnerSession, type SignedIn } from './accounts.ts';
import { applyAs } from './placements.ts';
import { publishedPosition } from './positions.ts';
import { next } from './serial.ts';
import { type Admin, bearer } from './sessions.ts';

// Months of placed learners written straight into `timesheets`, for the office's list: the learners
// are placed by the real calls, the months (any state, any cut-off) are rows, so a test sets up a
// dozen in milliseconds without walking each through save, submit and approve.

/** The three officers PlaceLearner names (ids of `officers`). */
export interface OfficerIds {
  PlacementOfficer: number;
  PmeOfficer: number;
  PlacementAssistant: number;
}

/** Adds a placement officer, a PME officer and an assistant named after `tag`; answers their ids. */
export async function officerTrio(ctx: TestContext, admin: Admin, tag: string): Promise<OfficerIds> {
  const ids: number[] = [];
  for (const [Name, Role] of [
    [`${tag} Placement`, 'placement'],
    [`${tag} Pme`, 'pme'],
    [`${tag} Assistant`, 'assistant'],
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
 * A new learner placed with `owner` through the real calls (apply, select, PlaceLearner), on a new
 * position of `sector`, from `start` to `end`, naming `officers`. Answers the learner and placement id.
 */
export async function placedLearner(
  ctx: TestContext,
  scene: { admin: Admin; owner: SignedIn; officers: OfficerIds },
  options: { sector?: number; start?: string; end?: string } = {},
): Promise<{ learner: SignedIn; placementId: number }> {
  const { opening } = await publishedPosition(ctx, scene.owner, {
    position: { jobSector: options.sector ?? 4 },
  });
  const learner = await learnerSession(ctx);
  const { placementId } = await applyAs(ctx, learner, opening.jobOpeningId);
  const steps: [string, string, Record<string, unknown>][] = [
    [
      scene.owner.token,
      '/api/Employer/SetApplicationOutcome',
      { PlacementId: placementId, Outcome: 'selected' },
    ],
    [
      scene.admin.token,
      '/api/Admin/PlaceLearner',
      {
        PlacementId: placementId,
        DatePlaced: '2026-01-02',
        StartDate: options.start ?? '2026-01-05',
        EndDate: options.end ?? '2026-12-31',
        ...scene.officers,
        QualificationChecked: true,
      },
    ],
  ];
  for (const [token, url, payload] of steps) {
    const res = await ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  }
  return { learner, placementId };
}

/** What a month row may set; the rest is worked out from the placement, the month and the holidays. */
export interface TimesheetRowOptions {
  status?: TimesheetStatus;
  payCycle?: 1 | 2 | null;
  approvedAt?: Date | null;
  submittedAt?: Date | null;
  days?: readonly TimesheetDay[];
}

/**
 * Writes one month of a placement as a row: the learner and employer of the placement, the month's
 * working days (the holidays table), its cut-off, the placement's level (2 when it has none) at the
 * first schedule's rate, every working day credited. Answers the row's id.
 */
export async function insertTimesheetRow(
  ctx: TestContext,
  placementId: number,
  month: string,
  options: TimesheetRowOptions = {},
): Promise<number> {
  const placement = await ctx.db
    .selectFrom('placements')
    .select(['learner_user_id', 'employer_user_id', 'stipend_level'])
    .where('id', '=', placementId)
    .executeTakeFirstOrThrow();
  const holidays = new Set(
    (
      await ctx.db
        .selectFrom('holidays')
        .select('date')
        .where('date', '>=', `${month}-01`)
        .where('date', '<', `${nextMonth(nextMonth(month))}-01`)
        .execute()
    ).map((row) => row.date),
  );
  const level = isStipendLevel(placement.stipend_level) ? placement.stipend_level : 2;
  const rate = FIRST_SCHEDULE.rates[level];
  const days = workingDays(month, holidays).length;
  const status = options.status ?? 'Draft';
  const row = await ctx.db
    .insertInto('timesheets')
    .values({
      placement_id: placementId,
      learner_user_id: placement.learner_user_id,
      employer_user_id: placement.employer_user_id,
      month,
      status,
      working_days: days,
      days_credited: days,
      level,
      rate_cents: rate,
      amount_cents: rate,
      cut_off_at: cutOffOf(month, holidays),
      pay_cycle: options.payCycle ?? null,
      submitted_at: options.submittedAt ?? null,
      approved_at: options.approvedAt ?? null,
      days: JSON.stringify(options.days ?? []),
      remarks: `Row ${next()}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The ids of a page's months, in order. */
export const monthIds = (page: { items: Timesheet[] }) => page.items.map((item) => item.timesheetId);
