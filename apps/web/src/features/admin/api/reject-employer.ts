import type { ActionAnswer } from '@ojt/domain';
import { apiRequest } from '../../../lib/api-client';
import { useDecisionMutation } from './decision-mutation';

/** POST /api/Employer/RejectEmployer { EmpId }: 409 when the account is no longer pending. */
export function rejectEmployer(id: string): Promise<ActionAnswer> {
  return apiRequest<ActionAnswer>('POST', '/Employer/RejectEmployer', { body: { EmpId: id } });
}

export function useRejectEmployer() {
  return useDecisionMutation({
    action: 'reject-employer',
    mutationFn: rejectEmployer,
    texts: {
      success: 'Employer rejected.',
      failure: 'Failed to reject employer',
      network: 'Network error while rejecting employer',
    },
  });
}
