import { learnerStipendsEndpoint } from '@ojt/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** GET /api/Employer/LearnerStipends: where each month of the caller's learners is paid (no Drafts). */
export function getLearnerStipends({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(learnerStipendsEndpoint, { signal });
}

export function learnerStipendsQueryOptions() {
  return queryOptions({
    queryKey: employerKeys.learnerStipends(),
    queryFn: ({ signal }) => getLearnerStipends({ signal }),
  });
}

export function useLearnerStipends() {
  return useQuery(learnerStipendsQueryOptions());
}
