import { type RevokeLetterBody, revokeLetterEndpoint } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { placementKeys } from './placement-keys';

/** POST /api/Admin/RevokeLetter { LetterId, Reason }: the public check says revoked from now on. */
export function revokeLetter(body: RevokeLetterBody) {
  return callApi(revokeLetterEndpoint, { body });
}

export function useRevokeLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeLetter,
    onSettled: () => queryClient.invalidateQueries({ queryKey: placementKeys.all }),
  });
}
