import { type ApplicantProfileAnswer, MESSAGES } from '@ojt/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/**
 * GET /api/Learner/GetLearnerById/{learnerKey}: `[{ learner, identifications, experience,
 * qualifications, references }]`, the reduced view an employer gets (no identity numbers, no date
 * of birth, the disability only when the learner shared it). Readable only while the learner has a
 * live application to one of the employer's openings (else 403 with the reason).
 */
export async function getLearnerProfile(learnerId: string, { signal }: { signal?: AbortSignal } = {}) {
  const answer = await apiRequest<ApplicantProfileAnswer>(
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
