import { type EmployerRecord, getEmployerByIdEndpoint } from '@ojt/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** GET /api/Employer/GetEmployerById/{empId}: the company profile, with its approval state. */
export async function getEmployerProfile(
  empId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<EmployerRecord> {
  // The employer itself gets the whole record (a learner would get the public profile).
  return (await callApi(getEmployerByIdEndpoint, { params: { id: empId }, signal })) as EmployerRecord;
}

export function employerProfileQueryOptions(empId: string) {
  return queryOptions({
    queryKey: employerKeys.profile(empId),
    queryFn: ({ signal }) => getEmployerProfile(empId, { signal }),
  });
}

export function useEmployerProfile(empId: string) {
  return useQuery({ ...employerProfileQueryOptions(empId), enabled: Boolean(empId) });
}
