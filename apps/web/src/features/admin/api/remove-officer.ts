import { removeOfficerEndpoint } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { placementKeys } from './placement-keys';

/** POST /api/Admin/RemoveOfficer { OfficerId }: the officer leaves the list; placements keep the name. */
export function removeOfficer(officerId: number) {
  return callApi(removeOfficerEndpoint, { body: { OfficerId: officerId } });
}

export function useRemoveOfficer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeOfficer,
    // Also after a 404 or 409: the list shows who is on it now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: placementKeys.officers() }),
  });
}
