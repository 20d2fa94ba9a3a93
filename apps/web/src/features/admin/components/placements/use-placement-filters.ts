import { useState } from 'react';
import type { PlacementListParams } from '../../api/placement-keys';
import { ADMIN_PAGE_SIZE } from '../../hooks/use-list-filters';

type FilterValues = Omit<PlacementListParams, 'page' | 'pageSize'>;

const NO_FILTERS: FilterValues = { search: '', status: '', sector: '', employer: '', from: '', to: '' };

export interface PlacementFilters extends FilterValues {
  page: number;
  /** Sets one or more filters; the list starts again at page 1 when any of them changed. */
  setFilters: (changes: Partial<FilterValues>) => void;
  setPage: (page: number) => void;
  /** Whether any filter is set (for Clear filters). */
  filtered: boolean;
  clear: () => void;
  /** What to ask the server for. */
  params: PlacementListParams;
}

/**
 * The Placements table's search, filters and page. Kept by the dashboard page, so switching tabs
 * (which unmounts the table) keeps the admin's place.
 */
export function usePlacementFilters(): PlacementFilters {
  const [state, setState] = useState<FilterValues & { page: number }>({ ...NO_FILTERS, page: 1 });
  const { page, ...values } = state;
  return {
    ...state,
    setFilters: (changes) =>
      setState((s) => {
        const changed = Object.entries(changes).some(
          ([key, value]) => s[key as keyof FilterValues] !== value,
        );
        return changed ? { ...s, ...changes, page: 1 } : s;
      }),
    setPage: (next) => setState((s) => ({ ...s, page: next })),
    filtered: Object.values(values).some((value) => value !== ''),
    clear: () => setState({ ...NO_FILTERS, page: 1 }),
    params: { ...values, page, pageSize: ADMIN_PAGE_SIZE },
  };
}
