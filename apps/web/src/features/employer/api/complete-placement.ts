import type { PlacementChanged } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

export interface CompletePlacementInput {
  PlacementId: number;
  Attendance: number;
  Punctuality: number;
  Quality: number;
  Teamwork: number;
  Remarks: string;
  /** Only when completing before the end date (the server refuses without it then). */
  Reason?: string;
}

/** POST /api/Employer/CompletePlacement: Placed → Completed with the evaluation; mails the learner. */
export function completePlacement(input: CompletePlacementInput) {
  return apiRequest<PlacementChanged>('POST', '/Employer/CompletePlacement', { body: input });
}

export function useCompletePlacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completePlacement,
    // The applications, the overview counters and the Experience Letters list all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}
