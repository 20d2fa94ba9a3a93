import type { ActionAnswer } from '@ojt/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ChangePasswordInput {
  pUserName: string;
  oldPassword: string;
  newPassword: string;
}

/** POST /api/Login/ChangePassword (bearer); the passwords travel in the body, never in the URL. */
export function changePassword(input: ChangePasswordInput): Promise<ActionAnswer> {
  return apiRequest<ActionAnswer>('POST', '/Login/ChangePassword', { body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
