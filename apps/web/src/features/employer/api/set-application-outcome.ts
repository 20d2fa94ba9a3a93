import type { ApplicationOutcome, PlacementChanged } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

export interface SetOutcomeInput {
  PlacementId: number;
  Outcome: ApplicationOutcome;
}

/** POST /api/Employer/SetApplicationOutcome: Selected or Not selected; mails the learner. */
export function setApplicationOutcome(input: SetOutcomeInput) {
  return apiRequest<PlacementChanged>('POST', '/Employer/SetApplicationOutcome', { body: input });
}

export function useSetApplicationOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setApplicationOutcome,
    onSettled: () => queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}
