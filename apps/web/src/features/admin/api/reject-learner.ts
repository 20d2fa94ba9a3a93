import { rejectLearnerEndpoint } from '@ojt/domain';
import { callApi } from '../../../lib/api-client';
import { type DecisionVariables, useDecisionMutation } from './decision-mutation';

/**
 * POST /api/Learner/RejectLearner { LearnerId, Reason? }: 409 when the account is no longer pending. The
 * reason, when given, is mailed to the applicant and kept with the decision.
 */
export function rejectLearner({ id, reason }: DecisionVariables) {
  return callApi(rejectLearnerEndpoint, {
    body: reason ? { LearnerId: id, Reason: reason } : { LearnerId: id },
  });
}

export function useRejectLearner() {
  return useDecisionMutation({
    action: 'reject-learner',
    outcome: 'rejected',
    mutationFn: rejectLearner,
    texts: {
      success: 'Learner rejected.',
      failure: 'Failed to reject learner',
      network: 'Network error while rejecting learner',
    },
  });
}
