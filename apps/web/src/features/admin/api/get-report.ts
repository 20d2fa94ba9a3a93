import { type ReportQuery, reportsEndpoint } from '@ojt/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** The Reports tab's filters as sent: days `YYYY-MM-DD` ('' lets the server use the last 12 months). */
export interface ReportParams {
  from: string;
  to: string;
  /** A sector id of `SECTORS`, '' for all. */
  sector: string;
  /** An employer type id of `EMPLOYER_TYPES`, '' for all. */
  employerType: string;
}

/** GET /api/Admin/Reports: the programme's figures for a period, optionally one sector or employer type. */
export function getReport(params: ReportParams, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(reportsEndpoint, { query: reportQuery(params), signal });
}

/** The Reports tab's filters as every report call's query: what is not chosen is left out. */
export function reportQuery(params: ReportParams): Partial<ReportQuery> {
  return {
    from: params.from || undefined,
    to: params.to || undefined,
    sector: params.sector ? Number(params.sector) : undefined,
    employerType: params.employerType ? Number(params.employerType) : undefined,
  };
}

export function reportQueryOptions(params: ReportParams) {
  return queryOptions({
    queryKey: [...adminKeys.all, 'report', params] as const,
    queryFn: ({ signal }) => getReport(params, { signal }),
    // The figures on screen stay while the next filters' figures load.
    placeholderData: keepPreviousData,
  });
}

export function useReport(params: ReportParams) {
  return useQuery(reportQueryOptions(params));
}
