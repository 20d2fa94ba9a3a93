import { type EmployerFunding, ENDPOINTS, type FundingModel } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export interface FundingChange {
  empId: string;
  model: FundingModel;
  /** `YYYY-MM`. */
  fromMonth: string;
  reason: string;
}

/** POST /api/Admin/SetEmployerFunding ?EmpId&Model&FromMonth&Reason: answers the funding in force. */
export async function setEmployerFunding(change: FundingChange): Promise<EmployerFunding> {
  const answer = await callApi(ENDPOINTS.SetEmployerFunding, {
    body: {
      EmpId: change.empId,
      Model: change.model,
      FromMonth: change.fromMonth,
      Reason: change.reason.trim(),
    },
  });
  return answer.data.funding;
}

/** Saves the change and reloads the employer's record (its `funding`). */
export function useSetEmployerFunding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEmployerFunding,
    onSuccess: (_funding, change) =>
      queryClient.invalidateQueries({ queryKey: adminKeys.employer(change.empId) }),
  });
}
