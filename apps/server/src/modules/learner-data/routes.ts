import { ENDPOINTS, MESSAGES } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { fromContract } from '../../lib/contract-route.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import { renderMyDataPdf } from './my-data-pdf.ts';
import { buildMyData } from './my-data-service.ts';
import { confirmWithdrawal, requestWithdrawal } from './withdraw-service.ts';

const _security = [{ bearer: [] }];

/** The day part of an ISO instant, for file names: '2026-11-24'. */
const day = (iso: string) => iso.slice(0, 10);

/**
 * A learner's rights over their data (issue 11): a copy of everything the portal holds about them
 * (JSON and a PDF summary), and the public withdrawal of a sign-up that was never approved.
 */
export const learnerDataRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const learner = app.requireRole('learner');
  const _tags = ['learner: my data'];

  app.route({
    ...fromContract(ENDPOINTS.MyData),
    onRequest: learner,
    handler: async (request, reply) => {
      const data = await buildMyData(deps, request.auth!, 'json');
      reply
        .header('Content-Disposition', `attachment; filename="my-ojt-data-${day(data.generatedAt)}.json"`)
        .header('Cache-Control', 'private, no-store');
      return data;
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.MyDataPdf),
    onRequest: learner,
    handler: async (request, reply) => {
      const data = await buildMyData(deps, request.auth!, 'pdf');
      const pdf = await renderMyDataPdf(data);
      return sendAttachment(reply, 'application/pdf', `my-ojt-data-${day(data.generatedAt)}.pdf`, pdf);
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.WithdrawRequest),
    handler: async (request) => {
      await requestWithdrawal(deps, app.verificationCodes, {
        email: request.body.email,
        ip: request.ip,
        afterAnswer: (task) => app.outbox.afterAnswer(task),
      });
      return { success: true as const, message: MESSAGES.withdrawCodeSent };
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.WithdrawConfirm),
    handler: async (request) => {
      await confirmWithdrawal(deps, app.verificationCodes, request.body, request.ip);
      return { success: true as const, message: MESSAGES.withdrawDone };
    },
  });
};
