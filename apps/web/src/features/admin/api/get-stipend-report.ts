import { stipendReportEndpoint } from '@ojt/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type ReportParams, reportQuery } from './get-report';
import { adminKeys } from './query-keys';

/** GET /api/Admin/StipendReport: the stipends paid in the Reports tab's period and filters. */
export function getStipendReport(params: ReportParams, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(stipendReportEndpoint, { query: reportQuery(params), signal });
}

export function stipendReportQueryOptions(params: ReportParams) {
  return queryOptions({
    queryKey: [...adminKeys.all, 'stipend-report', params] as const,
    queryFn: ({ signal }) => getStipendReport(params, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useStipendReport(params: ReportParams) {
  return useQuery(stipendReportQueryOptions(params));
}
