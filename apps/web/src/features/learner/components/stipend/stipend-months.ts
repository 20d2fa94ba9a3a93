import {
  isMonth,
  type LearnerApplicationItem,
  nextMonth,
  PLACEMENT_STATUS,
  placementWorkingDays,
  type Timesheet,
} from '@ojt/domain';

/** A placement whose months the learner records: Placed, or Completed (its months stay readable). */
export interface StipendPlacement {
  placementId: number;
  title: string;
  employerName: string;
  /** `YYYY-MM-DD`, or null when the office has not set it. */
  start: string | null;
  end: string | null;
}

/** One month of a placement, with its record when one exists (null: Not started). */
export interface StipendMonth {
  placementId: number;
  month: string;
  sheet: Timesheet | null;
}

const dateOf = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);

/** The learner's Placed and Completed placements, as the applications answer them, newest first. */
export function stipendPlacements(applications: readonly LearnerApplicationItem[]): StipendPlacement[] {
  return applications
    .filter(
      (a) =>
        a.placementStatus === PLACEMENT_STATUS.PLACED || a.placementStatus === PLACEMENT_STATUS.COMPLETED,
    )
    .map((a) => ({
      placementId: a.placementId,
      title: a.jobs.empjobname,
      employerName: a.employer.empName,
      start: dateOf(a.startDate),
      // A placement completed early ends on its completion day.
      end: dateOf(a.endDate) ?? dateOf(a.evaluation?.completedAt),
    }));
}

/**
 * A placement's months, newest first: from its start month to the current Port of Spain month (not
 * past its end), and any month that already has a record. Without a start date only the current
 * month (and the records) can be named.
 */
export function placementMonths(
  placement: StipendPlacement,
  sheets: readonly Timesheet[],
  currentMonth: string,
): StipendMonth[] {
  const own = sheets.filter((sheet) => sheet.placementId === placement.placementId);
  const months = new Set(own.map((sheet) => sheet.month));
  const endMonth = placement.end?.slice(0, 7);
  const last = endMonth && endMonth < currentMonth ? endMonth : currentMonth;
  const first = placement.start?.slice(0, 7) ?? (placement.end ? null : currentMonth);
  if (first && isMonth(first) && isMonth(last)) {
    for (let month = first; month <= last; month = nextMonth(month)) months.add(month);
  }
  return [...months]
    .sort((a, b) => b.localeCompare(a))
    .map((month) => ({
      placementId: placement.placementId,
      month,
      sheet: own.find((sheet) => sheet.month === month) ?? null,
    }));
}

/**
 * The rows the learner marks: the answer's working dates when the server names them; else the
 * month's weekdays within the placement's dates (the web has no holiday list: the server refuses a
 * holiday), with any day already marked.
 */
export function monthRowDates(sheet: Timesheet, placement: StipendPlacement): string[] {
  const dates = new Set(
    sheet.workingDates ??
      (placement.start ? placementWorkingDays(sheet.month, new Set(), placement.start, placement.end) : []),
  );
  for (const day of sheet.days) dates.add(day.date);
  return [...dates].sort();
}
