import { applyForOjtParamsSchema, failureResponses, MESSAGES, placementChangedSchema } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applyForOjt } from './apply-service.ts';

/** ApplyForOJT (spec 2 §7). The learner's other calls: browse-routes.ts, application-routes.ts, profile-routes.ts. */
export const learnerRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.post(
    '/api/Learner/ApplyForOJT',
    {
      schema: {
        tags: ['learner: applications'],
        security: [{ bearer: [] }],
        summary: 'Apply for a job opening with a placement type (1-5)',
        body: applyForOjtParamsSchema,
        response: { 201: placementChangedSchema, ...failureResponses(400, 401, 403, 404, 409) },
      },
      onRequest: app.requireRole('learner'),
    },
    async (request, reply) => {
      const data = await applyForOjt(app.db, request.auth!, request.body, publicUrl);
      return reply
        .code(201)
        .send({ success: true, message: MESSAGES.applicationSubmittedSuccessfully, data });
    },
  );
};
