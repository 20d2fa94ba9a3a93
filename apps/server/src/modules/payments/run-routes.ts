import { ENDPOINTS, PAYMENT_RUN_MESSAGES } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { fromContract } from '../../lib/contract-route.ts';
import {
  approvePaymentRun,
  createPaymentRun,
  recalculatePaymentRun,
  rejectPaymentRun,
} from './run-actions-service.ts';
import { pagePaymentRuns, paymentRunDetail } from './run-read-service.ts';

/**
 * Payment runs (issue 28), the programme office's: create a month and cycle's run, list and read
 * runs, recalculate a draft, approve it (another admin than its creator) or reject it. Admins only.
 */
export const runRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  // onRequest: a caller without an admin session gets 401/403 before its input is read.
  const onRequest = app.requireRole('admin');

  app.route({
    ...fromContract(ENDPOINTS.CreatePaymentRun),
    onRequest,
    handler: async (request, reply) => {
      const data = await createPaymentRun(deps, request.auth!, request.body);
      return reply.code(201).send({ success: true as const, message: PAYMENT_RUN_MESSAGES.runCreated, data });
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.PaymentRuns),
    onRequest,
    handler: async (request) => pagePaymentRuns(deps, request.query),
  });

  app.route({
    ...fromContract(ENDPOINTS.PaymentRun),
    onRequest,
    handler: async (request) => paymentRunDetail(deps, request.params.id),
  });

  app.route({
    ...fromContract(ENDPOINTS.RecalculatePaymentRun),
    onRequest,
    handler: async (request) => {
      const data = await recalculatePaymentRun(deps, request.auth!, request.body.RunId);
      return { success: true as const, message: PAYMENT_RUN_MESSAGES.runRecalculated, data };
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.ApprovePaymentRun),
    onRequest,
    handler: async (request) => {
      const data = await approvePaymentRun(deps, request.auth!, request.body.RunId);
      return { success: true as const, message: PAYMENT_RUN_MESSAGES.runApproved, data };
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.RejectPaymentRun),
    onRequest,
    handler: async (request) => {
      const data = await rejectPaymentRun(deps, request.auth!, request.body);
      return { success: true as const, message: PAYMENT_RUN_MESSAGES.runRejected, data };
    },
  });
};
