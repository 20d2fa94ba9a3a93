import { Button, CloseButton, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { MESSAGES, PLACEMENT_STATUSES, SECTORS } from '@ojt/domain';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../hooks/use-list-filters';
import listClasses from '../admin-list.module.css';
import classes from './placements.module.css';
import type { PlacementFilters } from './use-placement-filters';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...PLACEMENT_STATUSES.map((s) => ({ value: String(s.id), label: s.name })),
];
const SECTOR_OPTIONS = [
  { value: '', label: 'All sectors' },
  ...SECTORS.map((s) => ({ value: String(s.sectorId), label: s.sector })),
];

/** A text box whose value reaches the filters once typing pauses (Enter in the form: at once). */
function useTypedFilter(initial: string, commit: (value: string) => void) {
  const [text, setText] = useState(initial);
  const debounced = useDebouncedCallback((value: string) => commit(value.trim()), {
    delay: SEARCH_DEBOUNCE_MS,
    flushOnUnmount: true,
  });
  const type = (value: string) => {
    setText(value);
    debounced(value);
  };
  return { text, type, flush: debounced.flush };
}

/**
 * Search (learner, employer, position) and the filters of the Placements table: status, sector,
 * employer (EmpId) and the application dates. A date range whose start is after its end is not sent.
 */
export function PlacementsToolbar({ filters }: { filters: PlacementFilters }) {
  const search = useTypedFilter(filters.search, (value) => filters.setFilters({ search: value }));
  const employer = useTypedFilter(filters.employer, (value) => filters.setFilters({ employer: value }));
  const [range, setRange] = useState({ from: filters.from, to: filters.to });
  const rangeWrong = Boolean(range.from && range.to && range.from > range.to);

  const setDate = (key: 'from' | 'to', value: string) => {
    const next = { ...range, [key]: value };
    setRange(next);
    if (!(next.from && next.to && next.from > next.to)) filters.setFilters(next);
  };
  const clearAll = () => {
    search.type('');
    employer.type('');
    search.flush();
    employer.flush();
    setRange({ from: '', to: '' });
    filters.clear();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17; a form with role=search is the landmark every reader knows
    <form
      className={classes.toolbar}
      role="search"
      aria-label="Find placements"
      onSubmit={(event) => {
        event.preventDefault();
        search.flush();
        employer.flush();
      }}
    >
      <TextInput
        className={`${listClasses.search} ${classes.wide}`}
        type="search"
        label="Search placements"
        placeholder="Learner, employer or position"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search.text}
        onChange={(event) => search.type(event.currentTarget.value)}
        rightSection={
          search.text ? (
            <CloseButton
              aria-label="Clear search"
              onClick={() => {
                search.type('');
                search.flush();
              }}
            />
          ) : null
        }
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
      <TextInput
        type="date"
        label="Applied from"
        value={range.from}
        max={range.to || undefined}
        error={rangeWrong ? MESSAGES.dateFromAfterTo : undefined}
        onChange={(event) => setDate('from', event.currentTarget.value)}
      />
      <TextInput
        type="date"
        label="Applied to"
        value={range.to}
        min={range.from || undefined}
        onChange={(event) => setDate('to', event.currentTarget.value)}
      />
      <Button
        variant="default"
        className={classes.clear}
        leftSection={<IconFilterOff size={16} aria-hidden />}
        disabled={!filters.filtered && !search.text && !employer.text && !range.from && !range.to}
        onClick={clearAll}
      >
        Clear filters
      </Button>
    </form>
  );
}
