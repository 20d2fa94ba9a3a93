import {
  failureResponses,
  generateLetterParamsSchema,
  letterGeneratedSchema,
  letterPdfParamsSchema,
  letterRevokedSchema,
  letterVerificationSchema,
  MESSAGES,
  revokeLetterParamsSchema,
} from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimitAddress } from '../../lib/client-address.ts';
import { consumeRateLimits } from '../../lib/rate-limit.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import { generateLetter, letterPdf, revokeLetter, verifyLetter } from './letter-service.ts';

const security = [{ bearer: [] }];
const tags = ['letters'];

/** Checks of letter codes one address may make: enough for an office checking a pile, not for guessing. */
const VERIFY_LIMITS = (ip: string) => [
  { key: `verify-letter:ip:${rateLimitAddress(ip)}`, max: 30, windowSeconds: 60 },
  { key: `verify-letter:ip-day:${rateLimitAddress(ip)}`, max: 500, windowSeconds: 24 * 3600 },
];

/**
 * Experience letters (issue 10): the employer issues one for a Completed placement, the people
 * concerned download its PDF, the admin revokes it, and anyone checks it by its code.
 */
export const letterRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.post(
    '/api/Employer/GenerateExperienceLetter',
    {
      schema: {
        tags,
        security,
        summary: 'Issue a new experience letter for a Completed placement of the caller',
        body: generateLetterParamsSchema,
        response: { 201: letterGeneratedSchema, ...failureResponses(400, 401, 403, 404, 409) },
      },
      onRequest: app.requireRole('employer'),
    },
    async (request, reply) => {
      const data = await generateLetter(app.db, request.auth!, request.body.PlacementId, publicUrl);
      return reply.code(201).send({ success: true as const, message: MESSAGES.letterGenerated, data });
    },
  );

  app.get(
    '/api/Letters/:letterId/pdf',
    {
      schema: {
        tags,
        security,
        summary: "A letter's PDF: for the issuing employer, the learner concerned and admins",
        params: letterPdfParamsSchema,
        produces: ['application/pdf'],
        response: {
          200: z.string().describe('The letter: one A4 page, application/pdf (binary)'),
          ...failureResponses(400, 401, 403, 404),
        },
      },
      onRequest: app.requireRole('admin', 'employer', 'learner'),
    },
    async (request, reply) => {
      const { pdf, code } = await letterPdf(app.db, request.auth!, request.params.letterId);
      return sendAttachment(reply, 'application/pdf', `experience-letter-${code}.pdf`, pdf);
    },
  );

  app.post(
    '/api/Admin/RevokeLetter',
    {
      schema: {
        tags,
        security,
        summary: 'Revoke a letter with a reason; its public check then says revoked',
        body: revokeLetterParamsSchema,
        response: { 200: letterRevokedSchema, ...failureResponses(400, 401, 403, 404, 409) },
      },
      onRequest: app.requireRole('admin'),
    },
    async (request) => {
      const data = await revokeLetter(app.db, request.auth!, request.body);
      return { success: true as const, message: MESSAGES.letterRevokedDone, data };
    },
  );

  app.get(
    '/api/Public/VerifyLetter/:code',
    {
      schema: {
        tags,
        summary: 'Whether a letter is genuine, revoked or unknown (rate-limited; no account needed)',
        params: z.strictObject({ code: z.string().max(100) }),
        response: { 200: letterVerificationSchema, ...failureResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await consumeRateLimits(app.db, VERIFY_LIMITS(request.ip));
      reply.header('Cache-Control', 'no-store');
      return verifyLetter(app.db, request.params.code);
    },
  );
};
