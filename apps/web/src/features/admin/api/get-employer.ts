import { type EmployerRecord, getEmployerByIdEndpoint } from '@ojt/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/Employer/GetEmployerById/{empId}: the whole record (404 'Employer details not found.'). */
export async function getEmployer(
  empId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<EmployerRecord> {
  // An admin gets the whole record (a learner would get the public profile).
  return (await callApi(getEmployerByIdEndpoint, { params: { id: empId }, signal })) as EmployerRecord;
}

export function employerQueryOptions(empId: string) {
  return queryOptions({
    queryKey: adminKeys.employer(empId),
    queryFn: ({ signal }) => getEmployer(empId, { signal }),
  });
}

/** The record, showing the list's copy of the row (`initial`) until the fresh one arrives. */
export function useEmployer(empId: string | null, initial?: EmployerRecord) {
  return useQuery({
    ...employerQueryOptions(empId ?? ''),
    enabled: Boolean(empId),
    placeholderData: initial?.empId === empId ? initial : undefined,
  });
}
