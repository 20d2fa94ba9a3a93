import { type PlaceLearnerBody, placeLearnerEndpoint, placeLearnerParamsSchema } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** The Place learner form's values (checked before sending), for one Selected application. */
export interface Placing {
  placementId: number;
  values: { [K in Exclude<keyof PlaceLearnerBody, 'PlacementId'>]: unknown };
}

/**
 * POST /api/Admin/PlaceLearner: a Selected application becomes Placed with its dates and officers
 * (ids); the learner and the employer are emailed. 400 `fields` per parameter; 409 when not Selected.
 */
export function placeLearner({ placementId, values }: Placing) {
  return callApi(placeLearnerEndpoint, {
    body: placeLearnerParamsSchema.parse({ PlacementId: placementId, ...values }),
  });
}

export function usePlaceLearner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeLearner,
    // The list, the open placement and the counts all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
