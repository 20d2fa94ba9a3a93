import type { EmployerRecord } from '@ojt/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/Employer/GetEmployerById/{empId}: the whole record (404 'Employer details not found.'). */
export function getEmployer(empId: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<EmployerRecord>('GET', `/Employer/GetEmployerById/${encodeURIComponent(empId)}`, {
    signal,
  });
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
