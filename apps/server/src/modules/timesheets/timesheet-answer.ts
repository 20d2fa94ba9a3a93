import {
  type BreakDays,
  breakWorkingDays,
  datesOfMonth,
  placementWorkingDays,
  submitOpensAt,
  type Timesheet,
} from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { breaksByPlacement } from '../placements/placement-service.ts';
import { holidaysBetween } from './calendar-repository.ts';
import { presentTimesheet } from './presenters.ts';
import type { TimesheetWithKeys } from './timesheet-repository.ts';

/**
 * A month read with its keys, as every call answers it, with what the screens need beside the
 * figures: the learner's name, the placement's working dates in the month (the days to mark) and
 * when the month may be submitted (00:00 Port of Spain of its last working day). A break's working
 * days (issue 29) are left out of the working dates and listed as `breakDates`.
 */
export function toTimesheet(
  row: TimesheetWithKeys,
  holidays: ReadonlySet<string>,
  breaks: readonly BreakDays[] = [],
): Timesheet {
  const start = row.placement_start ?? `${row.month}-01`;
  return {
    ...presentTimesheet(row, { learnerId: row.learner_key, empId: row.emp_key }),
    learnerName: `${row.learner_first_name} ${row.learner_last_name}`.trim(),
    workingDates: placementWorkingDays(row.month, holidays, start, row.placement_end, breaks),
    breakDates: breakWorkingDays(row.month, holidays, breaks),
    submitOpensAt: submitOpensAt(row.month, holidays).toISOString(),
  };
}

/** Months as the calls answer them, reading the holidays of the months they span once. */
export async function answerMonths(
  db: Kysely<Database>,
  rows: readonly TimesheetWithKeys[],
): Promise<Timesheet[]> {
  if (rows.length === 0) return [];
  const months = rows.map((row) => row.month).sort();
  const first = `${months[0]}-01`;
  const last = datesOfMonth(months.at(-1) as string).at(-1) as string;
  const [holidayRows, breaks] = await Promise.all([
    holidaysBetween(db, first, last),
    breaksByPlacement(
      db,
      rows.map((row) => row.placement_id),
    ),
  ]);
  const holidays = new Set(holidayRows.map((h) => h.date));
  return rows.map((row) => toTimesheet(row, holidays, breaks.get(row.placement_id)));
}

/** One month as the calls answer it. */
export async function answerMonth(db: Kysely<Database>, row: TimesheetWithKeys): Promise<Timesheet> {
  const [answer] = await answerMonths(db, [row]);
  return answer as Timesheet;
}
