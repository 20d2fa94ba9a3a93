import { signUpAsLearnerEndpoint } from '@ojt/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { LearnerSignupPayload } from '../model/learner-form';

/**
 * POST /api/Signup/SignUpAsLearner: 201 on success, also for an email already registered (its owner is
 * mailed instead; nothing is saved); 400 VALIDATION.
 */
export function signUpLearner(payload: LearnerSignupPayload) {
  return callApi(signUpAsLearnerEndpoint, { body: payload, auth: false });
}

export function useSignUpLearner() {
  return useMutation({ mutationFn: signUpLearner });
}
