import { formatTtd, type Timesheet } from '@ojt/domain';
import type { Notice, Recipient } from '../../notifications/notify.ts';
import type { TimesheetPlacement } from '../placements/placement-service.ts';

// The notices of a month (issue 27), to the people of its placement, with links to their dashboards.

const stipendUrl = (publicUrl: string) => `${publicUrl}/learner-dashboard?tab=stipend`;
const timesheetsUrl = (publicUrl: string) => `${publicUrl}/employer-dashboard?tab=timesheets`;

const learnerOf = (p: TimesheetPlacement): Recipient => ({
  userId: p.learnerUserId,
  email: p.learnerEmail,
  name: p.learnerName,
});

const employerOf = (p: TimesheetPlacement): Recipient => ({
  userId: p.employerUserId,
  email: p.employerEmail,
  name: p.employerContact,
});

/** To the employer: the learner submitted the month. */
export function submittedNotice(publicUrl: string, placement: TimesheetPlacement, month: string): Notice {
  return {
    event: {
      kind: 'timesheet-submitted',
      context: {
        learnerName: placement.learnerName,
        learnerId: placement.learnerId,
        jobTitle: placement.jobTitle,
        month,
        timesheetsUrl: timesheetsUrl(publicUrl),
      },
    },
    recipient: employerOf(placement),
  };
}

/** To the learner: the employer returned the month, with the reason. */
export function returnedNotice(
  publicUrl: string,
  placement: TimesheetPlacement,
  month: string,
  reason: string,
): Notice {
  return {
    event: {
      kind: 'timesheet-returned',
      context: {
        learnerName: placement.learnerName,
        company: placement.company,
        month,
        reason,
        stipendUrl: stipendUrl(publicUrl),
      },
    },
    recipient: learnerOf(placement),
  };
}

/** To the learner and the employer: the office corrected the month, with the reason and the new amount. */
export function correctedNotices(
  publicUrl: string,
  placement: TimesheetPlacement,
  month: Pick<Timesheet, 'month' | 'amountText' | 'explanation'>,
  reason: string,
): Notice[] {
  const context = {
    learnerName: placement.learnerName,
    month: month.month,
    reason,
    amountText: month.amountText,
    explanation: month.explanation,
  };
  return [
    {
      event: {
        kind: 'timesheet-corrected',
        context: { ...context, url: stipendUrl(publicUrl), toLearner: true },
      },
      recipient: learnerOf(placement),
    },
    {
      event: {
        kind: 'timesheet-corrected',
        context: { ...context, url: timesheetsUrl(publicUrl), toLearner: false },
      },
      recipient: employerOf(placement),
    },
  ];
}

/** To the learner: the employer approved the month, with its pay cycle and amount. */
export function approvedNotice(
  publicUrl: string,
  placement: TimesheetPlacement,
  month: { month: string; payCycle: 1 | 2; amountCents: number },
): Notice {
  return {
    event: {
      kind: 'timesheet-approved',
      context: {
        learnerName: placement.learnerName,
        company: placement.company,
        month: month.month,
        payCycle: month.payCycle,
        amountText: formatTtd(month.amountCents),
        stipendUrl: stipendUrl(publicUrl),
      },
    },
    recipient: learnerOf(placement),
  };
}
