import {
  allowLetterReissueParamsSchema,
  correctPlacementDatesParamsSchema,
  failureResponses,
  generateLetterParamsSchema,
  letterGeneratedSchema,
  letterPdfParamsSchema,
  letterReissueAllowedSchema,
  letterRevokedSchema,
  lettersRevokedText,
  letterVerificationSchema,
  MESSAGES,
  placementDatesCorrectedSchema,
  revokeLetterParamsSchema,
} from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimitAddress } from '../../lib/client-address.ts';
import { consumeRateLimits } from '../../lib/rate-limit.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import { allowLetterReissue, correctPlacementDates } from './letter-hold-service.ts';
import { generateLetter, type LetterDeps, letterPdf, revokeLetter, verifyLetter } from './letter-service.ts';

const security = [{ bearer: [] }];
const tags = ['letters'];

/** Checks of letter codes one address may make: enough for an office checking a pile, not for guessing. */
const VERIFY_LIMITS = (ip: string) => [
  { key: `verify-letter:ip:${rateLimitAddress(ip)}`, max: 30, windowSeconds: 60 },
  { key: `verify-letter:ip-day:${rateLimitAddress(ip)}`, max: 500, windowSeconds: 24 * 3600 },
];

/**
 * Experience letters: the employer issues one for a Completed placement, the people
 * concerned download its PDF, the admin revokes it (and then allows a new one or corrects the
 * placement's dates), and anyone checks it by its code. `publicUrl` is the address letters print;
 * null when letters may not be issued (production without PUBLIC_URL).
 */
export const letterRoutes: FastifyPluginAsyncZod<LetterDeps> = async (app, deps) => {
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
      const data = await generateLetter(deps, request.auth!, request.body.PlacementId);
      return reply.code(201).send({ success: true as const, message: MESSAGES.letterGenerated, data });
    },
  );

  app.get(
    '/api/Letters/:letterId/pdf',
    {
      schema: {
        tags,
        security,
        summary:
          "A letter's PDF: for the issuing employer, the learner concerned and admins; once revoked, 403 to the employer and stamped REVOKED for the others",
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
      const { pdf, code } = await letterPdf(deps, request.auth!, request.params.letterId);
      return sendAttachment(reply, 'application/pdf', `experience-letter-${code}.pdf`, pdf);
    },
  );

  app.post(
    '/api/Admin/RevokeLetter',
    {
      schema: {
        tags,
        security,
        summary:
          'Revoke a letter with a reason, and every other valid letter of its placement; their public check then says revoked',
        body: revokeLetterParamsSchema,
        response: { 200: letterRevokedSchema, ...failureResponses(400, 401, 403, 404, 409) },
      },
      onRequest: app.requireRole('admin'),
    },
    async (request) => {
      const { letter, count } = await revokeLetter(deps, request.auth!, request.body);
      return { success: true as const, message: lettersRevokedText(count), data: letter };
    },
  );

  app.post(
    '/api/Admin/AllowLetterReissue',
    {
      schema: {
        tags,
        security,
        summary: 'Let the employer generate a new letter for a placement whose letter was revoked',
        body: allowLetterReissueParamsSchema,
        response: { 200: letterReissueAllowedSchema, ...failureResponses(400, 401, 403, 404, 409) },
      },
      onRequest: app.requireRole('admin'),
    },
    async (request) => {
      await allowLetterReissue(deps, request.auth!, request.body);
      return { success: true as const, message: MESSAGES.letterReissueAllowed };
    },
  );

  app.post(
    '/api/Admin/CorrectPlacementDates',
    {
      schema: {
        tags,
        security,
        summary:
          "Correct a Placed or Completed placement's dates; revokes its valid letters that state others and allows new ones",
        body: correctPlacementDatesParamsSchema,
        response: { 200: placementDatesCorrectedSchema, ...failureResponses(400, 401, 403, 404, 409) },
      },
      onRequest: app.requireRole('admin'),
    },
    async (request) => {
      const data = await correctPlacementDates(deps, request.auth!, request.body);
      return { success: true as const, message: MESSAGES.placementDatesCorrected, data };
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
      await consumeRateLimits(deps.db, VERIFY_LIMITS(request.ip));
      reply.header('Cache-Control', 'no-store');
      return verifyLetter(deps, request.params.code);
    },
  );
};
