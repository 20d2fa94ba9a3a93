import { ENDPOINTS, MESSAGES } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { fromContract } from '../../lib/contract-route.ts';
import { addBank, banks, ownBankDetails, updateBankDetails } from './bank-service.ts';

/**
 * Bank details (issue 28): the banks list (read by every signed-in person, added to by the office)
 * and the caller's own account, for learners (their stipend) and employers (their reimbursement).
 * Every answer masks the account number.
 */
export const bankRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.route({
    ...fromContract(ENDPOINTS.Banks),
    onRequest: app.requireRole('admin', 'employer', 'learner'),
    handler: async () => banks(deps),
  });

  app.route({
    ...fromContract(ENDPOINTS.AddBank),
    onRequest: app.requireRole('admin'),
    handler: async (request, reply) => {
      const data = await addBank(deps, request.auth!, request.body);
      return reply.code(201).send({ success: true as const, message: MESSAGES.bankAdded, data });
    },
  });

  const roles = [
    ['learner', ENDPOINTS.LearnerUpdateBankDetails, ENDPOINTS.LearnerBankDetails],
    ['employer', ENDPOINTS.EmployerUpdateBankDetails, ENDPOINTS.EmployerBankDetails],
  ] as const;
  for (const [role, update, read] of roles) {
    // Always the caller's own account: the role is the whole of who may call it.
    const onRequest = app.requireRole(role);
    app.route({
      ...fromContract(update),
      onRequest,
      handler: async (request) => {
        const data = await updateBankDetails(deps, request.auth!, request.body);
        return { success: true as const, message: MESSAGES.bankDetailsSaved, data };
      },
    });
    app.route({
      ...fromContract(read),
      onRequest,
      handler: async (request) => ownBankDetails(deps, request.auth!),
    });
  }
};
