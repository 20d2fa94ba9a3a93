import { allowLetterReissueEndpoint, allowLetterReissueParamsSchema } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { placementKeys } from './placement-keys';

/** What allowing a new letter needs: the placement and the reason the audit trail keeps. */
export interface LetterReissue {
  placementId: number;
  reason: string;
}

/**
 * POST /api/Admin/AllowLetterReissue { PlacementId, Reason }: the employer may generate a new letter
 * for a placement held after a revocation. 400 `fields.Reason`; 409 when nothing is held.
 */
export function allowLetterReissue({ placementId, reason }: LetterReissue) {
  return callApi(allowLetterReissueEndpoint, {
    body: allowLetterReissueParamsSchema.parse({ PlacementId: placementId, Reason: reason }),
  });
}

export function useAllowLetterReissue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: allowLetterReissue,
    // Also after a 409: the placement shown may no longer be held.
    onSettled: () => queryClient.invalidateQueries({ queryKey: placementKeys.all }),
  });
}
