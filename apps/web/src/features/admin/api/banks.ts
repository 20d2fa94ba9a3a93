import { type addBankBodySchema, ENDPOINTS } from '@ojt/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

/** GET /api/Lookups/Banks: the office's list of banks, by name. */
export function getBanks({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(ENDPOINTS.Banks, { signal });
}

export function banksQueryOptions() {
  return queryOptions({ queryKey: paymentKeys.banks(), queryFn: ({ signal }) => getBanks({ signal }) });
}

export function useBanks() {
  return useQuery(banksQueryOptions());
}

/** POST /api/Admin/Banks { name, routingNumber } (201); 409 when the routing number is listed. */
export function addBank(body: z.input<typeof addBankBodySchema>) {
  return callApi(ENDPOINTS.AddBank, { body });
}

export function useAddBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBank,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.banks() }),
  });
}
