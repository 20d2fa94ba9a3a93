import { type CompletePlacementBody, completePlacementEndpoint } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** A completion as the Complete placement dialog holds it. */
export interface Completion {
  placementId: number;
  /** The four scores and the remarks. */
  evaluation: Omit<CompletePlacementBody, 'PlacementId' | 'Reason'>;
  /** Only when completing before the end date (the server refuses without it then); '' for none. */
  reason: string;
}

/** POST /api/Employer/CompletePlacement: Placed → Completed with the evaluation; mails the learner. */
export function completePlacement({ placementId, evaluation, reason }: Completion) {
  return callApi(completePlacementEndpoint, {
    body: { PlacementId: placementId, ...evaluation, ...(reason ? { Reason: reason } : {}) },
  });
}

export function useCompletePlacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completePlacement,
    // The applications, the overview counters and the Experience Letters list all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}
