import { type BankFileFormat, bankFileName, ENDPOINTS, type PaymentRun } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, endpointPath } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { paymentKeys } from './payment-keys';

/**
 * GET /api/Admin/PaymentRun/{id}/BankFile ?Format=ach-csv|pain001: an approved run's bank file, as a
 * download (the house's helper, as for a letter's PDF). The first download marks the run Sent; a
 * later one gives the same bytes. 409 for a run not approved (or pain.001 without the programme's
 * account configured).
 */
export function downloadBankFile({ run, format }: { run: PaymentRun; format: BankFileFormat }) {
  const path = endpointPath(ENDPOINTS.PaymentRunBankFile, { id: run.runId });
  return downloadFile(
    `${path}?${new URLSearchParams({ Format: format })}`,
    bankFileName({ id: run.runId, month: run.month, cycle: run.cycle }, format),
  );
}

/** Downloads the file, then reloads the runs (the run is Sent now). */
export function useDownloadBankFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadBankFile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}

/**
 * POST /api/Admin/PaymentRun/{id}/Results with the bank's result file as the body (text/csv): answers
 * `{ paid, failed, unmatched: [{ line, reason }], runStatus }`; 400 for a file that is not the
 * template, 409 for a run not sent.
 */
export function uploadResults({ runId, csv }: { runId: number; csv: string }) {
  return callApi(ENDPOINTS.PaymentRunResults, { params: { id: runId }, body: csv, contentType: 'text/csv' });
}

export function useUploadResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadResults,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
