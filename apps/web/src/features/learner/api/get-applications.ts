import { learnerApplicationsEndpoint } from '@ojt/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { learnerKeys } from './query-keys';

/** GET /api/Learner/GetAllApplicationsByLearnerId ?ID: the learner's applications, newest first. */
export function getApplications(learnerId: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(learnerApplicationsEndpoint, {
    query: { ID: learnerId },
    signal,
  });
}

export function applicationsQueryOptions(learnerId: string) {
  return queryOptions({
    queryKey: learnerKeys.applications(learnerId),
    queryFn: ({ signal }) => getApplications(learnerId, { signal }),
  });
}

export function useApplications(learnerId: string) {
  return useQuery({ ...applicationsQueryOptions(learnerId), enabled: Boolean(learnerId) });
}
