import { z } from 'zod';
import { defineEndpoint, type EndpointBody } from '../shared/endpoint.ts';
import { actionWithDataSchema } from '../shared/schemas.ts';
import {
  agreementConditionsBodySchema,
  agreementConditionsSchema,
  agreementPdfParamsSchema,
  confirmAgreementParamsSchema,
  placementAgreementParamsSchema,
  placementAgreementQuerySchema,
  placementAgreementSchema,
  placementHoursSavedSchema,
  queryAgreementParamsSchema,
  setPlacementHoursBodySchema,
} from './schemas.ts';

// The placement agreement (issue 29): drawn when the learner is placed and again when the recorded
// terms change; the learner reads, confirms or asks; the employer states the hours; all download it.
const learnerTags = ['learner: agreement'];
const tags = ['agreement'];
const change = [400, 401, 403, 404, 409] as const;

/** The learner's agreement of a placement: the latest version, the versions and the questions. */
export const learnerPlacementAgreementEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Learner/PlacementAgreement',
  summary:
    "The agreement of the caller's placement: its latest version's terms, confirm-by day and whether it is overdue, every version and the questions asked; 409 when it has none (never placed)",
  tags: learnerTags,
  bearer: true,
  query: placementAgreementQuerySchema,
  answer: placementAgreementSchema,
  failures: change,
});

/** The same answer for the placement's learner, its employer and the office. */
export const placementAgreementEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Placements/:placementId/Agreement',
  summary:
    "A placement's agreement for its learner, its employer and admins (as GET /api/Learner/PlacementAgreement)",
  tags,
  bearer: true,
  params: placementAgreementParamsSchema,
  answer: placementAgreementSchema,
  failures: change,
});

/** The learner confirms the latest version of their Placed placement's agreement. */
export const confirmAgreementEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Learner/ConfirmAgreement',
  summary:
    "Confirm the latest version of the caller's agreement (PlacementId, Version); 409 when Version is not the latest, is confirmed already, or the placement is not Placed",
  tags: learnerTags,
  bearer: true,
  body: confirmAgreementParamsSchema,
  answer: actionWithDataSchema(placementAgreementSchema),
  failures: change,
});

/** The learner asks a question about their agreement; the programme office is told. */
export const queryAgreementEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Learner/QueryAgreement',
  summary:
    "Ask a question about the caller's agreement (PlacementId, Question): recorded with the version and mailed to the programme office's admins",
  tags: learnerTags,
  bearer: true,
  body: queryAgreementParamsSchema,
  answer: actionWithDataSchema(placementAgreementSchema),
  failures: change,
});

/** A version of the agreement as a PDF, for the learner, the employer and admins. */
export const agreementPdfEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Placements/:placementId/Agreement/:version/pdf',
  summary: "A version of a placement's agreement as a PDF: for its learner, its employer and admins",
  tags,
  bearer: true,
  params: agreementPdfParamsSchema,
  produces: ['application/pdf'],
  answer: z.string().describe('The agreement: A4 pages, application/pdf (binary)'),
  failures: [400, 401, 403, 404],
});

/** The employer states the hours a week and the days of its Placed learner's placement. */
export const setPlacementHoursEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Employer/SetPlacementHours',
  summary:
    "State the hours a week (1-60) and the working days of one of the caller's Placed placements; a change draws a new version of the agreement and the learner is told",
  tags: ['employer: agreement'],
  bearer: true,
  body: setPlacementHoursBodySchema,
  answer: placementHoursSavedSchema,
  failures: change,
});

/** The programme's conditions every new agreement states. */
export const getAgreementConditionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Admin/AgreementConditions',
  summary: "The programme's conditions that agreements state",
  tags: ['admin: agreement'],
  bearer: true,
  answer: agreementConditionsSchema,
  failures: [401, 403],
});

/** Changes the programme's conditions: versions drawn from now on state the new text. */
export const agreementConditionsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Admin/AgreementConditions',
  summary:
    "Change the programme's conditions ({ text }): versions drawn from now on state them; versions already drawn keep theirs",
  tags: ['admin: agreement'],
  bearer: true,
  body: agreementConditionsBodySchema,
  answer: actionWithDataSchema(agreementConditionsSchema),
  failures: [400, 401, 403],
});

/** What a client sends to state a placement's hours. */
export type SetPlacementHoursSent = EndpointBody<typeof setPlacementHoursEndpoint>;
