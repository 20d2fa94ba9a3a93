import { contactMessageSchema } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consumeRateLimits } from '../../lib/rate-limit.ts';
import { enqueueMail } from '../../mail/outbox.ts';

const CATEGORY_LABELS: Record<string, string> = {
  general: 'General Inquiry',
  technical: 'Technical Support',
  billing: 'Billing',
  partnership: 'Partnership',
  feedback: 'Feedback',
};

export const CONTACT_CONFIRMATION =
  'Thank you! Your message has been sent. We will reply within 2 business days.';

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
        response: { 201: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request, reply) => {
      await consumeRateLimits(app.db, [
        { key: `contact:ip:${request.ip}`, max: 5, windowSeconds: 3600 },
        { key: `contact:email:${request.body.email.toLowerCase()}`, max: 5, windowSeconds: 3600 },
      ]);
      const { name, email, subject, category, message } = request.body;
      await app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('contact_messages')
          .values({ name, email, subject, category, message })
          .execute();
        await enqueueMail(trx, {
          to: supportEmail,
          subject: `[Contact: ${CATEGORY_LABELS[category] ?? category}] ${subject}`,
          text: `From: ${name} <${email}>\nCategory: ${CATEGORY_LABELS[category] ?? category}\n\n${message}\n`,
          consoleNote: `from ${email}`,
        });
      });
      app.outbox.kick();
      return reply.status(201).send({ success: true as const, message: CONTACT_CONFIRMATION });
    },
  );
};
