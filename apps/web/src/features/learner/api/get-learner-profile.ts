import { getLearnerByIdEndpoint, type LearnerByIdAnswer, type LearnerProfile } from '@ojt/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { learnerKeys } from './query-keys';

/**
 * GET /api/Learner/GetLearnerById/{learnerId}: `[{ learner, identifications, experience,
 * qualifications, references }]`. Answers the first item, or null when the answer holds none.
 */
export async function getLearnerProfile(
  learnerId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<LearnerProfile | null> {
  // The learner gets their whole record (an employer would get the applicant's view).
  const answer = (await callApi(getLearnerByIdEndpoint, {
    params: { id: learnerId },
    signal,
  })) as LearnerByIdAnswer;
  return answer[0] ?? null;
}

export function learnerProfileQueryOptions(learnerId: string) {
  return queryOptions({
    queryKey: learnerKeys.profile(learnerId),
    queryFn: ({ signal }) => getLearnerProfile(learnerId, { signal }),
  });
}

export function useLearnerProfile(learnerId: string) {
  return useQuery({ ...learnerProfileQueryOptions(learnerId), enabled: Boolean(learnerId) });
}
