import { ENDPOINTS, lettersRevokedText, MESSAGES } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimitAddress } from '../../lib/client-address.ts';
import { fromContract } from '../../lib/contract-route.ts';
import { consumeRateLimits } from '../../lib/rate-limit.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import { allowLetterReissue, correctPlacementDates } from './letter-hold-service.ts';
import { generateLetter, type LetterDeps, letterPdf, revokeLetter, verifyLetter } from './letter-service.ts';

const _security = [{ bearer: [] }];
const _tags = ['letters'];

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
  app.route({
    ...fromContract(ENDPOINTS.GenerateExperienceLetter),
    onRequest: app.requireRole('employer'),
    handler: async (request, reply) => {
      const data = await generateLetter(deps, request.auth!, request.body.PlacementId);
      return reply.code(201).send({ success: true as const, message: MESSAGES.letterGenerated, data });
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.LetterPdf),
    onRequest: app.requireRole('admin', 'employer', 'learner'),
    handler: async (request, reply) => {
      const { pdf, code } = await letterPdf(deps, request.auth!, request.params.letterId);
      return sendAttachment(reply, 'application/pdf', `experience-letter-${code}.pdf`, pdf);
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.RevokeLetter),
    onRequest: app.requireRole('admin'),
    handler: async (request) => {
      const { letter, count } = await revokeLetter(deps, request.auth!, request.body);
      return { success: true as const, message: lettersRevokedText(count), data: letter };
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.AllowLetterReissue),
    onRequest: app.requireRole('admin'),
    handler: async (request) => {
      await allowLetterReissue(deps, request.auth!, request.body);
      return { success: true as const, message: MESSAGES.letterReissueAllowed };
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.CorrectPlacementDates),
    onRequest: app.requireRole('admin'),
    handler: async (request) => {
      const data = await correctPlacementDates(deps, request.auth!, request.body);
      return { success: true as const, message: MESSAGES.placementDatesCorrected, data };
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.VerifyLetter),
    handler: async (request, reply) => {
      await consumeRateLimits(deps.db, VERIFY_LIMITS(request.ip));
      reply.header('Cache-Control', 'no-store');
      return verifyLetter(deps, request.params.code);
    },
  });
};
