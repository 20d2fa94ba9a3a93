import {
  canSaveTimesheet,
  isFutureMonth,
  MESSAGES,
  PLACEMENT_STATUS,
  type SaveTimesheetBody,
  type Timesheet,
} from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { placementForTimesheet, type TimesheetPlacement } from '../placements/placement-service.ts';
import {
  daysOfPlacement,
  figuresChanged,
  isMonthOfPlacement,
  type MonthCalendar,
  monthCalendar,
  monthFigures,
} from './figures.ts';
import { submittedNotice } from './notices.ts';
import { assertLearnerOfPlacement, assertOwnsTimesheet } from './policy.ts';
import { answerMonth, answerMonths } from './timesheet-answer.ts';
import {
  findPlacementMonth,
  insertDraft,
  learnerTimesheetRows,
  lockPlacementMonth,
  lockTimesheet,
  updateTimesheet,
} from './timesheet-repository.ts';
import { assertCanMoveTimesheet, moveTimesheet } from './transitions.ts';

type Db = Kysely<Database>;

/** Attendance is recorded for a Placed placement, and for the months of a Completed one. */
const RECORDING = new Set<number>([PLACEMENT_STATUS.PLACED, PLACEMENT_STATUS.COMPLETED]);

/** The caller's months of all their placements, newest first. */
export async function learnerTimesheets({ db }: Deps, auth: AuthUser): Promise<Timesheet[]> {
  return answerMonths(db, await learnerTimesheetRows(db, auth.id));
}

/**
 * The learner's placement whose month they may read or fill: 404 unknown, 403 another learner's;
 * 409 for a month after the current one, a placement not Placed (or Completed), a month outside its dates.
 */
async function openMonth(
  db: Db,
  auth: AuthUser,
  placementId: number,
  month: string,
  now: Date,
): Promise<TimesheetPlacement> {
  const placement = await placementForTimesheet(db, placementId);
  assertLearnerOfPlacement(auth, placement);
  if (isFutureMonth(month, now)) throw conflict(MESSAGES.monthInFuture);
  if (!RECORDING.has(placement.status)) throw conflict(MESSAGES.timesheetNotPlaced);
  if (!isMonthOfPlacement(placement, month)) throw conflict(MESSAGES.timesheetMonthOutsidePlacement);
  return placement;
}

/** Makes the month an empty Draft unless it exists (two first reads at once make one row). */
async function ensureMonth(db: Db, placement: TimesheetPlacement, calendar: MonthCalendar, now: Date) {
  if (await findPlacementMonth(db, placement.id, calendar.month)) return;
  await insertDraft(db, {
    placementId: placement.id,
    learnerUserId: placement.learnerUserId,
    employerUserId: placement.employerUserId,
    month: calendar.month,
    figures: monthFigures(placement, calendar, []),
    now,
  });
}

/**
 * One month of the caller's placement, created as a Draft on its first read. A month not yet approved
 * is worked out again, so a holiday, schedule or setting added since shows; an approved one is as approved.
 */
export async function learnerTimesheet(
  deps: Deps,
  auth: AuthUser,
  placementId: number,
  month: string,
): Promise<Timesheet> {
  const { db, clock } = deps;
  const now = clock.now();
  const placement = await openMonth(db, auth, placementId, month, now);
  const calendar = await monthCalendar(db, month);
  await ensureMonth(db, placement, calendar, now);
  const row = await db.transaction().execute(async (trx) => {
    const found = await lockPlacementMonth(trx, placementId, month);
    if (!found) throw notFound(MESSAGES.timesheetNotFound);
    if (found.status === 'Approved') return found;
    const figures = monthFigures(placement, calendar, found.days);
    return figuresChanged(found, figures) ? updateTimesheet(trx, found, figures, now) : found;
  });
  return answerMonth(db, row);
}

/**
 * Saves a Draft or Returned month's days and remarks with its figures (409 for a Submitted or
 * Approved one, or a day that is not one of the placement's working days in the month).
 */
export async function saveTimesheet(deps: Deps, auth: AuthUser, body: SaveTimesheetBody): Promise<Timesheet> {
  const { db, clock } = deps;
  const now = clock.now();
  const placement = await openMonth(db, auth, body.placementId, body.month, now);
  const calendar = await monthCalendar(db, body.month);
  const days = daysOfPlacement(placement, calendar, body.days);
  const figures = monthFigures(placement, calendar, days);
  await ensureMonth(db, placement, calendar, now);
  const row = await db.transaction().execute(async (trx) => {
    const found = await lockPlacementMonth(trx, placement.id, body.month);
    if (!found) throw notFound(MESSAGES.timesheetNotFound);
    if (!canSaveTimesheet(found.status)) throw conflict(MESSAGES.saveOnlyDraftOrReturned);
    return updateTimesheet(trx, found, { days, remarks: body.remarks, ...figures }, now);
  });
  return answerMonth(db, row);
}

/**
 * Submits a Draft or Returned month to the supervisor, from 00:00 Port of Spain of its last working
 * day: stamps it, works its figures out once more and tells the employer.
 */
export async function submitTimesheet(deps: Deps, auth: AuthUser, timesheetId: number): Promise<Timesheet> {
  const { db, clock, publicUrl } = deps;
  const now = clock.now();
  const row = await db.transaction().execute(async (trx) => {
    const found = await lockTimesheet(trx, timesheetId);
    assertOwnsTimesheet(auth, found);
    const placement = await placementForTimesheet(trx, found.placement_id);
    if (!placement) throw notFound(MESSAGES.timesheetNotFound);
    const calendar = await monthCalendar(trx, found.month);
    const transition = { now, holidays: calendar.holidays };
    assertCanMoveTimesheet(found, 'submit', transition);
    return moveTimesheet(deps, trx, auth, found, 'submit', {
      ...transition,
      set: { ...monthFigures(placement, calendar, found.days), submitted_at: now },
      notices: [submittedNotice(publicUrl, placement, found.month)],
    });
  });
  return answerMonth(db, row);
}
