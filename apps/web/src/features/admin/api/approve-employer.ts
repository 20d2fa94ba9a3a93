import { approveEmployerEndpoint, MESSAGES } from '@ojt/domain';
import { callApi } from '../../../lib/api-client';
import { type DecisionVariables, useDecisionMutation } from './decision-mutation';

/** POST /api/Employer/ApproveEmployer { EmpId }: 409 when the account is no longer pending. */
export function approveEmployer({ id }: Pick<DecisionVariables, 'id'>) {
  return callApi(approveEmployerEndpoint, { body: { EmpId: id } });
}

export function useApproveEmployer() {
  return useDecisionMutation({
    action: 'approve-employer',
    outcome: 'approved',
    mutationFn: approveEmployer,
    texts: {
      success: 'Employer approved.',
      failure: MESSAGES.failedApproveEmployer,
      network: MESSAGES.approveEmployerNetworkError,
    },
  });
}
