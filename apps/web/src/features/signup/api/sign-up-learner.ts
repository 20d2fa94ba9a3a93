import type { LearnerSignupAnswer } from '@ojt/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { LearnerSignupPayload } from '../model/learner-form';

/** POST /api/Signup/SignUpAsLearner: 201 on success; 400 VALIDATION, 409 CONFLICT (email taken). */
export function signUpLearner(payload: LearnerSignupPayload): Promise<LearnerSignupAnswer> {
  return apiRequest<LearnerSignupAnswer>('POST', '/Signup/SignUpAsLearner', { body: payload, auth: false });
}

export function useSignUpLearner() {
  return useMutation({ mutationFn: signUpLearner });
}
