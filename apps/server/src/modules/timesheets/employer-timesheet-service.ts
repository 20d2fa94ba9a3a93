import { MESSAGES, payCycleFor, type Timesheet, type TimesheetStatus } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { placementsForTimesheet, type TimesheetPlacement } from '../placements/placement-service.ts';
import { type MonthCalendar, monthCalendar, monthFigures } from './figures.ts';
import { approvedNotice, returnedNotice } from './notices.ts';
import { assertOwnsTimesheet } from './policy.ts';
import { answerMonth, answerMonths } from './timesheet-answer.ts';
import {
  employerTimesheetRows,
  lockTimesheet,
  lockTimesheets,
  type TimesheetWithKeys,
} from './timesheet-repository.ts';
import { assertCanMoveTimesheet, moveTimesheet } from './transitions.ts';

type Db = Kysely<Database>;

/** The months of the caller's placements, newest first, except Drafts (the learner's still). */
export async function employerTimesheets(
  { db }: Deps,
  auth: AuthUser,
  query: { Month?: string | undefined; Status?: TimesheetStatus | undefined },
): Promise<Timesheet[]> {
  const rows = await employerTimesheetRows(db, auth.id, { month: query.Month, status: query.Status });
  return answerMonths(db, rows);
}

/** The placement of a locked month (it cannot be gone: its months go with it). */
function placementOf(placements: Map<number, TimesheetPlacement>, placementId: number) {
  const placement = placements.get(placementId);
  if (!placement) throw notFound(MESSAGES.timesheetNotFound);
  return placement;
}

/** Each month's calendar read once, however many of the months approved share it. */
function calendars(trx: Db) {
  const read = new Map<string, Promise<MonthCalendar>>();
  return (month: string) => {
    let calendar = read.get(month);
    if (!calendar) {
      calendar = monthCalendar(trx, month);
      read.set(month, calendar);
    }
    return calendar;
  };
}

/**
 * Approves submitted months of the caller's placements, all or none, in one transaction: 404 if one is
 * unknown, 403 if one is another employer's, 409 if one is not Submitted. Each is stamped, its figures
 * worked out a last time and frozen, and its pay cycle fixed by the cut-off (1 before, 2 at or after).
 */
export async function approveTimesheets(
  deps: Deps,
  auth: AuthUser,
  timesheetIds: readonly number[],
): Promise<Timesheet[]> {
  const { db, clock } = deps;
  const now = clock.now();
  return db.transaction().execute(async (trx) => {
    const rows = await lockTimesheets(trx, timesheetIds);
    if (rows.length !== new Set(timesheetIds).size) throw notFound(MESSAGES.timesheetNotFound);
    for (const row of rows) assertOwnsTimesheet(auth, row);
    for (const row of rows) assertCanMoveTimesheet(row, 'approve', { now, holidays: new Set() });
    const placements = await placementsForTimesheet(
      trx,
      rows.map((row) => row.placement_id),
    );
    const calendarOf = calendars(trx);
    const approved: TimesheetWithKeys[] = [];
    for (const row of rows) {
      const calendar = await calendarOf(row.month);
      const placement = placementOf(placements, row.placement_id);
      const figures = monthFigures(placement, calendar, row.days);
      const payCycle = payCycleFor(row.month, now, calendar.holidays);
      const amountCents = figures.amount_cents;
      const after = await moveTimesheet(deps, trx, auth, row, 'approve', {
        now,
        holidays: calendar.holidays,
        set: { ...figures, pay_cycle: payCycle, approved_at: now, approved_by: auth.id },
        detail: { payCycle, daysCredited: figures.days_credited, amountCents },
        notices: [approvedNotice(deps.publicUrl, placement, { month: row.month, payCycle, amountCents })],
      });
      approved.push(after);
    }
    return answerMonths(trx, approved);
  });
}

/** Returns a submitted month of the caller's placement to the learner with the reason; the learner is told. */
export async function returnTimesheet(
  deps: Deps,
  auth: AuthUser,
  params: { TimesheetId: number; Reason: string },
): Promise<Timesheet> {
  const { db, clock, publicUrl } = deps;
  const now = clock.now();
  const row = await db.transaction().execute(async (trx) => {
    const found = await lockTimesheet(trx, params.TimesheetId);
    assertOwnsTimesheet(auth, found);
    const calendar = await monthCalendar(trx, found.month);
    const transition = { now, holidays: calendar.holidays };
    assertCanMoveTimesheet(found, 'return', transition);
    const placements = await placementsForTimesheet(trx, [found.placement_id]);
    const placement = placementOf(placements, found.placement_id);
    return moveTimesheet(deps, trx, auth, found, 'return', {
      ...transition,
      set: { ...monthFigures(placement, calendar, found.days), returned_reason: params.Reason },
      detail: { reason: params.Reason },
      notices: [returnedNotice(publicUrl, placement, found.month, params.Reason)],
    });
  });
  return answerMonth(db, row);
}
