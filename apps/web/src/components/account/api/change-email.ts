import type { ActionAnswer } from '@ojt/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ChangeEmailInput {
  pUserName: string;
  poldEmail: string;
  pnewEmail: string;
  /** The current password (ASVS 7.5.1); sent in the body, never in the URL. */
  pPassword: string;
}

/** POST /api/Login/ChangeEmail (bearer): checks the current password, sends a 6-digit code to the new address. */
export function changeEmail(input: ChangeEmailInput): Promise<ActionAnswer> {
  return apiRequest<ActionAnswer>('POST', '/Login/ChangeEmail', { body: input });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
