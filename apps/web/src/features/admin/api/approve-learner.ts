import { approveLearnerEndpoint, MESSAGES } from '@ojt/domain';
import { callApi } from '../../../lib/api-client';
import { type DecisionVariables, useDecisionMutation } from './decision-mutation';

/** POST /api/Learner/ApproveLearner { LearnerId }: 409 when the account is no longer pending. */
export function approveLearner({ id }: Pick<DecisionVariables, 'id'>) {
  return callApi(approveLearnerEndpoint, { body: { LearnerId: id } });
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
