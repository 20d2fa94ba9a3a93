import { z } from 'zod';
import { defineEndpoint, type EndpointBody } from '../shared/endpoint.ts';
import { actionSchema } from '../shared/schemas.ts';
import {
  addJobPositionBodySchema,
  closeJobPositionParamsSchema,
  jobPositionsQuerySchema,
  learnerOpenJobsPageQuerySchema,
  learnerOpenJobsQuerySchema,
  openJobPositionParamsSchema,
  openJobsQuerySchema,
  toggleJobStatusParamsSchema,
  updateJobPositionBodySchema,
} from './schemas.ts';
import {
  jobOpenedSchema,
  jobPositionItemSchema,
  jobPositionSavedSchema,
  jobStatusToggledSchema,
  learnerOpenJobItemSchema,
  learnerOpenJobPageSchema,
  openJobItemSchema,
} from './schemas-answers.ts';

// Job positions and their openings (spec 2 §7): the employer adds, edits, enables, publishes and
// unpublishes them; the learner browses the open ones.
const tags = ['employer: job positions'];
const read = [400, 401, 403] as const;
const change = [400, 401, 403, 404, 409] as const;

/** Adds a job position with its requirements (201). */
export const addJobPositionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Employer/AddJobPosition',
  summary: 'Add a job position with its requirements',
  tags,
  bearer: true,
  body: addJobPositionBodySchema,
  answer: jobPositionSavedSchema,
  status: 201,
  failures: read,
});

/** Edits a job position; its requirements are replaced. */
export const updateJobPositionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Employer/UpdateJobPosition',
  summary: 'Edit a job position (an Inactive one stays Inactive); requirements are replaced',
  tags,
  bearer: true,
  body: updateJobPositionBodySchema,
  answer: jobPositionSavedSchema,
  failures: [400, 401, 403, 404],
});

/** The employer's job positions with requirements and openings, newest first. */
export const getAllJobPositionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Employer/GetALLJobPositionByEmployerId',
  summary: "The employer's job positions with requirements and openings, newest first",
  tags,
  bearer: true,
  query: jobPositionsQuerySchema,
  answer: z.array(jobPositionItemSchema),
  failures: read,
});

/** Flips a job position between Active and Inactive. */
export const toggleJobStatusEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Employer/ToggleEmpJobStatus',
  summary: 'Flip a job position between Active and Inactive; answers the new status',
  tags,
  bearer: true,
  body: toggleJobStatusParamsSchema,
  answer: jobStatusToggledSchema,
  failures: [400, 401, 403, 404],
});

/** Publishes a job position between two Port of Spain date-times (201). */
export const openJobPositionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Employer/OpenJobPosition',
  summary: 'Publish a job position: open it for applications between two Port of Spain date-times',
  tags,
  bearer: true,
  body: openJobPositionParamsSchema,
  answer: jobOpenedSchema,
  status: 201,
  failures: change,
});

/** Unpublishes: closes a job opening; its applications keep their history. */
export const closeJobPositionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Employer/CloseJobPosition',
  summary: 'Unpublish: close a job opening (its applications keep their history)',
  tags,
  bearer: true,
  body: closeJobPositionParamsSchema,
  answer: actionSchema,
  failures: change,
});

/** The employer's open jobs: one item per active, unclosed opening. */
export const employerOpenJobsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Employer/GetOpenJobs',
  summary: "The employer's open jobs: one item per active, unclosed opening; Sectors filters",
  tags,
  bearer: true,
  query: openJobsQuerySchema,
  answer: z.array(openJobItemSchema),
  failures: read,
});

/** The open jobs a learner may apply to, matches to their qualifications first. */
export const learnerOpenJobsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Learner/GetOpenJobs',
  summary:
    'Open jobs a learner may apply to (Sectors above 0 filters): matches to their qualifications first, then newest',
  tags: ['learner: browse'],
  bearer: true,
  query: learnerOpenJobsQuerySchema,
  answer: z.array(learnerOpenJobItemSchema),
  failures: read,
});

/** One page of the learner's open jobs, ranked as GetOpenJobs. */
export const openJobsPageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Learner/OpenJobs',
  summary: 'One page of the open jobs, ranked as GetOpenJobs (pageSize 20 by default, at most 100)',
  tags: ['learner: browse'],
  bearer: true,
  query: learnerOpenJobsPageQuerySchema,
  answer: learnerOpenJobPageSchema,
  failures: read,
});

/** What a client sends to publish a job position. */
export type OpenJobPositionBody = EndpointBody<typeof openJobPositionEndpoint>;
