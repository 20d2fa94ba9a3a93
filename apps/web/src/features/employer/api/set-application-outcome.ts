import { type ApplicationOutcome, setApplicationOutcomeEndpoint } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** POST /api/Employer/SetApplicationOutcome: Selected or Not selected; mails the learner. */
export function setApplicationOutcome({
  placementId,
  outcome,
}: {
  placementId: number;
  outcome: ApplicationOutcome;
}) {
  return callApi(setApplicationOutcomeEndpoint, { body: { PlacementId: placementId, Outcome: outcome } });
}

export function useSetApplicationOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setApplicationOutcome,
    onSettled: () => queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}
