import { defineEndpoint, type EndpointBody } from '../shared/endpoint.ts';
import { actionSchema, actionWithDataSchema } from '../shared/schemas.ts';
import {
  addOfficerParamsSchema,
  adminPlacementPageSchema,
  adminPlacementsQuerySchema,
  officerSchema,
  officersAnswerSchema,
  placeLearnerAnswerSchema,
  placeLearnerParamsSchema,
  placementDetailSchema,
  placementIdParamsSchema,
  removeOfficerParamsSchema,
} from './schemas-placing.ts';

// The admin's placement calls (issue 10): officers, placing a Selected learner, one placement, the list.
const tags = ['admin: placements'];
const change = [400, 401, 403, 404, 409] as const;

/** The active officers, by role then name. */
export const officersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Admin/Officers',
  summary: 'The active officers, by role then name',
  tags,
  bearer: true,
  answer: officersAnswerSchema,
  failures: [401, 403],
});

/** Adds an officer; 409 when an active one has the name. */
export const addOfficerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Admin/AddOfficer',
  summary: 'Add an officer (Role: placement, pme or assistant); 409 when the name is taken',
  tags,
  bearer: true,
  body: addOfficerParamsSchema,
  answer: actionWithDataSchema(officerSchema),
  failures: [400, 401, 403, 409],
});

/** Removes an officer from the list; placements keep the name. */
export const removeOfficerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Admin/RemoveOfficer',
  summary: 'Remove an officer from the list (kept, inactive, on past placements)',
  tags,
  bearer: true,
  body: removeOfficerParamsSchema,
  answer: actionSchema,
  failures: change,
});

/** Places a Selected learner; the learner and the employer are mailed. */
export const placeLearnerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Admin/PlaceLearner',
  summary: 'Place a Selected learner: dates, officers (ids); mails the learner and the employer',
  tags,
  bearer: true,
  body: placeLearnerParamsSchema,
  answer: placeLearnerAnswerSchema,
  failures: change,
});

/** One placement with its officers, stipend, history, evaluation and letters. */
export const getPlacementByIdEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Admin/GetPlacementById/:id',
  summary: 'One placement with its officers, monthly stipend and status history',
  tags,
  bearer: true,
  params: placementIdParamsSchema,
  answer: placementDetailSchema,
  failures: [400, 401, 403, 404],
});

/** One page of placements across employers, with the list's filters. */
export const placementsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Admin/Placements',
  summary: 'Placements across employers: search, status, sector, employer and date filters, paging',
  tags,
  bearer: true,
  query: adminPlacementsQuerySchema,
  answer: adminPlacementPageSchema,
  failures: [400, 401, 403],
});

/** What a client sends to add an officer. */
export type AddOfficerBody = EndpointBody<typeof addOfficerEndpoint>;
/** What a client sends to place a learner. */
export type PlaceLearnerBody = EndpointBody<typeof placeLearnerEndpoint>;
