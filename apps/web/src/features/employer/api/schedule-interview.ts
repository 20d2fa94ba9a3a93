import type { PlacementChanged } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

export interface ScheduleInterviewInput {
  PlacementId: number;
  /** `MM/DD/YYYY`, the spec's wire format (the server reads `YYYY-MM-DD` too). */
  InterviewDate: string;
  /** 24-hour `HH:mm` (the server reads `9:30` and `2:00 PM` too). */
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
