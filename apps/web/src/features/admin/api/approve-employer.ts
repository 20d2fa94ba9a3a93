import { type ActionAnswer, MESSAGES } from '@ojt/domain';
import { apiRequest } from '../../../lib/api-client';
import { useDecisionMutation } from './decision-mutation';

/** POST /api/Employer/ApproveEmployer { EmpId }: 409 when the account is no longer pending. */
export function approveEmployer(id: string): Promise<ActionAnswer> {
  return apiRequest<ActionAnswer>('POST', '/Employer/ApproveEmployer', { body: { EmpId: id } });
}

export function useApproveEmployer() {
  return useDecisionMutation({
    action: 'approve-employer',
    mutationFn: approveEmployer,
    texts: {
      success: 'Employer approved.',
      failure: MESSAGES.failedApproveEmployer,
      network: MESSAGES.approveEmployerNetworkError,
    },
  });
}
