import type { PlaceLearnerParams, PlacementDetail } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export interface LearnerPlaced {
  success: true;
  message: string;
  data: PlacementDetail;
}

/**
 * POST /api/Admin/PlaceLearner: a Selected application becomes Placed with its dates and officers
 * (ids); the learner and the employer are emailed. 400 `fields` per parameter; 409 when not Selected.
 */
export function placeLearner(params: PlaceLearnerParams) {
  return apiRequest<LearnerPlaced>('POST', '/Admin/PlaceLearner', { body: params });
}

export function usePlaceLearner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeLearner,
    // The list, the open placement and the counts all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
