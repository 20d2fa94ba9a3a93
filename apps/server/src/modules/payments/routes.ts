import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bankFileRoutes } from './bank-file-routes.ts';
import type { PaymentDeps } from './bank-file-service.ts';
import { bankRoutes } from './bank-routes.ts';
import { fundingRoutes } from './funding-routes.ts';
import { runRoutes } from './run-routes.ts';
import { stipendReportRoutes } from './stipend-report-routes.ts';

/**
 * Paying the stipend (issue 28), under the prefix of the role that makes each call: bank details and
 * the banks list, employers' funding and reimbursement, payment runs, their bank files and results, and the office's stipend report.
 */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentDeps> = async (app, deps) => {
  await app.register(bankRoutes, deps);
  await app.register(fundingRoutes, deps);
  await app.register(runRoutes, deps);
  await app.register(bankFileRoutes, deps);
  await app.register(stipendReportRoutes, deps);
};
