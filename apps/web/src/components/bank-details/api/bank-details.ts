import {
  banksEndpoint,
  employerBankDetailsEndpoint,
  employerUpdateBankDetailsEndpoint,
  learnerBankDetailsEndpoint,
  learnerUpdateBankDetailsEndpoint,
  type UpdateBankDetailsBody,
} from '@ojt/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Whose account the card shows: the learner's (their stipend) or the employer's (reimbursements). */
export type BankHolder = 'learner' | 'employer';

const ENDPOINTS = {
  learner: { read: learnerBankDetailsEndpoint, update: learnerUpdateBankDetailsEndpoint },
  employer: { read: employerBankDetailsEndpoint, update: employerUpdateBankDetailsEndpoint },
} as const;

/** Bank queries live under `['bank']`: the office's list, and the caller's own details. */
export const bankKeys = {
  all: ['bank'] as const,
  banks: () => [...bankKeys.all, 'banks'] as const,
  details: (holder: BankHolder) => [...bankKeys.all, 'details', holder] as const,
};

/** GET /api/Lookups/Banks: the office's list, by name (any signed-in role). */
export function getBanks({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(banksEndpoint, { signal });
}

export function useBanks(enabled: boolean) {
  return useQuery({ queryKey: bankKeys.banks(), queryFn: ({ signal }) => getBanks({ signal }), enabled });
}

/** GET /api/{Learner,Employer}/BankDetails: the caller's account, masked, or null. */
export function bankDetailsQueryOptions(holder: BankHolder) {
  return queryOptions({
    queryKey: bankKeys.details(holder),
    queryFn: ({ signal }) => callApi(ENDPOINTS[holder].read, { signal }),
  });
}

export function useBankDetails(holder: BankHolder) {
  return useQuery(bankDetailsQueryOptions(holder));
}

/**
 * POST /api/{Learner,Employer}/UpdateBankDetails `{ bankId, accountNumber, accountHolder }`: the
 * whole number typed again; the answer (masked) replaces the card's details.
 */
export function updateBankDetails(holder: BankHolder, body: UpdateBankDetailsBody) {
  return callApi(ENDPOINTS[holder].update, { body });
}

export function useUpdateBankDetails(holder: BankHolder) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBankDetailsBody) => updateBankDetails(holder, body),
    onSuccess: (answer) => queryClient.setQueryData(bankKeys.details(holder), answer.data),
  });
}
