import {
  type EndEarlyBody,
  type ExitSurveyBody,
  endEarlyEndpoint,
  exitSurveyEndpoint,
  exitSurveysDueEndpoint,
} from '@ojt/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { learnerKeys } from './query-keys';

// The learner's own early exit and its exit survey (issue 29). The survey's list lives under the
// applications' key, so an exit or a survey reloads the cards and what they offer together.

/** GET /api/Learner/ExitSurveysDue: the ids of the learner's exited placements with no survey yet. */
export function useExitSurveysDue(enabled: boolean) {
  return useQuery({
    queryKey: learnerKeys.exitSurveysDue(),
    queryFn: ({ signal }) => callApi(exitSurveysDueEndpoint, { signal }),
    enabled,
  });
}

function useApplicationsChange<T, A>(send: (values: T) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: learnerKeys.applicationsAll() });
      void queryClient.invalidateQueries({ queryKey: learnerKeys.timesheets() });
    },
  });
}

/** POST /api/Placements/{id}/EndEarly { date, reason, details }: the learner ends their placement. */
export function useEndMyPlacement() {
  return useApplicationsChange(({ placementId, ...body }: EndEarlyBody & { placementId: number }) =>
    callApi(endEarlyEndpoint, { params: { id: placementId }, body }),
  );
}

/** POST /api/Learner/ExitSurvey { placementId, why, recommend, change }, once. */
export function useSaveExitSurvey() {
  return useApplicationsChange((body: ExitSurveyBody) => callApi(exitSurveyEndpoint, { body }));
}
