import { type EmployerProfileBody, updateEmployerProfileEndpoint } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';
import { employerKeys } from './query-keys';

/** POST /api/Employer/UpdateEmployerProfile (JSON): the profile form's fields; the ID and approval stay. */
export function updateEmployerProfile(body: EmployerProfileBody) {
  return callApi(updateEmployerProfileEndpoint, { body });
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
