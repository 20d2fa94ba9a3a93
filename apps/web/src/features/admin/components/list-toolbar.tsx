import { CloseButton, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { AccountListSort } from '@ojt/domain';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { StatusFilter } from '../api/types';
import { type ListFilters, SEARCH_DEBOUNCE_MS } from '../hooks/use-list-filters';
import classes from './admin-list.module.css';

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

const SORT_OPTIONS: { value: AccountListSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

const isSort = (value: string): value is AccountListSort => SORT_OPTIONS.some((o) => o.value === value);

function isStatusFilter(value: string): value is StatusFilter {
  return STATUS_OPTIONS.some((option) => option.value === value);
}

export interface ListToolbarProps {
  /** 'employers' or 'learners': names the controls. */
  noun: string;
  placeholder: string;
  filters: ListFilters;
}

/**
 * Search box, status filter and sign-up order of an admin table. The typed text stays here and reaches the list
 * (and the server) once typing pauses, so a keystroke re-renders the box, not the table. Enter
 * searches at once.
 */
export function ListToolbar({ noun, placeholder, filters }: ListToolbarProps) {
  const [text, setText] = useState(filters.search);
  const commit = useDebouncedCallback((value: string) => filters.setSearch(value.trim()), {
    delay: SEARCH_DEBOUNCE_MS,
    flushOnUnmount: true,
  });
  const type = (value: string) => {
    setText(value);
    commit(value);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17; a form with role=search is the landmark every reader knows
    <form
      className={classes.toolbar}
      role="search"
      aria-label={`Find ${noun}`}
      onSubmit={(event) => {
        event.preventDefault();
        commit.flush();
      }}
    >
      <TextInput
        className={classes.search}
        type="search"
        label={`Search ${noun}`}
        placeholder={placeholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => type(event.currentTarget.value)}
        rightSection={
          text ? (
            <CloseButton
              aria-label="Clear search"
              onClick={() => {
                type('');
                commit.flush();
              }}
            />
          ) : null
        }
      />
      <NativeSelect
        className={classes.status}
        label="Status"
        data={STATUS_OPTIONS}
        value={filters.status}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isStatusFilter(value)) filters.setStatus(value);
        }}
      />
      <NativeSelect
        className={classes.status}
        label="Order"
        data={SORT_OPTIONS}
        value={filters.sort}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isSort(value)) filters.setSort(value);
        }}
      />
    </form>
  );
}
