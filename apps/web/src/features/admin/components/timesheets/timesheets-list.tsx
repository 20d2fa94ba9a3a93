import { Table, Text } from '@mantine/core';
import {
  type adminTimesheetPageSchema,
  daysCreditedText,
  monthAbbreviated,
  TIMESHEET_ADMIN_SCREEN_MESSAGES as TEXT,
  TIMESHEET_MESSAGES,
  viewTimesheetLabel,
} from '@ojt/domain';
import { IconEye } from '@tabler/icons-react';
import type { z } from 'zod';
import { RecordButton } from '../../../../components/record-button';
import { TimesheetStatusBadge } from '../../../../components/timesheet-status-badge';
import { useAdminTimesheets } from '../../api/get-admin-timesheets';
import { ServerListTable } from '../admin-list';
import classes from '../admin-list.module.css';
import { LateBadge, PayCycleText } from './timesheet-late-badge';
import type { TimesheetFilters } from './use-timesheet-filters';

/** One row of the Timesheets view: a month with its learner, employer and lateness. */
export type AdminTimesheetRow = z.output<typeof adminTimesheetPageSchema>['items'][number];

export const TIMESHEET_COLUMNS = [
  TEXT.learnerColumn,
  TEXT.employerColumn,
  TEXT.monthColumn,
  TEXT.statusColumn,
  TEXT.daysColumn,
  TEXT.amountColumn,
  TEXT.payCycleColumn,
  TEXT.actionsColumn,
] as const;

function TimesheetRow({ row, onView }: { row: AdminTimesheetRow; onView: () => void }) {
  const [learner, employer, month, status, days, amount, cycle, actions] = TIMESHEET_COLUMNS;
  return (
    <Table.Tr>
      <Table.Th scope="row" className={classes.lead} data-label={learner}>
        <Text fw={600} size="sm">
          {row.learnerName}
        </Text>
        <Text size="xs" c="dimmed">
          {row.learnerId}
        </Text>
      </Table.Th>
      <Table.Td data-label={employer}>
        <div className={classes.secondary}>{row.employerName}</div>
      </Table.Td>
      <Table.Td data-label={month} className={classes.nowrap}>
        {monthAbbreviated(row.month)}
      </Table.Td>
      <Table.Td data-label={status}>
        <div className={classes.actions}>
          <TimesheetStatusBadge status={row.status} />
          {row.late ? <LateBadge /> : null}
        </div>
      </Table.Td>
      <Table.Td data-label={days} className={classes.nowrap}>
        {daysCreditedText(row.daysCredited, row.workingDays)}
      </Table.Td>
      <Table.Td data-label={amount} className={classes.nowrap}>
        {row.amountText}
      </Table.Td>
      <Table.Td data-label={cycle} className={classes.nowrap}>
        <PayCycleText cycle={row.payCycle} />
      </Table.Td>
      <Table.Td data-label={actions}>
        <div className={classes.actions}>
          <RecordButton
            icon={IconEye}
            label={viewTimesheetLabel(row.learnerName, row.month)}
            onClick={onView}
          >
            {TEXT.viewAction}
          </RecordButton>
        </div>
      </Table.Td>
    </Table.Tr>
  );
}

/** One server page of months (ServerListTable: paging, loading, error and empty states). */
export function TimesheetsList({
  filters,
  onView,
}: {
  filters: TimesheetFilters;
  onView: (row: AdminTimesheetRow) => void;
}) {
  const query = useAdminTimesheets(filters.params);
  return (
    <ServerListTable
      label={TEXT.timesheetsTitle}
      query={query}
      page={filters.page}
      setPage={filters.setPage}
      columns={TIMESHEET_COLUMNS}
      minWidth={940}
      loadingLabel={TEXT.loadingTimesheets}
      emptyText={TIMESHEET_MESSAGES.noTimesheetsFound}
      errorText={TIMESHEET_MESSAGES.failedLoadTimesheets}
    >
      {(items) =>
        items.map((row) => <TimesheetRow key={row.timesheetId} row={row} onView={() => onView(row)} />)
      }
    </ServerListTable>
  );
}
