import type { PlacementListParams } from '../../api/placement-keys';
import { ADMIN_PAGE_SIZE } from '../../hooks/use-list-filters';
import { type ServerListFilters, useServerListFilters } from '../../hooks/use-server-list-filters';

type FilterValues = Omit<PlacementListParams, 'page' | 'pageSize'>;

const NO_FILTERS: FilterValues = { search: '', status: '', sector: '', employer: '', from: '', to: '' };

export type PlacementFilters = ServerListFilters<FilterValues>;

/**
 * The Placements table's search, filters and page. Kept by the dashboard page, so switching tabs
 * (which unmounts the table) keeps the admin's place.
 */
export function usePlacementFilters(): PlacementFilters {
  return useServerListFilters(NO_FILTERS, ADMIN_PAGE_SIZE);
}
