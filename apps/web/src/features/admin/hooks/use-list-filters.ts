import type { AccountListSort } from '@ojt/domain';
import { useState } from 'react';
import type { ListParams, StatusFilter } from '../api/types';
import { cursorParams } from './use-server-list-filters';

/** Admin tables show 10 rows a page (spec 1 §9). */
export const ADMIN_PAGE_SIZE = 10;
/** Typing pauses this long before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ListFilters {
  /** The search the list shows (set once typing pauses; see ListToolbar). */
  search: string;
  setSearch: (value: string) => void;
  status: StatusFilter;
  setStatus: (value: StatusFilter) => void;
  page: number;
  /** Another page: by its cursor when the list gives one, else by its number. */
  setPage: (value: number, cursor?: string | null) => void;
  /** Asks for the exact total of the current search and filter ("Count exactly"). */
  countExactly: () => void;
  /** The order shown: the admin's choice, else the status filter's default (`defaultSort`). */
  sort: AccountListSort;
  setSort: (value: AccountListSort) => void;
  /** What to ask the server for. */
  params: ListParams;
}

/**
 * The order a status filter lists in until the admin picks one (issue 30): pending sign-ups oldest
 * first, as the overview's queue, so the longest waiting are seen first; the others newest first.
 */
export function defaultSort(status: StatusFilter): AccountListSort {
  return status === 'pending' ? 'oldest' : 'newest';
}

/**
 * A table's search, status filter and page. Kept by the dashboard page, so switching tabs (which
 * unmounts the table) keeps the admin's place. A new search or filter starts again at page 1.
 */
export function useListFilters(): ListFilters {
  const [state, setState] = useState<{
    search: string;
    status: StatusFilter;
    page: number;
    /** Null until the admin picks an order: then the status filter's default applies. */
    chosenSort: AccountListSort | null;
    /** The cursor of the page shown (issue 31); undefined on page 1 and for a page by number. */
    cursor: string | undefined;
    /** The exact total was asked for (this search and filter only). */
    exact: boolean;
  }>({ search: '', status: 'all', page: 1, chosenSort: null, cursor: undefined, exact: false });
  const { chosenSort, cursor, exact, ...shown } = state;
  const sort = chosenSort ?? defaultSort(state.status);
  const restart = { page: 1, cursor: undefined, exact: false };
  return {
    ...shown,
    sort,
    setSearch: (search) => setState((s) => (s.search === search ? s : { ...s, search, ...restart })),
    // A new status filter brings its own default order back.
    setStatus: (status) => setState((s) => ({ ...s, status, ...restart, chosenSort: null })),
    setPage: (page, next) =>
      setState((s) => ({ ...s, page, cursor: page > 1 ? (next ?? undefined) : undefined })),
    countExactly: () => setState((s) => ({ ...s, exact: true })),
    setSort: (value) => setState((s) => ({ ...s, chosenSort: value, ...restart })),
    params: { ...shown, sort, pageSize: ADMIN_PAGE_SIZE, ...cursorParams(cursor, exact) },
  };
}
