import { type CreatePaymentRunParams, ENDPOINTS } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

/** POST /api/Admin/CreatePaymentRun ?Month&Cycle (201 with the run); 409 when one is open. */
export function createPaymentRun(body: CreatePaymentRunParams) {
  return callApi(ENDPOINTS.CreatePaymentRun, { body });
}

/** POST /api/Admin/RecalculatePaymentRun ?RunId; 409 once approved. */
export function recalculatePaymentRun(runId: number) {
  return callApi(ENDPOINTS.RecalculatePaymentRun, { body: { RunId: runId } });
}

/** POST /api/Admin/ApprovePaymentRun ?RunId; 403 for the admin who created it, 409 unless a draft. */
export function approvePaymentRun(runId: number) {
  return callApi(ENDPOINTS.ApprovePaymentRun, { body: { RunId: runId } });
}

/** POST /api/Admin/RejectPaymentRun ?RunId&Reason (required). */
export function rejectPaymentRun({ runId, reason }: { runId: number; reason: string }) {
  return callApi(ENDPOINTS.RejectPaymentRun, { body: { RunId: runId, Reason: reason.trim() } });
}

/** A run action that reloads the runs and the open run, whatever it answered. */
function useRunMutation<A, R>(mutationFn: (input: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}

export const useCreatePaymentRun = () => useRunMutation(createPaymentRun);
export const useRecalculatePaymentRun = () => useRunMutation(recalculatePaymentRun);
export const useApprovePaymentRun = () => useRunMutation(approvePaymentRun);
export const useRejectPaymentRun = () => useRunMutation(rejectPaymentRun);
