import type { Timesheet } from '@ojt/domain';
import { presentTimesheet } from './presenters.ts';
import type { TimesheetWithKeys } from './timesheet-repository.ts';

/** A month read with its keys, as every call answers it. */
export function toTimesheet(row: TimesheetWithKeys): Timesheet {
  return presentTimesheet(row, { learnerId: row.learner_key, empId: row.emp_key });
}
