import { type LearnerByIdAnswer, MESSAGES } from '@ojt/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/**
 * GET /api/Learner/GetLearnerById/{learnerKey}: `[{ learner, identifications, experience,
 * qualifications, references }]`. Readable by an employer only for a learner who applied to it.
 */
export async function getLearnerProfile(learnerId: string, { signal }: { signal?: AbortSignal } = {}) {
  const answer = await apiRequest<LearnerByIdAnswer>(
    'GET',
    `/Learner/GetLearnerById/${encodeURIComponent(learnerId)}`,
    { signal },
  );
  const [first] = answer;
  if (!first) throw new ApiError(404, 'NOT_FOUND', MESSAGES.learnerProfileNotFound);
  return first;
}

export function learnerProfileQueryOptions(learnerId: string) {
  return queryOptions({
    queryKey: employerKeys.learner(learnerId),
    queryFn: ({ signal }) => getLearnerProfile(learnerId, { signal }),
  });
}

/** The profile of `learnerId`; nothing is fetched while it is null. */
export function useLearnerProfile(learnerId: string | null) {
  return useQuery({ ...learnerProfileQueryOptions(learnerId ?? ''), enabled: Boolean(learnerId) });
}
