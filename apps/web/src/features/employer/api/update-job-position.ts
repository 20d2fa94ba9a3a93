import { type JobPositionForm, updateJobPositionEndpoint } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** A position as the Edit Job Position form holds it: its id, the employer's and the form's fields. */
export interface PositionEdit {
  form: JobPositionForm;
  empId: string;
  jobPositionId: number;
}

/** POST /api/Employer/UpdateJobPosition (JSON): the position's title, sector and requirements. */
export function updateJobPosition({ form, empId, jobPositionId }: PositionEdit) {
  return callApi(updateJobPositionEndpoint, { body: { ...form, empId, jobPositionId } });
}

export function useUpdateJobPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJobPosition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}
