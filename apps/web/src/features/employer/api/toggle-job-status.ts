import { toggleJobStatusEndpoint } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** POST /api/Employer/ToggleEmpJobStatus ?jobPositionId: the server flips Active/Inactive and answers the new status. */
export function toggleJobStatus(jobPositionId: number) {
  return callApi(toggleJobStatusEndpoint, { body: { jobPositionId } });
}

export function useToggleJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleJobStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}
