import { z } from 'zod';
import { actionWithDataSchema } from './common.ts';

/**
 * Answers of the two sign-up calls (docs/api-accounts.md "Sign-up"). The employer's answers
 * `actionSchema` (201 `{ success, message }`).
 */

/** `POST /api/Signup/SignUpAsLearner`: 201 with the generated learner id (the future username). */
export const learnerSignupAnswerSchema = actionWithDataSchema(z.object({ learnerId: z.string() }));

/** The answer of `POST /api/Signup/SignUpAsLearner`. */
export type LearnerSignupAnswer = z.output<typeof learnerSignupAnswerSchema>;
