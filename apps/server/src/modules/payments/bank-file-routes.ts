import { ENDPOINTS } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromContract } from '../../lib/contract-route.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import { downloadBankFile, type PaymentDeps } from './bank-file-service.ts';
import { applyResults } from './results-service.ts';

/** The largest result file taken: 20,000 payments are about 1 MB. */
export const RESULTS_BODY_LIMIT = 5 * 1024 * 1024;

/** The results call, in its own scope: only it reads a text/csv body. */
const resultsRoute: FastifyPluginAsyncZod<PaymentDeps> = async (app, deps) => {
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: RESULTS_BODY_LIMIT },
    (_request, body, done) => done(null, typeof body === 'string' ? body : body.toString('utf8')),
  );
  app.route({
    ...fromContract(ENDPOINTS.PaymentRunResults),
    bodyLimit: RESULTS_BODY_LIMIT,
    onRequest: app.requireRole('admin'),
    handler: async (request) => applyResults(deps, request.auth!, request.params.id, request.body),
  });
};

/**
 * A payment run's bank file (ACH CSV or pain.001, streamed; the first download marks the run Sent)
 * and the bank's results (a CSV body; each matching payment becomes Paid or Failed).
 */
export const bankFileRoutes: FastifyPluginAsyncZod<PaymentDeps> = async (app, deps) => {
  app.route({
    ...fromContract(ENDPOINTS.PaymentRunBankFile),
    onRequest: app.requireRole('admin'),
    handler: async (request, reply) => {
      const file = await downloadBankFile(deps, request.auth!, request.params.id, request.query.Format);
      return sendAttachment(reply, file.contentType, file.fileName, file.stream);
    },
  });
  await app.register(resultsRoute, deps);
};
