import { confirmStipendPaidEndpoint } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** What the employer confirms of a month it paid. */
export interface StipendPaidConfirmation {
  timesheetId: number;
  /** 'YYYY-MM-DD'. */
  paidOn: string;
  reference: string;
}

/**
 * POST /api/Employer/ConfirmStipendPaid ?TimesheetId&PaidOn&Reference: an approved month of a
 * placement the employer pays; the month joins its reimbursement claim and the learner is told.
 */
export function confirmStipendPaid({ timesheetId, paidOn, reference }: StipendPaidConfirmation) {
  return callApi(confirmStipendPaidEndpoint, {
    body: { TimesheetId: timesheetId, PaidOn: paidOn, Reference: reference },
  });
}

/** Confirms a month; the months' payments and the claims reload whatever the outcome. */
export function useConfirmStipendPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmStipendPaid,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: employerKeys.learnerStipends() }),
        queryClient.invalidateQueries({ queryKey: employerKeys.claims() }),
      ]),
  });
}
