import type { LoginAnswer } from '@ojt/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { endSession } from '../../../lib/end-session';

export interface LoginInput {
  pUserName: string;
  pPassword: string;
  /** "Remember me": the server then issues a 30-day session instead of 12 hours. */
  rememberMe: boolean;
}

/** POST /api/Login/login, without a bearer token; the password travels in the body. */
export function login(input: LoginInput): Promise<LoginAnswer> {
  return apiRequest<LoginAnswer>('POST', '/Login/login', { body: input, auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

/**
 * Ends, on the server, a session we refuse to keep (the account's role does not match the form).
 * Best effort: the token is discarded either way.
 */
export function discardSession(token: string): void {
  // Never lets a failure here (even a synchronous one) disturb the refusal shown to the user.
  Promise.resolve()
    .then(() => endSession(token))
    .catch(() => {});
}
