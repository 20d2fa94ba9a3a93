import {
  addDays,
  datesOfMonth,
  firstWorkingDayOf,
  isPastCutOff,
  lastWorkingDayOf,
  learnerReminderDue,
  nextMonth,
  nothingSavedReminderDay,
  notSubmittedReminderDay,
  portalMonth,
  reminderDayAt,
  waitingReminderDue,
} from '@ojt/domain';
import type { Deps } from '../../deps.ts';
import {
  type PlacementWithPeople,
  placedPlacementsInMonth,
  placementsWithPeople,
} from '../placements/placed-placements-service.ts';
import { holidaysBetween } from './calendar-repository.ts';
import {
  type MonthRecordRow,
  recordReminders,
  recordsOfMonth,
  remindersSentFor,
  type SentReminder,
  submittedMonths,
} from './reminder-repository.ts';

/** What one run mailed: learners reminded, employers reminded. */
export interface ReminderRunResult {
  learners: number;
  employers: number;
}

/** One run's moment: now, its reminder day, the current month and the holidays around them. */
interface RunMoment {
  now: Date;
  day: string;
  month: string;
  holidays: ReadonlySet<string>;
}

const key = (placementId: number, month: string) => `${placementId}:${month}`;

/** The holidays from a little before `fromMonth` to the end of the month after `toMonth`. */
async function holidaysAround(deps: Deps, fromMonth: string, toMonth: string): Promise<ReadonlySet<string>> {
  // Counting working days back from a month's last may leave the month; two weeks is ample.
  const from = addDays(`${fromMonth}-01`, -14);
  const to = datesOfMonth(nextMonth(toMonth)).at(-1) as string;
  return new Set((await holidaysBetween(deps.db, from, to)).map((h) => h.date));
}

/** The month's last working day and cut-off day, as a learner's reminder names them. */
function learnerContext(deps: Deps, placement: PlacementWithPeople, moment: RunMoment) {
  const { month, holidays } = moment;
  return {
    learnerName: placement.learner.name,
    month,
    lastWorkingDay: lastWorkingDayOf(month, holidays),
    cutOffDay: firstWorkingDayOf(nextMonth(month), holidays),
    stipendUrl: `${deps.publicUrl}/learner-dashboard?tab=stipend`,
  };
}

/** Records one reminder to a learner and mails it in the same transaction; false when sent already. */
async function remindLearner(
  deps: Deps,
  placement: PlacementWithPeople,
  kind: 'nothing-saved' | 'not-submitted',
  moment: RunMoment,
): Promise<boolean> {
  const { learner } = placement;
  return deps.db.transaction().execute(async (trx) => {
    const reminder = { kind, day: moment.day, month: moment.month, placementId: placement.placementId };
    const recorded = await recordReminders(
      trx,
      [{ ...reminder, recipientUserId: learner.userId }],
      moment.now,
    );
    if (recorded.length === 0) return false;
    const event = { reminder: learnerContext(deps, placement, moment) };
    await deps.notify(
      trx,
      kind === 'nothing-saved'
        ? { kind: 'timesheet-nothing-saved', ...event }
        : { kind: 'timesheet-not-submitted', ...event },
      { userId: learner.userId, email: learner.email, name: learner.name },
    );
    return true;
  });
}

/**
 * Rules 1 and 2: on their day, each learner of a Placed placement in the current month who has
 * saved nothing, or not submitted, and was not reminded of it today.
 */
async function remindLearners(deps: Deps, moment: RunMoment): Promise<number> {
  const { day, month, holidays, now } = moment;
  const isLearnersDay =
    day === nothingSavedReminderDay(month, holidays) || day === notSubmittedReminderDay(month, holidays);
  if (!isLearnersDay) return 0;
  const placements = await placedPlacementsInMonth(deps.db, month);
  const records = new Map<number, MonthRecordRow>(
    (await recordsOfMonth(deps.db, month)).map((row) => [row.placement_id, row]),
  );
  const sent = await remindersSentFor(deps.db, ['nothing-saved', 'not-submitted'], day);
  const reminded = new Set(sent.filter((r) => r.month === month).map((r) => r.placementId));
  let mailed = 0;
  for (const placement of placements) {
    if (reminded.has(placement.placementId) || placement.startDate === null) continue;
    const input = {
      month,
      start: placement.startDate,
      end: placement.endDate,
      record: records.get(placement.placementId),
    };
    const kind = learnerReminderDue(input, holidays, now);
    if (kind && (await remindLearner(deps, placement, kind, moment))) mailed += 1;
  }
  return mailed;
}

/** Records an employer's waiting months and mails those it recorded, in one transaction. */
async function remindEmployer(
  deps: Deps,
  employer: PlacementWithPeople['employer'],
  waiting: readonly SentReminder[],
  people: ReadonlyMap<number, PlacementWithPeople>,
  moment: RunMoment,
): Promise<boolean> {
  const { holidays, now } = moment;
  return deps.db.transaction().execute(async (trx) => {
    const recorded = await recordReminders(trx, waiting, now);
    if (recorded.length === 0) return false;
    const months = recorded.map((r) => ({
      learnerName: people.get(r.placementId)?.learner.name ?? '',
      month: r.month,
      cutOffDay: firstWorkingDayOf(nextMonth(r.month), holidays),
      late: isPastCutOff(r.month, holidays, now),
    }));
    const timesheetsUrl = `${deps.publicUrl}/employer-dashboard?tab=timesheets`;
    await deps.notify(
      trx,
      { kind: 'timesheets-waiting', waiting: { months, timesheetsUrl } },
      { userId: employer.userId, email: employer.email, name: employer.name },
    );
    return true;
  });
}

/**
 * Rule 3: each employer with Submitted months in their reminder days gets one mail naming the
 * months it was not yet told of today (so a month submitted after the morning's mail is named by
 * the next run, not kept until tomorrow: it may be the cut-off day).
 */
async function remindEmployers(
  deps: Deps,
  submitted: Awaited<ReturnType<typeof submittedMonths>>,
  moment: RunMoment,
): Promise<number> {
  const { day, holidays, now } = moment;
  const sent = await remindersSentFor(deps.db, ['waiting'], day);
  const told = new Set(sent.map((r) => key(r.placementId, r.month)));
  const due = submitted.filter(
    (row) => waitingReminderDue(row.month, holidays, now) && !told.has(key(row.placement_id, row.month)),
  );
  if (due.length === 0) return 0;
  const people = await placementsWithPeople(deps.db, [...new Set(due.map((row) => row.placement_id))]);
  const byEmployer = new Map<number, SentReminder[]>();
  for (const row of due) {
    const list = byEmployer.get(row.employer_user_id) ?? [];
    const reminder = { kind: 'waiting' as const, day, month: row.month, placementId: row.placement_id };
    list.push({ ...reminder, recipientUserId: row.employer_user_id });
    byEmployer.set(row.employer_user_id, list);
  }
  let mailed = 0;
  for (const waiting of byEmployer.values()) {
    const employer = people.get(waiting[0]?.placementId ?? 0)?.employer;
    if (employer && (await remindEmployer(deps, employer, waiting, people, moment))) mailed += 1;
  }
  return mailed;
}

/**
 * One run of the attendance reminders (issue 27): from 07:00 Port of Spain on a working day, the
 * learners' reminders of the current month on their days, and each employer's daily reminder of
 * the months waiting for it. Idempotent: each reminder is recorded with its mail, once, so any
 * number of runs (and of portal instances) send it once. Answers how many mails it queued.
 */
export async function sendTimesheetReminders(deps: Deps): Promise<ReminderRunResult> {
  const now = deps.clock.now();
  const month = portalMonth(now);
  const submitted = await submittedMonths(deps.db, month);
  const earliest = submitted[0]?.month ?? month;
  const holidays = await holidaysAround(deps, earliest < month ? earliest : month, month);
  const day = reminderDayAt(now, holidays);
  if (day === null) return { learners: 0, employers: 0 };
  const moment: RunMoment = { now, day, month, holidays };
  const learners = await remindLearners(deps, moment);
  const employers = await remindEmployers(deps, submitted, moment);
  return { learners, employers };
}
