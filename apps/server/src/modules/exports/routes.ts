import { ENDPOINTS, failureResponses, MESSAGES } from '@ojt/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { fromContract } from '../../lib/contract-route.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import { bearerToken, EXPORT_COOKIE, EXPORT_COOKIE_PATH } from '../../plugins/auth.ts';
import { type CsvExport, exportEmployers, exportLearners, exportPlacements } from './export-service.ts';

/** How long the export cookie lives: long enough for the browser to ask for the file. */
const EXPORT_COOKIE_SECONDS = 60;

const _security = [{ bearer: [] }];
const _tags = ['admin: exports'];
const _answers = {
  200: z.string().describe('text/csv; charset=utf-8, UTF-8 with a BOM, a header row, CRLF rows'),
  ...failureResponses(400, 401, 403),
};

/** Sends a CSV as a download; its rows stream from the database batch by batch. */
function sendCsv(reply: FastifyReply, csv: CsvExport) {
  return sendAttachment(reply, 'text/csv; charset=utf-8', csv.fileName, csv.stream);
}

/**
 * CSV exports of the admin's tables (issue 11), with the tables' filters. Each export is recorded in
 * the audit trail; identity data goes out only with a reason, which the entry keeps.
 */
export const exportRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const onRequest = app.requireRole('admin');
  app.route({
    ...fromContract(ENDPOINTS.ExportSession),
    onRequest,
    handler: async (request, reply) => {
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'Set-Cookie',
        `${EXPORT_COOKIE}=${bearerToken(request)}; Path=${EXPORT_COOKIE_PATH}; Max-Age=${EXPORT_COOKIE_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
      );
      return { success: true as const, message: MESSAGES.exportStarting };
    },
  });
  app.route({
    ...fromContract(ENDPOINTS.ExportEmployers),
    onRequest,
    handler: async (request, reply) =>
      sendCsv(reply, await exportEmployers(deps, request.auth!, request.query)),
  });
  app.route({
    ...fromContract(ENDPOINTS.ExportLearners),
    onRequest,
    handler: async (request, reply) =>
      sendCsv(reply, await exportLearners(deps, request.auth!, request.query)),
  });
  app.route({
    ...fromContract(ENDPOINTS.ExportPlacements),
    onRequest,
    handler: async (request, reply) =>
      sendCsv(reply, await exportPlacements(deps, request.auth!, request.query)),
  });
};
