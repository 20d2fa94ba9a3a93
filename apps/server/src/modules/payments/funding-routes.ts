import { ENDPOINTS, FUNDING_MESSAGES } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { fromContract } from '../../lib/contract-route.ts';
import { adminClaims, approveClaim, confirmStipendPaid, employerClaims } from './claim-service.ts';
import { setEmployerFunding } from './funding-service.ts';
import { learnerStipends, myStipend } from './my-stipend-service.ts';

/**
 * Employers' funding, employer-paid months, reimbursement claims and "Where is my stipend" (issue 28):
 * the office sets funding and approves claims, the employer confirms the months it paid and reads its
 * claims and its learners' stipends, the learner reads where each month's money is.
 */
export const fundingRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.route({
    ...fromContract(ENDPOINTS.SetEmployerFunding),
    onRequest: app.requireRole('admin'),
    handler: async (request) => {
      const data = await setEmployerFunding(deps, request.auth!, request.body);
      return { success: true as const, message: FUNDING_MESSAGES.employerFundingSet, data };
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.ConfirmStipendPaid),
    onRequest: app.requireRole('employer'),
    handler: async (request) => {
      const data = await confirmStipendPaid(deps, request.auth!, request.body);
      return { success: true as const, message: FUNDING_MESSAGES.stipendPaidConfirmed, data };
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.EmployerReimbursementClaims),
    onRequest: app.requireRole('employer'),
    handler: (request) => employerClaims(deps, request.auth!),
  });

  app.route({
    ...fromContract(ENDPOINTS.AdminReimbursementClaims),
    onRequest: app.requireRole('admin'),
    handler: (request) => adminClaims(deps, request.query),
  });

  app.route({
    ...fromContract(ENDPOINTS.ApproveReimbursementClaim),
    onRequest: app.requireRole('admin'),
    handler: async (request) => {
      const data = await approveClaim(deps, request.auth!, request.body.ClaimId);
      return { success: true as const, message: FUNDING_MESSAGES.claimApproved, data };
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.MyStipend),
    onRequest: app.requireRole('learner'),
    handler: (request) => myStipend(deps, request.auth!),
  });

  app.route({
    ...fromContract(ENDPOINTS.LearnerStipends),
    onRequest: app.requireRole('employer'),
    handler: (request) => learnerStipends(deps, request.auth!),
  });
};
