import { expect } from 'vitest';
import type { TestClock } from '../clock.ts';
import { type PlacedScene, placedLearnerScene, portOfSpain, renewSessions } from '../factories.ts';
import type { TestContext } from '../test-app.ts';
import { confirmAgreementRows } from './agreements.ts';
import { placedLearner } from './placed-learners.ts';
import { bearer } from './sessions.ts';
import { insertTimesheetRow, officerTrio } from './timesheet-rows.ts';

// The scene of the funding tests (issue 28): a learner placed for 2030 with an Enterprise-Based
// employer (which pays by default), the clock on 10 April 2030 in Port of Spain.

/** The placed learner, on 10 April 2030 at 09:00 Port of Spain. */
export async function fundingScene(ctx: TestContext, clock: TestClock): Promise<PlacedScene> {
  clock.set(new Date());
  const placed = await placedLearnerScene(ctx, { start: '2030-01-01', end: '2030-12-31' });
  await confirmAgreementRows(ctx, placed.placementId);
  clock.set(portOfSpain('2030-04-10T09:00'));
  await renewSessions(ctx, placed);
  return placed;
}

/** The scene and a second learner placed with the same employer for 2030 (its placement's id). */
export async function twoLearnersScene(ctx: TestContext, clock: TestClock) {
  clock.set(new Date());
  const s = await placedLearnerScene(ctx, { start: '2030-01-01', end: '2030-12-31' });
  const office = { admin: s.admin, officers: await officerTrio(ctx, s.admin, 'Second') };
  const second = await placedLearner(ctx, office, {
    employer: s.owner,
    start: '2030-01-01',
    end: '2030-12-31',
  });
  await confirmAgreementRows(ctx, s.placementId);
  await confirmAgreementRows(ctx, second.placementId);
  clock.set(portOfSpain('2030-04-10T09:00'));
  await renewSessions(ctx, s);
  return { s, second: second.placementId };
}

/** An Approved month of the scene's placement (pay cycle 1); answers its id. */
export function approvedMonth(ctx: TestContext, s: PlacedScene, month: string): Promise<number> {
  return insertTimesheetRow(ctx, s.placementId, month, {
    status: 'Approved',
    payCycle: 1,
    approvedAt: portOfSpain(`${month}-28T09:00`),
    submittedAt: portOfSpain(`${month}-28T08:00`),
  });
}

/** POSTs `url` with `payload` as `token`; answers the response. */
export function post(
  ctx: TestContext,
  url: string,
  token: string | undefined,
  payload: Record<string, unknown>,
) {
  return ctx.app.inject({ method: 'POST', url, ...(token ? { headers: bearer(token) } : {}), payload });
}

/** The employer confirms it paid a month (200 expected); answers the data. */
export async function confirmPaid(
  ctx: TestContext,
  s: PlacedScene,
  timesheetId: number,
  paidOn = '2030-04-03',
) {
  const res = await post(ctx, '/api/Employer/ConfirmStipendPaid', s.owner.token, {
    TimesheetId: timesheetId,
    PaidOn: paidOn,
    Reference: `REF-${timesheetId}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** The office sets the scene's employer's funding (200 expected). */
export async function setFunding(ctx: TestContext, s: PlacedScene, model: string, fromMonth: string) {
  const res = await post(ctx, '/api/Admin/SetEmployerFunding', s.admin.token, {
    EmpId: s.owner.username,
    Model: model,
    FromMonth: fromMonth,
    Reason: 'Agreement of the year',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
