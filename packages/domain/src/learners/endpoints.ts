import { z } from 'zod';
import { accountIdParamsSchema, accountListQuerySchema } from '../accounts/schemas-review.ts';
import { defineEndpoint } from '../shared/endpoint.ts';
import {
  applicantProfileAnswerSchema,
  learnerByIdAnswerSchema,
  learnerListItemSchema,
  learnerPageSchema,
  learnerProfileUpdatedSchema,
  updateLearnerProfileBodySchema,
} from './schemas.ts';
import { myDataSchema } from './schemas-data.ts';

// Learners' records (spec 1 §7 and the paged admin list), the learner's profile and own data.
const tags = ['learners'];

/** Every learner, without identity numbers and date of birth (admin). */
export const getAllLearnersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Learner/GetAllLearners',
  summary: 'All learners, without identity numbers and date of birth (admin)',
  tags,
  bearer: true,
  answer: z.array(learnerListItemSchema),
  failures: [401, 403],
});

/** The learners waiting for review, without identity numbers and date of birth (admin). */
export const getUnapprovedLearnersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Learner/GetUnapprovedLearners',
  summary: 'Pending learners, without identity numbers and date of birth (admin)',
  tags,
  bearer: true,
  answer: z.array(learnerListItemSchema),
  failures: [401, 403],
});

/** One learner with the four profile lists; an employer gets the reduced view (a live application). */
export const getLearnerByIdEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Learner/GetLearnerById/:id',
  summary:
    'One learner, as [{ learner, identifications, experience, qualifications, references }]; an employer gets the reduced view while the learner has a live application to it',
  tags,
  bearer: true,
  params: accountIdParamsSchema,
  answer: z.union([learnerByIdAnswerSchema, applicantProfileAnswerSchema]),
  failures: [400, 401, 403, 404],
});

/** One page of learners, without identity fields: search, status, order. */
export const learnersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Admin/Learners',
  summary: 'Learners: search, status filter, order, paging',
  tags: ['admin'],
  bearer: true,
  query: accountListQuerySchema,
  answer: learnerPageSchema,
  failures: [400, 401, 403],
});

/** Saves the caller's profile; a list sent as an array replaces the learner's rows. */
export const updateLearnerProfileEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Learner/UpdateLearnerProfile',
  summary:
    "Save the caller's profile; lstIds, lstExp, lstQualification, lstRef replace the lists when sent as arrays",
  tags: ['learner: profile'],
  bearer: true,
  body: updateLearnerProfileBodySchema,
  answer: learnerProfileUpdatedSchema,
  failures: [400, 401, 403, 404],
});

/** Everything the portal holds about the signed-in learner, as a JSON file. */
export const myDataEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Learner/MyData',
  summary: 'Everything the portal holds about the signed-in learner, as a JSON file',
  tags: ['learner: my data'],
  bearer: true,
  answer: myDataSchema,
  failures: [401, 403, 404],
});

/** A readable PDF summary of the signed-in learner's data. */
export const myDataPdfEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Learner/MyData/pdf',
  summary: "A readable PDF summary of the signed-in learner's data",
  tags: ['learner: my data'],
  bearer: true,
  produces: ['application/pdf'],
  answer: z.string().describe('The summary, A4 pages, application/pdf (binary)'),
  failures: [401, 403, 404],
});
