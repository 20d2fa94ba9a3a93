import { ENDPOINTS, MESSAGES } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { rateLimitAddress } from '../../lib/client-address.ts';
import { fromContract } from '../../lib/contract-route.ts';
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

  app.route({
    ...fromContract(ENDPOINTS.SignupAsEmployer),
    handler: async (request, reply) => {
      await limit(request.ip);
      await signUpEmployer(deps, app.verificationCodes, request.body, options);
      return reply.status(201).send({ success: true as const, message: MESSAGES.employerSignupSubmitted });
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.SignUpAsLearner),
    handler: async (request, reply) => {
      await limit(request.ip);
      const learnerId = await signUpLearner(deps, app.verificationCodes, request.body, options);
      return reply
        .status(201)
        .send({ success: true as const, message: MESSAGES.learnerSignupSubmitted, data: { learnerId } });
    },
  });
};
