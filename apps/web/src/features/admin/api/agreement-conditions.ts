import { type AgreementConditions, ENDPOINTS } from '@ojt/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

const conditionsKey = () => [...adminKeys.all, 'agreement-conditions'] as const;

/** GET /api/Admin/AgreementConditions: `{ text, updatedAt }` (the default text until the office sets one). */
export function useAgreementConditions() {
  return useQuery({
    queryKey: conditionsKey(),
    queryFn: ({ signal }) => callApi(ENDPOINTS.GetAgreementConditions, { signal }),
  });
}

/** POST /api/Admin/AgreementConditions { text }: versions drawn from now on state it. */
export function useSaveAgreementConditions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => callApi(ENDPOINTS.AgreementConditions, { body: { text } }),
    onSuccess: (answer) => queryClient.setQueryData<AgreementConditions>(conditionsKey(), answer.data),
  });
}
