import type { StatusFilter } from '../../api/types';

/** The tables an overview link can open with a filter set. */
export type AccountTab = 'employers' | 'learners';

/** What a link into a table sets: its status filter and, to find one record, its search. */
export interface TabFilter {
  status?: StatusFilter;
  search?: string;
}

/**
 * The address of a dashboard tab with its table's filter set, e.g. `?tab=employers&status=pending`.
 * The dashboard page hands `status` and `search` to the table and drops them from the address
 * (useLinkedFilters), so the table's own controls own them from then on.
 */
export function tabLink(tab: AccountTab, filter: TabFilter = {}): string {
  // Always a status: a link sets the table's whole filter, clearing a search typed there before.
  const params = new URLSearchParams({ tab, status: filter.status ?? 'all' });
  if (filter.search) params.set('search', filter.search);
  return `?${params}`;
}
