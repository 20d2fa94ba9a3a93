import { type ApplicantProfileAnswer, getLearnerByIdEndpoint, MESSAGES } from '@ojt/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/**
 * GET /api/Learner/GetLearnerById/{learnerKey}: `[{ learner, identifications, experience,
 * qualifications, references }]`, the reduced view an employer gets (no identity numbers, no date
 * of birth, the disability only when the learner shared it). Readable only while the learner has a
 * live application to one of the employer's openings (else 403 with the reason).
 */
export async function getLearnerProfile(learnerId: string, { signal }: { signal?: AbortSignal } = {}) {
  // An employer gets the applicant's view (an admin would get the whole record).
  const answer = (await callApi(getLearnerByIdEndpoint, {
    params: { id: learnerId },
    signal,
  })) as ApplicantProfileAnswer;
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
