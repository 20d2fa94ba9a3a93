import type { PlacementChanged } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { learnerKeys } from './query-keys';

export interface ApplyForOjtInput {
  JobOpeningId: number;
  /** The signed-in learner's ID: a learner applies only for themselves. */
  LearnerId: string;
  /** A placement type id, 1-5. */
  PlacementType: number;
}

/** POST /api/Learner/ApplyForOJT: one application per opening; the employer is emailed. */
export function applyForOjt(input: ApplyForOjtInput) {
  return apiRequest<PlacementChanged>('POST', '/Learner/ApplyForOJT', { body: input });
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
