import { closeJobPositionEndpoint } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** POST /api/Employer/CloseJobPosition ?JobOpeningId (unpublish): applications already made are kept. */
export function closeJobPosition(jobOpeningId: number) {
  return callApi(closeJobPositionEndpoint, { body: { JobOpeningId: jobOpeningId } });
}

export function useCloseJobPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeJobPosition,
    onSettled: () => queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}
