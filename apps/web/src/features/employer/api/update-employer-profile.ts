import type { ActionAnswer, EmployerProfileBody } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';
import { employerKeys } from './query-keys';

/** POST /api/Employer/UpdateEmployerProfile (JSON): the employer fields; the ID and approval stay. */
export function updateEmployerProfile(body: EmployerProfileBody) {
  return apiRequest<ActionAnswer>('POST', '/Employer/UpdateEmployerProfile', { body });
}

export function useUpdateEmployerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployerProfile,
    onSuccess: (_, body) => {
      // The header's welcome line and company come from the session: they follow the saved profile.
      sessionStore.profileSaved({ name: body.empPName, company: body.empName });
      return queryClient.invalidateQueries({ queryKey: employerKeys.profile(body.empId) });
    },
  });
}
