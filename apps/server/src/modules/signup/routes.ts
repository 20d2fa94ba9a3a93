import {
  actionSchema,
  employerSignupSchema,
  failureResponses,
  learnerSignupAnswerSchema,
  learnerSignupSchema,
  MESSAGES,
} from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { rateLimitAddress } from '../../lib/client-address.ts';
import { consumeRateLimits } from '../../lib/rate-limit.ts';
import { type SignupOptions, signUpEmployer, signUpLearner } from './signup-service.ts';

/** The two public sign-up calls (spec 1 §7). */
export const signupRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  // Generous per address: a school computer lab registers a whole class from behind one NAT address.
  const limit = (ip: string) =>
    consumeRateLimits(deps.db, [{ key: `signup:ip:${rateLimitAddress(ip)}`, max: 100, windowSeconds: 3600 }]);
  const options: SignupOptions = {
    afterAnswer: (task) => app.outbox.afterAnswer(task),
    // The applicant was told it worked: an operator must hear that it did not.
    onLost: (err, username) => app.log.error({ err, username }, 'a sign-up answered 201 could not be saved'),
  };

  app.post(
    '/api/Signup/SignupAsEmployer',
    {
      schema: {
        tags: ['signup'],
        summary:
          'Register an employer (pending until an admin approves it); 409 for an Employer ID taken. ' +
          'A company email already registered gets the same answer as a new one, and its owner a mail',
        body: employerSignupSchema,
        response: { 201: actionSchema, ...failureResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      await limit(request.ip);
      await signUpEmployer(deps, app.verificationCodes, request.body, options);
      return reply.status(201).send({ success: true as const, message: MESSAGES.employerSignupSubmitted });
    },
  );

  app.post(
    '/api/Signup/SignUpAsLearner',
    {
      schema: {
        tags: ['signup'],
        summary:
          'Register a learner (pending until an admin approves it); the username is generated. ' +
          'An address already registered gets the same answer, and its owner a mail; 409 only when ' +
          'no free username could be found (try again)',
        body: learnerSignupSchema,
        response: { 201: learnerSignupAnswerSchema, ...failureResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      await limit(request.ip);
      const learnerId = await signUpLearner(deps, app.verificationCodes, request.body, options);
      return reply
        .status(201)
        .send({ success: true as const, message: MESSAGES.learnerSignupSubmitted, data: { learnerId } });
    },
  );
};
