import { CloseButton, NativeSelect, TextInput } from '@mantine/core';
import { PLACEMENT_STATUSES, SECTORS } from '@ojt/domain';
import { IconSearch } from '@tabler/icons-react';
import { useDateRangeFilter, useTypedFilter } from '../../hooks/use-filter-drafts';
import { DateRangeFields, FilterBar } from '../admin-list';
import listClasses from '../admin-list.module.css';
import type { PlacementFilters } from './use-placement-filters';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...PLACEMENT_STATUSES.map((s) => ({ value: String(s.id), label: s.name })),
];
const SECTOR_OPTIONS = [
  { value: '', label: 'All sectors' },
  ...SECTORS.map((s) => ({ value: String(s.sectorId), label: s.sector })),
];

/**
 * Search (learner, employer, position) and the filters of the Placements table: status, sector,
 * employer (EmpId) and the application dates. A date range whose start is after its end is not sent.
 */
export function PlacementsToolbar({ filters }: { filters: PlacementFilters }) {
  const search = useTypedFilter(filters.search, (value) => filters.setFilters({ search: value }));
  const employer = useTypedFilter(filters.employer, (value) => filters.setFilters({ employer: value }));
  const dates = useDateRangeFilter({ from: filters.from, to: filters.to }, filters.setFilters);

  return (
    <FilterBar
      label="Find placements"
      columns={4}
      onSubmit={() => {
        search.flush();
        employer.flush();
      }}
      clearLabel="Clear filters"
      clearDisabled={!filters.filtered && !search.text && !employer.text && !dates.typed}
      onClear={() => {
        search.clear();
        employer.clear();
        dates.reset();
        filters.clear();
      }}
    >
      <TextInput
        className={`${listClasses.search} ${listClasses.wide}`}
        type="search"
        label="Search placements"
        placeholder="Learner, employer or position"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search.text}
        onChange={(event) => search.type(event.currentTarget.value)}
        rightSection={search.text ? <CloseButton aria-label="Clear search" onClick={search.clear} /> : null}
      />
      <NativeSelect
        label="Status"
        data={STATUS_OPTIONS}
        value={filters.status}
        onChange={(event) => filters.setFilters({ status: event.currentTarget.value })}
      />
      <NativeSelect
        label="Sector"
        data={SECTOR_OPTIONS}
        value={filters.sector}
        onChange={(event) => filters.setFilters({ sector: event.currentTarget.value })}
      />
      <TextInput
        label="Employer ID"
        placeholder="e.g. EMP001"
        autoComplete="off"
        value={employer.text}
        onChange={(event) => employer.type(event.currentTarget.value)}
      />
      <DateRangeFields fromLabel="Applied from" toLabel="Applied to" draft={dates} />
    </FilterBar>
  );
}
