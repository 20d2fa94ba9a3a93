import type { AddOfficerParams, Officer } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { placementKeys } from './placement-keys';

export interface OfficerAdded {
  success: true;
  message: string;
  data: Officer;
}

/** POST /api/Admin/AddOfficer { Name, Role }: 409 when an active officer has the name already. */
export function addOfficer(params: AddOfficerParams) {
  return apiRequest<OfficerAdded>('POST', '/Admin/AddOfficer', { body: params });
}

export function useAddOfficer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addOfficer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: placementKeys.officers() }),
  });
}
