import type { EmployerRecord } from '@ojt/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** GET /api/Employer/GetEmployerById/{empId}: the company profile, with its approval state. */
export function getEmployerProfile(empId: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<EmployerRecord>('GET', `/Employer/GetEmployerById/${encodeURIComponent(empId)}`, {
    signal,
  });
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
