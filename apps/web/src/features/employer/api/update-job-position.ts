import type { JobPositionForm, JobPositionSaved } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

export type UpdateJobPositionInput = JobPositionForm & { empId: string; jobPositionId: number };

/** POST /api/Employer/UpdateJobPosition (JSON): the position's title, sector and requirements. */
export function updateJobPosition(input: UpdateJobPositionInput) {
  return apiRequest<JobPositionSaved>('POST', '/Employer/UpdateJobPosition', { body: input });
}

export function useUpdateJobPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJobPosition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}
