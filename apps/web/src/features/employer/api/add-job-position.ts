import { addJobPositionEndpoint, type JobPositionForm } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** POST /api/Employer/AddJobPosition (JSON): the form's position for the employer `empId` (jobPositionId 0). */
export function addJobPosition(form: JobPositionForm, empId: string) {
  return callApi(addJobPositionEndpoint, { body: { ...form, empId, jobPositionId: 0 } });
}

export function useAddJobPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, empId }: { form: JobPositionForm; empId: string }) => addJobPosition(form, empId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}
