import { formatTtd, MESSAGES, stipendExplanation, type Timesheet, type TimesheetDay } from '@ojt/domain';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { placementForTimesheet } from '../placements/placement-service.ts';
import { daysOfPlacement, monthCalendar, monthFigures } from './figures.ts';
import { correctedNotices } from './notices.ts';
import { assertMayCorrectTimesheet } from './policy.ts';
import { answerMonth } from './timesheet-answer.ts';
import { lockTimesheet } from './timesheet-repository.ts';
import { assertCanMoveTimesheet, moveTimesheet } from './transitions.ts';

/** The office's correction: which month, its days as they should be, and why. */
export interface TimesheetCorrection {
  timesheetId: number;
  days: readonly TimesheetDay[];
  reason: string;
}

/**
 * The programme office corrects an approved month's days with a reason: the figures are worked out
 * again, the month stays Approved in its pay cycle, the audit trail keeps the reason and the days
 * credited and amount before and after, and the learner and the employer are told.
 */
export async function correctTimesheet(
  deps: Deps,
  admin: AuthUser,
  correction: TimesheetCorrection,
): Promise<Timesheet> {
  const { db, clock, publicUrl } = deps;
  const now = clock.now();
  const row = await db.transaction().execute(async (trx) => {
    const found = await lockTimesheet(trx, correction.timesheetId);
    assertMayCorrectTimesheet(admin, found);
    const calendar = await monthCalendar(trx, found.month);
    const transition = { now, holidays: calendar.holidays };
    assertCanMoveTimesheet(found, 'correct', transition);
    const placement = await placementForTimesheet(trx, found.placement_id);
    if (!placement) throw notFound(MESSAGES.timesheetNotFound);
    const days = daysOfPlacement(placement, calendar, correction.days);
    const figures = monthFigures(placement, calendar, days);
    const after = {
      month: found.month,
      amountText: formatTtd(figures.amount_cents),
      explanation: stipendExplanation({
        credited: figures.days_credited,
        workingDaysInMonth: figures.working_days,
        rateCents: figures.rate_cents,
      }),
    };
    return moveTimesheet(deps, trx, admin, found, 'correct', {
      ...transition,
      // The pay cycle stays the one fixed at approval.
      set: { ...figures, days },
      detail: {
        reason: correction.reason,
        daysCreditedBefore: Number(found.days_credited),
        daysCreditedAfter: figures.days_credited,
        amountCentsBefore: found.amount_cents,
        amountCentsAfter: figures.amount_cents,
      },
      notices: correctedNotices(publicUrl, placement, after, correction.reason),
    });
  });
  return answerMonth(db, row);
}
