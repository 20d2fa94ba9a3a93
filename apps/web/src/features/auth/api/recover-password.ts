import { recoverPasswordEndpoint } from '@ojt/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/Login/RecoverPassword with the form's username and email (trimmed): always 200 when
 * well-formed, never revealing whether the pair matched.
 */
export function recoverPassword({ username, email }: { username: string; email: string }) {
  return callApi(recoverPasswordEndpoint, {
    body: { pUserName: username.trim(), pEmail: email.trim() },
    auth: false,
  });
}

export function useRecoverPassword() {
  return useMutation({ mutationFn: recoverPassword });
}
