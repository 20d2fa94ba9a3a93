import { changeEmailEndpoint, type changeEmailSchema } from '@ojt/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

/** A change of address as the form holds it, for the signed-in `username`. */
export type EmailChange = Pick<
  z.output<typeof changeEmailSchema>,
  'currentEmail' | 'newEmail' | 'currentPassword'
> & {
  username: string;
};

/**
 * POST /api/Login/ChangeEmail (bearer): checks the current password (ASVS 7.5.1), sends a 6-digit code
 * to the new address. The password travels in the body, never in the URL.
 */
export function changeEmail({ username, currentEmail, newEmail, currentPassword }: EmailChange) {
  return callApi(changeEmailEndpoint, {
    body: { pUserName: username, poldEmail: currentEmail, pnewEmail: newEmail, pPassword: currentPassword },
  });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
