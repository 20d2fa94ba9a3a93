import type { PlacementChanged } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

export interface ScheduleInterviewInput {
  PlacementId: number;
  /** `MM/DD/YYYY` as typed, or `YYYY-MM-DD`. */
  InterviewDate: string;
  /** Like `9:30` or `14:00`. */
  InterviewTime: string;
  InterviewLocation: string;
  MessageForApplicant: string;
}

/** POST /api/Employer/ScheduleInterview: schedules or moves the interview; mails the learner. */
export function scheduleInterview(input: ScheduleInterviewInput) {
  return apiRequest<PlacementChanged>('POST', '/Employer/ScheduleInterview', { body: input });
}

export function useScheduleInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleInterview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}
