import type { EmployerSignup } from '@ojt/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface SignupAnswer {
  success: true;
  message: string;
}

/** POST /api/Signup/SignupAsEmployer: 201 on success; 400 VALIDATION, 409 CONFLICT (Employer ID taken). */
export function signUpEmployer(payload: EmployerSignup): Promise<SignupAnswer> {
  return apiRequest<SignupAnswer>('POST', '/Signup/SignupAsEmployer', { body: payload, auth: false });
}

export function useSignUpEmployer() {
  return useMutation({ mutationFn: signUpEmployer });
}
