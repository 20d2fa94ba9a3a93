import { type EndEarlyBody, endEarlyEndpoint } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** POST /api/Placements/{id}/EndEarly { date, reason, details }: the employer ends its learner's placement (issue 29). */
export function useEndPlacementEarly() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placementId, ...body }: EndEarlyBody & { placementId: number }) =>
      callApi(endEarlyEndpoint, { params: { id: placementId }, body }),
    // The applications, the overview counters, the attendance months and the letters' list all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}
