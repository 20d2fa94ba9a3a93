import { changePasswordEndpoint, type changePasswordSchema } from '@ojt/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

/** A new password as the form holds it, for the signed-in `username`. */
export type PasswordChange = Pick<
  z.output<typeof changePasswordSchema>,
  'currentPassword' | 'newPassword'
> & {
  username: string;
};

/** POST /api/Login/ChangePassword (bearer); the passwords travel in the body, never in the URL. */
export function changePassword({ username, currentPassword, newPassword }: PasswordChange) {
  return callApi(changePasswordEndpoint, {
    body: { pUserName: username, oldPassword: currentPassword, newPassword },
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
