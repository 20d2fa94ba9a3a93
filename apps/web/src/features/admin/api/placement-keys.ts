import { adminKeys } from './query-keys';

/** The admin's placement filters, as the Placements list asks the server for them. */
export interface PlacementListParams {
  search: string;
  /** A status id of `PLACEMENT_STATUSES` as text, '' for every status. */
  status: string;
  /** A sector id of `SECTORS` as text, '' for every sector. */
  sector: string;
  /** An employer's EmpId, '' for every employer. */
  employer: string;
  /** Applied on or after (`YYYY-MM-DD`), '' for no limit. */
  from: string;
  /** Applied on or before (`YYYY-MM-DD`), '' for no limit. */
  to: string;
  page: number;
  pageSize: number;
  /** The page's cursor (from the answer shown): Previous and Next page by it (issue 31). */
  cursor?: string;
  /** 'exact': the exact total however large ("Count exactly"). */
  count?: 'exact';
}

/**
 * The placement queries live under `['admin']` (`adminKeys.all`), so placing a learner or revoking a
 * letter reloads the list, the open placement and the counts with one invalidation.
 */
export const placementKeys = {
  all: [...adminKeys.all, 'placements'] as const,
  list: (params: PlacementListParams) => [...placementKeys.all, 'list', params] as const,
  detail: (placementId: number) => [...placementKeys.all, 'detail', placementId] as const,
  officers: () => [...adminKeys.all, 'officers'] as const,
};
