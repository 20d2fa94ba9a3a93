import { employerSignupSchema, learnerSignupSchema } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consumeRateLimits } from '../../lib/rate-limit.ts';
import { signUpEmployer, signUpLearner } from './signup-service.ts';

const EMPLOYER_SUBMITTED =
  'Application submitted. Our admin team will review it; once approved, your login credentials will be emailed to you.';
const LEARNER_SUBMITTED =
  'Application submitted. Once approved, you will receive your username and password by email.';

/** The two public sign-up calls (spec 1 §7). */
export const signupRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  // Generous per address: a school computer lab registers a whole class from behind one NAT address.
  const limit = (ip: string) =>
    consumeRateLimits(app.db, [{ key: `signup:ip:${ip}`, max: 100, windowSeconds: 3600 }]);

  app.post(
    '/api/Signup/SignupAsEmployer',
    {
      schema: {
        tags: ['signup'],
        summary: 'Register an employer (pending until an admin approves it)',
        body: employerSignupSchema,
        response: { 201: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request, reply) => {
      await limit(request.ip);
      await signUpEmployer(app.db, request.body, publicUrl);
      app.outbox.kick();
      return reply.status(201).send({ success: true as const, message: EMPLOYER_SUBMITTED });
    },
  );

  app.post(
    '/api/Signup/SignUpAsLearner',
    {
      schema: {
        tags: ['signup'],
        summary: 'Register a learner (pending until an admin approves it); the username is generated',
        body: learnerSignupSchema,
        response: {
          201: z.object({
            success: z.literal(true),
            message: z.string(),
            data: z.object({ learnerId: z.string() }),
          }),
        },
      },
    },
    async (request, reply) => {
      await limit(request.ip);
      const learnerId = await signUpLearner(app.db, request.body, publicUrl);
      app.outbox.kick();
      return reply
        .status(201)
        .send({ success: true as const, message: LEARNER_SUBMITTED, data: { learnerId } });
    },
  );
};
