import { ENDPOINTS } from '@ojt/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

/** Runs per page of the Payments view. */
export const RUNS_PAGE_SIZE = 10;

/** GET /api/Admin/PaymentRuns ?Page&PageSize: one page of runs, newest first. */
export function getPaymentRuns(page: number, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(ENDPOINTS.PaymentRuns, { query: { Page: page, PageSize: RUNS_PAGE_SIZE }, signal });
}

export function paymentRunsQueryOptions(page: number) {
  return queryOptions({
    queryKey: paymentKeys.runs(page),
    queryFn: ({ signal }) => getPaymentRuns(page, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentRuns(page: number) {
  return useQuery(paymentRunsQueryOptions(page));
}
