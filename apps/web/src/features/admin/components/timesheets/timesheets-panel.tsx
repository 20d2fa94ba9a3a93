import { Title } from '@mantine/core';
import { TIMESHEET_ADMIN_SCREEN_MESSAGES as TEXT } from '@ojt/domain';
import { useState } from 'react';
import classes from '../placements/placements.module.css';
import { TimesheetDetailModal } from './timesheet-detail-modal';
import { type AdminTimesheetRow, TimesheetsList } from './timesheets-list';
import { TimesheetsSummary } from './timesheets-summary';
import { TimesheetsToolbar } from './timesheets-toolbar';
import type { TimesheetFilters } from './use-timesheet-filters';

/**
 * The office's Timesheets view (issue 27): every month across employers, filtered and paged on the
 * server, the chosen month's counts, and a month's details with the correction of an approved one.
 */
export function TimesheetsPanel({ filters }: { filters: TimesheetFilters }) {
  const [viewing, setViewing] = useState<AdminTimesheetRow | null>(null);
  return (
    <section aria-labelledby="timesheets-heading">
      <div className={classes.header}>
        <Title order={2} size="h3" id="timesheets-heading">
          {TEXT.timesheetsTitle}
        </Title>
      </div>
      <TimesheetsToolbar filters={filters} />
      <TimesheetsSummary filters={filters} />
      <TimesheetsList filters={filters} onView={setViewing} />
      <TimesheetDetailModal
        timesheet={viewing}
        onClose={() => setViewing(null)}
        onCorrected={(corrected) => setViewing((row) => (row ? { ...row, ...corrected } : row))}
      />
    </section>
  );
}
