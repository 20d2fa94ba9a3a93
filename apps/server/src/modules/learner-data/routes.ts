import {
  actionSchema,
  failureResponses,
  MESSAGES,
  myDataSchema,
  withdrawConfirmSchema,
  withdrawRequestSchema,
} from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import { renderMyDataPdf } from './my-data-pdf.ts';
import { buildMyData } from './my-data-service.ts';
import { confirmWithdrawal, requestWithdrawal } from './withdraw-service.ts';

const security = [{ bearer: [] }];

/** The day part of an ISO instant, for file names: '2026-11-24'. */
const day = (iso: string) => iso.slice(0, 10);

/**
 * A learner's rights over their data (issue 11): a copy of everything the portal holds about them
 * (JSON and a PDF summary), and the public withdrawal of a sign-up that was never approved.
 */
export const learnerDataRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const learner = app.requireRole('learner');
  const tags = ['learner: my data'];

  app.get(
    '/api/Learner/MyData',
    {
      schema: {
        tags,
        security,
        summary: 'Everything the portal holds about the signed-in learner, as a JSON file',
        response: { 200: myDataSchema, ...failureResponses(401, 403, 404) },
      },
      onRequest: learner,
    },
    async (request, reply) => {
      const data = await buildMyData(deps, request.auth!, 'json');
      reply
        .header('Content-Disposition', `attachment; filename="my-ojt-data-${day(data.generatedAt)}.json"`)
        .header('Cache-Control', 'private, no-store');
      return data;
    },
  );

  app.get(
    '/api/Learner/MyData/pdf',
    {
      schema: {
        tags,
        security,
        summary: "A readable PDF summary of the signed-in learner's data",
        produces: ['application/pdf'],
        response: {
          200: z.string().describe('The summary, A4 pages, application/pdf (binary)'),
          ...failureResponses(401, 403, 404),
        },
      },
      onRequest: learner,
    },
    async (request, reply) => {
      const data = await buildMyData(deps, request.auth!, 'pdf');
      const pdf = await renderMyDataPdf(data);
      return sendAttachment(reply, 'application/pdf', `my-ojt-data-${day(data.generatedAt)}.pdf`, pdf);
    },
  );

  app.post(
    '/api/Signup/WithdrawRequest',
    {
      schema: {
        tags: ['signup'],
        summary: 'Mail a code to withdraw a learner sign-up not yet approved (same answer for any address)',
        body: withdrawRequestSchema,
        response: { 200: actionSchema, ...failureResponses(400, 429) },
      },
    },
    async (request) => {
      await requestWithdrawal(deps, app.verificationCodes, {
        email: request.body.email,
        ip: request.ip,
        afterAnswer: (task) => app.outbox.afterAnswer(task),
      });
      return { success: true as const, message: MESSAGES.withdrawCodeSent };
    },
  );

  app.post(
    '/api/Signup/WithdrawConfirm',
    {
      schema: {
        tags: ['signup'],
        summary: 'With the mailed code, delete a pending or rejected learner sign-up (409 once approved)',
        body: withdrawConfirmSchema,
        response: { 200: actionSchema, ...failureResponses(400, 409, 429) },
      },
    },
    async (request) => {
      await confirmWithdrawal(deps, app.verificationCodes, request.body, request.ip);
      return { success: true as const, message: MESSAGES.withdrawDone };
    },
  );
};
