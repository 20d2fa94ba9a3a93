import type { ActionAnswer } from '@ojt/domain';
import { apiRequest } from '../../../lib/api-client';
import { useDecisionMutation } from './decision-mutation';

/** POST /api/Learner/RejectLearner { LearnerId }: 409 when the account is no longer pending. */
export function rejectLearner(id: string): Promise<ActionAnswer> {
  return apiRequest<ActionAnswer>('POST', '/Learner/RejectLearner', { body: { LearnerId: id } });
}

export function useRejectLearner() {
  return useDecisionMutation({
    action: 'reject-learner',
    mutationFn: rejectLearner,
    texts: {
      success: 'Learner rejected.',
      failure: 'Failed to reject learner',
      network: 'Network error while rejecting learner',
    },
  });
}
