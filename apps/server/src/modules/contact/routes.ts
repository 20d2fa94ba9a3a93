import {
  CONTACT_FORM_ANCHOR,
  CONTACT_FORM_OUTCOMES,
  contactMessageSchema,
  ENDPOINTS,
  MESSAGES,
} from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { fromContract } from '../../lib/contract-route.ts';
import { sendContactMessage } from './contact-service.ts';

/** The public contact form: stored, mailed to SUPPORT_EMAIL through the outbox, rate-limited. */
export const contactRoutes: FastifyPluginAsyncZod<Deps & { supportEmail: string }> = async (app, deps) => {
  const { supportEmail } = deps;
  app.route({
    ...fromContract(ENDPOINTS.Contact),
    handler: async (request, reply) => {
      await sendContactMessage(deps, request.body, { ip: request.ip, supportEmail });
      return reply.status(201).send({ success: true as const, message: MESSAGES.contactMessageSent });
    },
  });

  // The same form posted by a browser without JavaScript (the prerendered contact page's <form>, a
  // form body: plugins/request-params.ts reads it): the answer is a page, so the browser is sent on
  // (303) to one saying whether the message went.
  app.post(
    '/contact',
    { schema: { hide: true, body: z.record(z.string(), z.unknown()) } },
    async (request, reply) => {
      const to = (page: string) => reply.redirect(`${page}#${CONTACT_FORM_ANCHOR}`, 303);
      const message = contactMessageSchema.safeParse(request.body);
      if (!message.success) return to(CONTACT_FORM_OUTCOMES.notSent);
      try {
        await sendContactMessage(deps, message.data, { ip: request.ip, supportEmail });
      } catch (error) {
        if (error instanceof AppError && error.status === 429) {
          return to(CONTACT_FORM_OUTCOMES.notSent);
        }
        throw error;
      }
      return to(CONTACT_FORM_OUTCOMES.sent);
    },
  );
};
