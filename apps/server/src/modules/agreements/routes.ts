import { AGREEMENT_MESSAGES, ENDPOINTS } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { fromContract } from '../../lib/contract-route.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import {
  agreementConditions,
  agreementPdf,
  confirmAgreement,
  queryAgreement,
  readAgreement,
  setAgreementConditions,
  setPlacementHours,
} from './agreement-service.ts';

/**
 * The placement agreement (issue 29): the learner reads, confirms or asks about it; the employer
 * states the hours; the learner, the employer and the office read it and download each version.
 */
export const agreementRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.route({
    ...fromContract(ENDPOINTS.PlacementAgreement),
    onRequest: app.requireRole('learner'),
    handler: async (request) => readAgreement(deps, request.auth!, request.query.PlacementId),
  });

  app.route({
    ...fromContract(ENDPOINTS.AgreementOfPlacement),
    onRequest: app.requireRole('admin', 'employer', 'learner'),
    handler: async (request) => readAgreement(deps, request.auth!, request.params.placementId),
  });

  app.route({
    ...fromContract(ENDPOINTS.ConfirmAgreement),
    onRequest: app.requireRole('learner'),
    handler: async (request) => {
      const data = await confirmAgreement(deps, request.auth!, request.body);
      return { success: true as const, message: AGREEMENT_MESSAGES.agreementConfirmed, data };
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.QueryAgreement),
    onRequest: app.requireRole('learner'),
    handler: async (request) => {
      const data = await queryAgreement(deps, request.auth!, request.body);
      return { success: true as const, message: AGREEMENT_MESSAGES.agreementQuestionSent, data };
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.AgreementPdf),
    onRequest: app.requireRole('admin', 'employer', 'learner'),
    handler: async (request, reply) => {
      const { placementId, version } = request.params;
      const pdf = await agreementPdf(deps, request.auth!, placementId, version);
      return sendAttachment(
        reply,
        'application/pdf',
        `placement-agreement-${placementId}-v${version}.pdf`,
        pdf,
      );
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.SetPlacementHours),
    onRequest: app.requireRole('employer'),
    handler: async (request) => {
      const { changed, data } = await setPlacementHours(deps, request.auth!, request.body);
      const message = changed
        ? AGREEMENT_MESSAGES.placementHoursSaved
        : AGREEMENT_MESSAGES.placementHoursUnchanged;
      return { success: true as const, message, data };
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.GetAgreementConditions),
    onRequest: app.requireRole('admin'),
    handler: async () => agreementConditions(deps),
  });

  app.route({
    ...fromContract(ENDPOINTS.AgreementConditions),
    onRequest: app.requireRole('admin'),
    handler: async (request) => {
      const data = await setAgreementConditions(deps, request.auth!, request.body.text);
      return { success: true as const, message: AGREEMENT_MESSAGES.conditionsSaved, data };
    },
  });
};
