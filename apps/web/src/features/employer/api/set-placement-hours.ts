import { ENDPOINTS, type SetPlacementHoursSent } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { placementAgreementKey } from '../../../lib/placement-agreement-query';

/** POST /api/Employer/SetPlacementHours { placementId, hoursPerWeek, days }: a change draws a new version. */
export function setPlacementHours(body: SetPlacementHoursSent) {
  return callApi(ENDPOINTS.SetPlacementHours, { body });
}

export function useSetPlacementHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPlacementHours,
    // The agreement's version (and its hours) change: read it again.
    onSettled: (_answer, _error, body) =>
      queryClient.invalidateQueries({ queryKey: placementAgreementKey(Number(body.placementId)) }),
  });
}
