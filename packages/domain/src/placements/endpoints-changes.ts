import { defineEndpoint, type EndpointBody } from '../shared/endpoint.ts';
import { actionSchema, actionWithDataSchema } from '../shared/schemas.ts';
import {
  breaksAnswerSchema,
  breaksQuerySchema,
  endEarlyBodySchema,
  endEarlyParamsSchema,
  exitSurveyBodySchema,
  exitSurveysDueAnswerSchema,
  placementBreakSchema,
  recordBreakBodySchema,
  transferBodySchema,
  transferOptionsAnswerSchema,
  transferOptionsQuerySchema,
} from './schemas-changes.ts';
import { placementDetailSchema } from './schemas-placing.ts';

// Changes of circumstance during a placement (issue 29): breaks, transfers, early exits, the exit survey.
const adminTags = ['admin: placement changes'];
const change = [400, 401, 403, 404, 409] as const;

/** Records a break in training of a Placed placement; the end date moves by its length unless told not to. */
export const recordBreakEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Admin/RecordBreak',
  summary:
    'Record a break in training of a Placed placement (within its dates, overlapping no other break: 409); the end date moves by its length unless extendEnd is false; learner and employer told',
  tags: adminTags,
  bearer: true,
  body: recordBreakBodySchema,
  answer: actionWithDataSchema(placementBreakSchema),
  failures: change,
});

/** The breaks of one placement, earliest first. */
export const breaksEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Admin/Breaks',
  summary: 'The breaks in training of one placement, earliest first',
  tags: adminTags,
  bearer: true,
  query: breaksQuerySchema,
  answer: breaksAnswerSchema,
  failures: [400, 401, 403, 404],
});

/** Ends a Placed placement as Transferred and places the learner on their application Selected by another employer. */
export const transferPlacementEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Admin/TransferPlacement',
  summary:
    "Transfer a Placed learner: the current placement ends as Transferred (8) on lastDay, the same learner's application Selected by another employer is placed (type 5 Transfer) from startDate; overlapping dates 409",
  tags: adminTags,
  bearer: true,
  body: transferBodySchema,
  answer: actionWithDataSchema(placementDetailSchema),
  failures: change,
});

/** The learner's applications Selected by another employer: where a Placed learner may be transferred. */
export const transferOptionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Admin/TransferOptions',
  summary:
    "Where a placement's learner may be transferred: the same learner's applications Selected by another employer, the latest first",
  tags: adminTags,
  bearer: true,
  query: transferOptionsQuerySchema,
  answer: transferOptionsAnswerSchema,
  failures: [400, 401, 403, 404],
});

/** Ends a Placed placement early (the learner, its employer or an admin). */
export const endEarlyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Placements/:id/EndEarly',
  summary:
    'End a Placed placement early (the learner, its employer or an admin): status Exited early (9), end date the exit date; the others told',
  tags: ['placements: changes'],
  bearer: true,
  params: endEarlyParamsSchema,
  body: endEarlyBodySchema,
  answer: actionSchema,
  failures: change,
});

/** The learner's exit survey of their exited placement, once. */
export const exitSurveyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Learner/ExitSurvey',
  summary:
    "The learner's exit survey of their own placement that ended early, once (409 twice or not exited)",
  tags: ['learner: placement changes'],
  bearer: true,
  body: exitSurveyBodySchema,
  answer: actionSchema,
  failures: change,
});

/** The learner's placements that ended early whose exit survey is still to answer. */
export const exitSurveysDueEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Learner/ExitSurveysDue',
  summary: "The learner's own placements that ended early (status 9) whose exit survey is not answered yet",
  tags: ['learner: placement changes'],
  bearer: true,
  answer: exitSurveysDueAnswerSchema,
  failures: [401, 403],
});

/** What a client sends to record a break. */
export type RecordBreakRequest = EndpointBody<typeof recordBreakEndpoint>;
/** What a client sends to transfer a placement. */
export type TransferPlacementRequest = EndpointBody<typeof transferPlacementEndpoint>;
/** What a client sends to end a placement early. */
export type EndEarlyRequest = EndpointBody<typeof endEarlyEndpoint>;
/** What a client sends as the exit survey. */
export type ExitSurveyRequest = EndpointBody<typeof exitSurveyEndpoint>;
