import { employerOpenJobsEndpoint } from '@ojt/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** GET /api/Employer/GetOpenJobs ?EmpKey&Sectors (Sectors only above 0): `{ empJobs, jobOpenings }` items. */
export function getOpenJobs(empId: string, sector: number, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(employerOpenJobsEndpoint, {
    query: { EmpKey: empId, Sectors: sector > 0 ? sector : undefined },
    signal,
  });
}

export function openJobsQueryOptions(empId: string, sector: number) {
  return queryOptions({
    queryKey: employerKeys.openJobs(empId, sector),
    queryFn: ({ signal }) => getOpenJobs(empId, sector, { signal }),
  });
}

/** The open jobs; fetched only while `enabled` (the Open Jobs view is shown). */
export function useOpenJobs(empId: string, sector: number, enabled = true) {
  return useQuery({ ...openJobsQueryOptions(empId, sector), enabled });
}
