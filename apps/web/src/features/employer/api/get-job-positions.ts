import { getAllJobPositionsEndpoint } from '@ojt/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** GET /api/Employer/GetALLJobPositionByEmployerId ?EmpId: every position, with requirements and openings. */
export function getJobPositions(empId: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(getAllJobPositionsEndpoint, {
    query: { EmpId: empId },
    signal,
  });
}

export function jobPositionsQueryOptions(empId: string) {
  return queryOptions({
    queryKey: employerKeys.positions(empId),
    queryFn: ({ signal }) => getJobPositions(empId, { signal }),
  });
}

export function useJobPositions(empId: string) {
  return useQuery(jobPositionsQueryOptions(empId));
}
