import { type MonthCounts, TIMESHEET_STATUS } from '@ojt/domain';
import { useQueries } from '@tanstack/react-query';
import { getAdminTimesheets } from './get-admin-timesheets';
import { type TimesheetListParams, timesheetKeys } from './timesheet-keys';

/** The filters the counts keep: the month, employer, sector and officer (not the state or lateness). */
export type MonthCountFilters = Pick<TimesheetListParams, 'month' | 'employer' | 'sector' | 'officer'>;

/**
 * A month's counts by state and its late months, from the list call itself (a page of one row each:
 * its `total`), so the summary needs no call of its own. Nothing is asked while no month is chosen.
 */
export function useTimesheetMonthCounts(filters: MonthCountFilters) {
  const base = { ...filters, status: '', late: '', page: 1, pageSize: 1 };
  const asks: TimesheetListParams[] = [
    ...TIMESHEET_STATUS.map((status) => ({ ...base, status })),
    { ...base, late: 'true' },
  ];
  return useQueries({
    queries: asks.map((params) => ({
      queryKey: timesheetKeys.list(params),
      queryFn: ({ signal }: { signal: AbortSignal }) => getAdminTimesheets(params, { signal }),
      enabled: Boolean(filters.month),
    })),
    combine: (results): { counts: MonthCounts | null; pending: boolean; failed: boolean } => {
      const totals = results.map((result) => result.data?.total);
      const ready = totals.every((total) => total !== undefined);
      return {
        counts: ready
          ? {
              byStatus: Object.fromEntries(
                TIMESHEET_STATUS.map((status, index) => [status, totals[index] as number]),
              ) as MonthCounts['byStatus'],
              late: totals.at(-1) as number,
            }
          : null,
        pending: results.some((result) => result.isPending),
        failed: results.some((result) => result.isError),
      };
    },
  });
}
