import { type InterviewForm, scheduleInterviewEndpoint } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toUsDate } from '../../../components/date-text';
import { callApi } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** An interview as the Schedule Interview dialog holds it, for one application. */
export interface InterviewPlan {
  placementId: number;
  interview: InterviewForm;
}

/**
 * POST /api/Employer/ScheduleInterview: schedules or moves the interview; mails the learner. The date
 * goes as `MM/DD/YYYY`, the spec's wire format (the picker and the words above it leave no doubt
 * which is the month), the time as 24-hour `HH:mm`.
 */
export function scheduleInterview({ placementId, interview }: InterviewPlan) {
  return callApi(scheduleInterviewEndpoint, {
    body: {
      PlacementId: placementId,
      InterviewDate: toUsDate(interview.date),
      InterviewTime: interview.time,
      InterviewLocation: interview.location,
      MessageForApplicant: interview.message,
    },
  });
}

export function useScheduleInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleInterview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}
