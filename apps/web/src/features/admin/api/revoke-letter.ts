import type { ExperienceLetter, RevokeLetterParams } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { placementKeys } from './placement-keys';

export interface LetterRevoked {
  success: true;
  message: string;
  data: ExperienceLetter;
}

/** POST /api/Admin/RevokeLetter { LetterId, Reason }: the public check says revoked from now on. */
export function revokeLetter(params: RevokeLetterParams) {
  return apiRequest<LetterRevoked>('POST', '/Admin/RevokeLetter', { body: params });
}

export function useRevokeLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeLetter,
    onSettled: () => queryClient.invalidateQueries({ queryKey: placementKeys.all }),
  });
}
