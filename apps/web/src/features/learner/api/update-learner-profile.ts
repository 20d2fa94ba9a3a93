import { type UpdateLearnerProfileBody, updateLearnerProfileEndpoint } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { learnerKeys } from './query-keys';

/** POST /api/Learner/UpdateLearnerProfile (JSON): the profile fields and the four lists (sent lists replace). */
export function updateLearnerProfile(body: UpdateLearnerProfileBody) {
  return callApi(updateLearnerProfileEndpoint, { body });
}

export function useUpdateLearnerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLearnerProfile,
    // The open jobs' ranking reads the qualifications, so they reload with the profile.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: learnerKeys.all });
    },
  });
}
