import { Checkbox, NativeSelect, TextInput } from '@mantine/core';
import {
  SECTORS,
  TIMESHEET_ADMIN_SCREEN_MESSAGES as TEXT,
  TIMESHEET_STATUS,
  TIMESHEET_STATUS_LABELS,
} from '@ojt/domain';
import { useMemo } from 'react';
import { useOfficers } from '../../api/get-officers';
import { useTypedFilter } from '../../hooks/use-filter-drafts';
import { FilterBar } from '../admin-list';
import { officerRoleLabel } from '../placements/placement-labels';
import { monthOptions } from './timesheet-labels';
import classes from './timesheets.module.css';
import type { TimesheetFilters } from './use-timesheet-filters';

const STATUS_OPTIONS = [
  { value: '', label: TEXT.allStatuses },
  ...TIMESHEET_STATUS.map((status) => ({ value: status, label: TIMESHEET_STATUS_LABELS[status] })),
];
const SECTOR_OPTIONS = [
  { value: '', label: TEXT.allSectors },
  ...SECTORS.map((s) => ({ value: String(s.sectorId), label: s.sector })),
];

/** The officers to filter by (the active ones), each with their role. */
function useOfficerOptions() {
  const officers = useOfficers();
  return useMemo(
    () => [
      { value: '', label: TEXT.allOfficers },
      ...(officers.data ?? []).map((o) => ({
        value: String(o.id),
        label: `${o.name} (${officerRoleLabel(o.role)})`,
      })),
    ],
    [officers.data],
  );
}

/**
 * The Timesheets view's filters: month (this one and the 23 before), state, employer (EmpId, sent
 * once typing pauses), sector, officer and Late only. Each change asks for page 1.
 */
export function TimesheetsToolbar({ filters }: { filters: TimesheetFilters }) {
  const employer = useTypedFilter(filters.employer, (value) => filters.setFilters({ employer: value }));
  const months = useMemo(() => monthOptions(TEXT.allMonths), []);
  const officers = useOfficerOptions();

  return (
    <FilterBar
      label={TEXT.findTimesheets}
      onSubmit={employer.flush}
      clearLabel={TEXT.clearFilters}
      clearDisabled={!filters.filtered && !employer.text}
      onClear={() => {
        employer.clear();
        filters.clear();
      }}
    >
      <NativeSelect
        label={TEXT.monthLabel}
        data={months}
        value={filters.month}
        onChange={(event) => filters.setFilters({ month: event.currentTarget.value })}
      />
      <NativeSelect
        label={TEXT.statusLabel}
        data={STATUS_OPTIONS}
        value={filters.status}
        onChange={(event) => filters.setFilters({ status: event.currentTarget.value })}
      />
      <TextInput
        label={TEXT.employerIdLabel}
        placeholder={TEXT.employerIdPlaceholder}
        autoComplete="off"
        value={employer.text}
        onChange={(event) => employer.type(event.currentTarget.value)}
      />
      <NativeSelect
        label={TEXT.sectorLabel}
        data={SECTOR_OPTIONS}
        value={filters.sector}
        onChange={(event) => filters.setFilters({ sector: event.currentTarget.value })}
      />
      <NativeSelect
        label={TEXT.officerLabel}
        data={officers}
        value={filters.officer}
        onChange={(event) => filters.setFilters({ officer: event.currentTarget.value })}
      />
      <Checkbox
        className={classes.lateOnly}
        label={TEXT.lateOnlyLabel}
        description={TEXT.lateOnlyDescription}
        checked={filters.late === 'true'}
        onChange={(event) => filters.setFilters({ late: event.currentTarget.checked ? 'true' : '' })}
      />
    </FilterBar>
  );
}
