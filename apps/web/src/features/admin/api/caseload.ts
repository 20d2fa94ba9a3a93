import { ENDPOINTS } from '@ojt/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type ReportParams, reportQuery } from './get-report';
import { adminKeys } from './query-keys';

/** GET /api/Admin/Caseload?OfficerId: what needs attention in the officer's Placed placements. */
export function getCaseload(officerId: number, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(ENDPOINTS.Caseload, { query: { OfficerId: officerId }, signal });
}

/** The chosen officer's caseload ('' = none chosen yet: nothing is asked). */
export function useCaseload(officer: string) {
  return useQuery(
    queryOptions({
      queryKey: [...adminKeys.all, 'caseload', officer] as const,
      queryFn: ({ signal }) => getCaseload(Number(officer), { signal }),
      enabled: officer !== '',
    }),
  );
}

/** GET /api/Admin/PlacementLifeReport: early exits, reviews on time, ratings, with the Reports filters. */
export function getPlacementLifeReport(params: ReportParams, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(ENDPOINTS.PlacementLifeReport, { query: reportQuery(params), signal });
}

export function usePlacementLifeReport(params: ReportParams) {
  return useQuery(
    queryOptions({
      queryKey: [...adminKeys.all, 'placement-life-report', params] as const,
      queryFn: ({ signal }) => getPlacementLifeReport(params, { signal }),
      placeholderData: keepPreviousData,
    }),
  );
}
