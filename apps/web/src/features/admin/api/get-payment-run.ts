import { ENDPOINTS } from '@ojt/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

/** GET /api/Admin/PaymentRun/{id}: the run, its lines (accounts masked), the held lines, its totals. */
export function getPaymentRun(runId: number, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(ENDPOINTS.PaymentRun, { params: { id: runId }, signal });
}

export function paymentRunQueryOptions(runId: number) {
  return queryOptions({
    queryKey: paymentKeys.run(runId),
    queryFn: ({ signal }) => getPaymentRun(runId, { signal }),
  });
}

/** The run shown (null: none; the query waits). */
export function usePaymentRun(runId: number | null) {
  return useQuery({ ...paymentRunQueryOptions(runId ?? 0), enabled: runId !== null });
}
