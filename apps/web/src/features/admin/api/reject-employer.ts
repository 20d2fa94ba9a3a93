import { rejectEmployerEndpoint } from '@ojt/domain';
import { callApi } from '../../../lib/api-client';
import { type DecisionVariables, useDecisionMutation } from './decision-mutation';

/**
 * POST /api/Employer/RejectEmployer { EmpId, Reason? }: 409 when the account is no longer pending. The
 * reason, when given, is mailed to the applicant and kept with the decision.
 */
export function rejectEmployer({ id, reason }: DecisionVariables) {
  return callApi(rejectEmployerEndpoint, { body: reason ? { EmpId: id, Reason: reason } : { EmpId: id } });
}

export function useRejectEmployer() {
  return useDecisionMutation({
    action: 'reject-employer',
    outcome: 'rejected',
    mutationFn: rejectEmployer,
    texts: {
      success: 'Employer rejected.',
      failure: 'Failed to reject employer',
      network: 'Network error while rejecting employer',
    },
  });
}
