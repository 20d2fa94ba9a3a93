import type { ActionAnswer } from '@ojt/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface RecoverPasswordInput {
  pUserName: string;
  pEmail: string;
}

/** POST /api/Login/RecoverPassword: always 200 when well-formed, never revealing whether the pair matched. */
export function recoverPassword(input: RecoverPasswordInput): Promise<ActionAnswer> {
  return apiRequest<ActionAnswer>('POST', '/Login/RecoverPassword', { body: input, auth: false });
}

export function useRecoverPassword() {
  return useMutation({ mutationFn: recoverPassword });
}
