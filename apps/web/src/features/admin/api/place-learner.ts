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
 * POST /api/Admin/PlaceLearner: a Selected application becomes Placed with its dates, officers
 * (ids) and stipend level (when the office chose one, with its reason); the learner and the employer are emailed. 400 `fields` per parameter; 409 when not Selected.
 */
export function placeLearner({ placementId, values }: Placing) {
  const { StipendLevel, StipendReason, ...body } = placeLearnerParamsSchema.parse({
    PlacementId: placementId,
    ...values,
  });
  // Without a level of its own the placement takes the qualification's: neither is sent.
  const level = StipendLevel === undefined ? {} : { StipendLevel, StipendReason };
  return callApi(placeLearnerEndpoint, { body: { ...body, ...level } });
}

export function usePlaceLearner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeLearner,
    // The list, the open placement and the counts all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
