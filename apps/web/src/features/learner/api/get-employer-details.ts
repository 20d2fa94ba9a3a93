import { type EmployerPublicProfile, getEmployerByIdEndpoint } from '@ojt/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { learnerKeys } from './query-keys';

/** GET /api/Employer/GetEmployerById/{empId}: what a learner may see of the employer of an open job. */
export async function getEmployerDetails(
  empId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<EmployerPublicProfile> {
  // A learner gets the public profile (an admin or the employer itself the whole record).
  return callApi(getEmployerByIdEndpoint, { params: { id: empId }, signal });
}

export function employerDetailsQueryOptions(empId: string) {
  return queryOptions({
    queryKey: learnerKeys.employer(empId),
    queryFn: ({ signal }) => getEmployerDetails(empId, { signal }),
  });
}

/** The employer's public profile; nothing is fetched while `empId` is empty. */
export function useEmployerDetails(empId: string) {
  return useQuery({ ...employerDetailsQueryOptions(empId), enabled: Boolean(empId) });
}
