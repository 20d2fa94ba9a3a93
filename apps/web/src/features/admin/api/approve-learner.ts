import { type ActionAnswer, MESSAGES } from '@ojt/domain';
import { apiRequest } from '../../../lib/api-client';
import { type DecisionVariables, useDecisionMutation } from './decision-mutation';

/** POST /api/Learner/ApproveLearner { LearnerId }: 409 when the account is no longer pending. */
export function approveLearner({ id }: Pick<DecisionVariables, 'id'>): Promise<ActionAnswer> {
  return apiRequest<ActionAnswer>('POST', '/Learner/ApproveLearner', { body: { LearnerId: id } });
}

export function useApproveLearner() {
  return useDecisionMutation({
    action: 'approve-learner',
    outcome: 'approved',
    mutationFn: approveLearner,
    texts: {
      success: 'Learner approved.',
      failure: MESSAGES.failedApproveLearner,
      network: MESSAGES.approveLearnerNetworkError,
    },
  });
}
