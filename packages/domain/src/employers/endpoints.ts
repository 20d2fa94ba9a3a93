import { z } from 'zod';
import { accountIdParamsSchema, accountListQuerySchema } from '../accounts/schemas-review.ts';
import { defineEndpoint } from '../shared/endpoint.ts';
import { actionSchema } from '../shared/schemas.ts';
import {
  employerByIdAnswerSchema,
  employerOverviewSchema,
  employerPageSchema,
  employerProfileBodySchema,
  employerRecordSchema,
} from './schemas.ts';

// Employers' records (spec 1 §7 and the paged admin list) and the employer's own profile and overview.
const tags = ['employers'];

/** Every employer (admin). */
export const getAllEmployersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Employer/GetAllEmployers',
  summary: 'All employers (admin)',
  tags,
  bearer: true,
  answer: z.array(employerRecordSchema),
  failures: [401, 403],
});

/** The employers waiting for review (admin). */
export const getUnapprovedEmployersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Employer/GetUnapprovedEmployers',
  summary: 'Pending employers (admin)',
  tags,
  bearer: true,
  answer: z.array(employerRecordSchema),
  failures: [401, 403],
});

/** One employer: the whole record (admin, the employer itself) or the public profile (learners). */
export const getEmployerByIdEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Employer/GetEmployerById/:id',
  summary: 'One employer',
  tags,
  bearer: true,
  params: accountIdParamsSchema,
  answer: employerByIdAnswerSchema,
  failures: [400, 401, 403, 404],
});

/** One page of employers: search, status, order. */
export const employersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Admin/Employers',
  summary: 'Employers: search, status filter, order, paging',
  tags: ['admin'],
  bearer: true,
  query: accountListQuerySchema,
  answer: employerPageSchema,
  failures: [400, 401, 403],
});

/** Saves the caller's company profile (not its Employer ID or approval). */
export const updateEmployerProfileEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Employer/UpdateEmployerProfile',
  summary: "Update the caller's company profile (not its Employer ID or approval)",
  tags: ['employer: profile'],
  bearer: true,
  body: employerProfileBodySchema,
  answer: actionSchema,
  failures: [400, 401, 403],
});

/** The employer dashboard's counters and the 5 newest applications. */
export const overviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Employer/Overview',
  summary: 'Overview counters and the 5 newest applications',
  tags: ['employer: applications'],
  bearer: true,
  answer: employerOverviewSchema,
  failures: [401, 403],
});
