import type { AllowLetterReissueParams } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { placementKeys } from './placement-keys';

export interface LetterReissueAllowed {
  success: true;
  message: string;
}

/**
 * POST /api/Admin/AllowLetterReissue { PlacementId, Reason }: the employer may generate a new letter
 * for a placement held after a revocation. 400 `fields.Reason`; 409 when nothing is held.
 */
export function allowLetterReissue(params: AllowLetterReissueParams) {
  return apiRequest<LetterReissueAllowed>('POST', '/Admin/AllowLetterReissue', { body: params });
}

export function useAllowLetterReissue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: allowLetterReissue,
    // Also after a 409: the placement shown may no longer be held.
    onSettled: () => queryClient.invalidateQueries({ queryKey: placementKeys.all }),
  });
}
