import { Text } from '@mantine/core';
import { TIMESHEET_ADMIN_SCREEN_MESSAGES as TEXT, timesheetsSummaryText } from '@ojt/domain';
import { useTimesheetMonthCounts } from '../../api/get-timesheet-month-counts';
import type { TimesheetFilters } from './use-timesheet-filters';

/**
 * The chosen month at a glance: its months by state and the late ones, under the employer, sector
 * and officer filters. Nothing while no month is chosen, or when the counts cannot be had (the list
 * says why on its own).
 */
export function TimesheetsSummary({ filters }: { filters: TimesheetFilters }) {
  const { month, employer, sector, officer } = filters;
  const { counts, pending, failed } = useTimesheetMonthCounts({ month, employer, sector, officer });
  if (!month || failed) return null;
  return (
    <Text size="sm" mb="sm" role="status" aria-live="polite">
      {counts ? timesheetsSummaryText(month, counts) : pending ? TEXT.summaryLoading : null}
    </Text>
  );
}
