import { type AddOfficerBody, addOfficerEndpoint } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { placementKeys } from './placement-keys';

/** POST /api/Admin/AddOfficer { Name, Role }: 409 when an active officer has the name already. */
export function addOfficer(body: AddOfficerBody) {
  return callApi(addOfficerEndpoint, { body });
}

export function useAddOfficer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addOfficer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: placementKeys.officers() }),
  });
}
