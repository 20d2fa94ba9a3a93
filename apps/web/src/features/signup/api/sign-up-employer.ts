import { type EmployerSignup, signupAsEmployerEndpoint } from '@ojt/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/Signup/SignupAsEmployer: 201 on success, also for a company email already registered (its
 * owner is mailed instead; nothing is saved); 400 VALIDATION, 409 CONFLICT (Employer ID taken).
 */
export function signUpEmployer(payload: EmployerSignup) {
  return callApi(signupAsEmployerEndpoint, { body: payload, auth: false });
}

export function useSignUpEmployer() {
  return useMutation({ mutationFn: signUpEmployer });
}
