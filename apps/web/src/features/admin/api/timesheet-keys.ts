import { adminKeys } from './query-keys';

/** The admin's Timesheets filters, as the view asks the server for them ('' = not set). */
export interface TimesheetListParams {
  /** A month `YYYY-MM`. */
  month: string;
  /** A state of `TIMESHEET_STATUS`. */
  status: string;
  /** An employer's EmpId. */
  employer: string;
  /** A sector id of `SECTORS`, as text. */
  sector: string;
  /** An officer's id (`ENDPOINTS.Officers`), as text. */
  officer: string;
  /** 'true' for the late months only. */
  late: string;
  page: number;
  pageSize: number;
}

/**
 * The timesheet queries live under `['admin']` (`adminKeys.all`), so a correction reloads the list
 * and the counts with one invalidation; the calendar and rates each have their own key, changed only
 * by the stipend settings.
 */
export const timesheetKeys = {
  all: [...adminKeys.all, 'timesheets'] as const,
  list: (params: TimesheetListParams) => [...timesheetKeys.all, 'list', params] as const,
  holidaysAll: [...adminKeys.all, 'holidays'] as const,
  holidays: (year: number) => [...timesheetKeys.holidaysAll, year] as const,
  schedules: () => [...adminKeys.all, 'stipend-schedules'] as const,
  settings: () => [...adminKeys.all, 'stipend-settings'] as const,
};
