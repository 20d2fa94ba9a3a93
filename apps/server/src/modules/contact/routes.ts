import { actionSchema, contactMessageSchema, failureResponses, MESSAGES } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendContactMessage } from './contact-service.ts';

/** The public contact form: stored, mailed to SUPPORT_EMAIL through the outbox, rate-limited. */
export const contactRoutes: FastifyPluginAsyncZod<{ supportEmail: string }> = async (
  app,
  { supportEmail },
) => {
  app.post(
    '/api/Contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the support team',
        body: z.strictObject(contactMessageSchema.shape),
        response: { 201: actionSchema, ...failureResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await sendContactMessage(app.db, request.body, { ip: request.ip, supportEmail });
      return reply.status(201).send({ success: true as const, message: MESSAGES.contactMessageSent });
    },
  );
};
