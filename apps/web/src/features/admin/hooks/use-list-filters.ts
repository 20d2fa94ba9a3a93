import { useState } from 'react';
import type { ListParams, StatusFilter } from '../api/types';

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
  setPage: (value: number) => void;
  /** What to ask the server for. */
  params: ListParams;
}

/**
 * A table's search, status filter and page. Kept by the dashboard page, so switching tabs (which
 * unmounts the table) keeps the admin's place. A new search or filter starts again at page 1.
 */
export function useListFilters(): ListFilters {
  const [state, setState] = useState<{ search: string; status: StatusFilter; page: number }>({
    search: '',
    status: 'all',
    page: 1,
  });
  return {
    ...state,
    setSearch: (search) => setState((s) => (s.search === search ? s : { ...s, search, page: 1 })),
    setStatus: (status) => setState((s) => ({ ...s, status, page: 1 })),
    setPage: (page) => setState((s) => ({ ...s, page })),
    params: { ...state, pageSize: ADMIN_PAGE_SIZE },
  };
}
