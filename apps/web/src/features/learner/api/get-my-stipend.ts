import { myStipendEndpoint } from '@ojt/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { learnerKeys } from './query-keys';

/** GET /api/Learner/MyStipend: each month's attendance, amount and where its payment is, newest first. */
export function getMyStipend({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(myStipendEndpoint, { signal });
}

export function myStipendQueryOptions() {
  return queryOptions({
    // Under the months' key: saving or submitting a month reloads where its payment is too.
    queryKey: learnerKeys.myStipend(),
    queryFn: ({ signal }) => getMyStipend({ signal }),
  });
}

export function useMyStipend(enabled: boolean) {
  return useQuery({ ...myStipendQueryOptions(), enabled });
}
