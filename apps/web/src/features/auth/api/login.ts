import { loginEndpoint } from '@ojt/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endSession } from '../../../lib/end-session';

/** The sign-in form's values: the username as typed, the password, and "Remember me". */
export interface SignInValues {
  username: string;
  password: string;
  /** "Remember me": the server then issues a 30-day session instead of 12 hours. */
  remember: boolean;
}

/** POST /api/Login/login, without a bearer token; the password travels in the body. */
export function login({ username, password, remember }: SignInValues) {
  return callApi(loginEndpoint, {
    body: { pUserName: username.trim(), pPassword: password, rememberMe: remember },
    auth: false,
  });
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
