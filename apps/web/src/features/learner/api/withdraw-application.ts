import { withdrawApplicationEndpoint } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { learnerKeys } from './query-keys';

/** POST /api/Learner/WithdrawOJTApplication ?ID (the placement): status 6; the employer is emailed. */
export function withdrawApplication(placementId: number) {
  return callApi(withdrawApplicationEndpoint, { body: { ID: placementId } });
}

/** Withdraws; the applications and the open jobs reload, also after a refusal (interview scheduled). */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    // Not awaited: the answer shows at once while the lists reload behind it.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: learnerKeys.openJobsAll() });
      void queryClient.invalidateQueries({ queryKey: learnerKeys.applicationsAll() });
    },
  });
}
