import type { JobPositionForm, JobPositionSaved } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

export type AddJobPositionInput = JobPositionForm & { empId: string };

/** POST /api/Employer/AddJobPosition (JSON): a new position (jobPositionId 0); answers the saved one. */
export function addJobPosition(input: AddJobPositionInput) {
  return apiRequest<JobPositionSaved>('POST', '/Employer/AddJobPosition', {
    body: { ...input, jobPositionId: 0 },
  });
}

export function useAddJobPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addJobPosition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}
