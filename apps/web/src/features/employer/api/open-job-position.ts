import type { JobOpened } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

export interface OpenJobPositionInput {
  /** The position's id. */
  EmpJobKey: number;
  /** `YYYY-MM-DDThh:mm:00`, Port of Spain time. */
  OpenDate: string;
  CloseDate: string;
  NoOpenings: number;
  Details: string;
}

/** POST /api/Employer/OpenJobPosition (publish): answers the new opening. */
export function openJobPosition(input: OpenJobPositionInput) {
  return apiRequest<JobOpened>('POST', '/Employer/OpenJobPosition', { body: input });
}

/** Publishes; the lists reload after success and after a 409 'already open' (then it is published). */
export function useOpenJobPosition() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: employerKeys.all });
  return useMutation({ mutationFn: openJobPosition, onSettled: reload });
}
