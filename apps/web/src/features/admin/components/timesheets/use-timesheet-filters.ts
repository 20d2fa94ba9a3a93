import type { TimesheetListParams } from '../../api/timesheet-keys';
import { ADMIN_PAGE_SIZE } from '../../hooks/use-list-filters';
import { type ServerListFilters, useServerListFilters } from '../../hooks/use-server-list-filters';

type FilterValues = Omit<TimesheetListParams, 'page' | 'pageSize'>;

const NO_FILTERS: FilterValues = { month: '', status: '', employer: '', sector: '', officer: '', late: '' };

export type TimesheetFilters = ServerListFilters<FilterValues>;

/**
 * The Timesheets view's filters and page. Kept by the dashboard page, as the Placements table's are,
 * so switching tabs or views keeps the office's place.
 */
export function useTimesheetFilters(): TimesheetFilters {
  return useServerListFilters(NO_FILTERS, ADMIN_PAGE_SIZE);
}
