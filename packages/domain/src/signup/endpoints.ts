import { defineEndpoint } from '../shared/endpoint.ts';
import { actionSchema } from '../shared/schemas.ts';
import {
  employerSignupSchema,
  learnerSignupAnswerSchema,
  learnerSignupSchema,
  withdrawConfirmSchema,
  withdrawRequestSchema,
} from './schemas.ts';

// The two public sign-up calls (spec 1 §7), and withdrawing a learner sign-up never approved (issue 11).
const tags = ['signup'];

/** Registers an employer, pending until an admin approves it. */
export const signupAsEmployerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Signup/SignupAsEmployer',
  summary:
    'Register an employer (pending until an admin approves it); 409 for an Employer ID taken. ' +
    'A company email already registered gets the same answer as a new one, and its owner a mail',
  tags,
  body: employerSignupSchema,
  answer: actionSchema,
  status: 201,
  failures: [400, 409, 429],
});

/** Registers a learner, pending until an admin approves it; answers the generated learner id. */
export const signUpAsLearnerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Signup/SignUpAsLearner',
  summary:
    'Register a learner (pending until an admin approves it); the username is generated. ' +
    'An address already registered gets the same answer, and its owner a mail; 409 only when ' +
    'no free username could be found (try again)',
  tags,
  body: learnerSignupSchema,
  answer: learnerSignupAnswerSchema,
  status: 201,
  failures: [400, 409, 429],
});

/** Mails a code to withdraw a learner or employer sign-up; the same answer for any address. */
export const withdrawRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Signup/WithdrawRequest',
  summary:
    'Mail a code to withdraw a learner or employer sign-up not yet approved (same answer for any address)',
  tags,
  body: withdrawRequestSchema,
  answer: actionSchema,
  failures: [400, 429],
});

/** With the mailed code, deletes a pending or rejected learner or employer sign-up. */
export const withdrawConfirmEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Signup/WithdrawConfirm',
  summary:
    'With the mailed code, delete a pending or rejected learner or employer sign-up (409 once approved)',
  tags,
  body: withdrawConfirmSchema,
  answer: actionSchema,
  failures: [400, 409, 429],
});
