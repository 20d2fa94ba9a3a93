import { applyForOjtEndpoint } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { learnerKeys } from './query-keys';

/** An application as the Apply for Job dialog holds it. */
export interface Application {
  openingId: number;
  /** The signed-in learner's ID: a learner applies only for themselves. */
  learnerId: string;
  /** A placement type id, 1-5. */
  placementType: number;
}

/** POST /api/Learner/ApplyForOJT: one application per opening; the employer is emailed. */
export function applyForOjt({ openingId, learnerId, placementType }: Application) {
  return callApi(applyForOjtEndpoint, {
    body: { JobOpeningId: openingId, LearnerId: learnerId, PlacementType: placementType },
  });
}

/** Applies; the open jobs (Applied) and the applications reload, also after a refusal (already applied). */
export function useApplyForOjt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForOjt,
    // Not awaited: the answer shows at once while the lists reload behind it.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: learnerKeys.openJobsAll() });
      void queryClient.invalidateQueries({ queryKey: learnerKeys.applicationsAll() });
    },
  });
}
