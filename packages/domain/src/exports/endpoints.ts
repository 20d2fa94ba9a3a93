import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.ts';
import { actionSchema } from '../shared/schemas.ts';
import {
  employersExportQuerySchema,
  learnersExportQuerySchema,
  placementsExportQuerySchema,
} from './schemas.ts';

// CSV exports of the admin's tables (issue 11), with the tables' filters; each is audited.
const tags = ['admin: exports'];
const csv = z.string().describe('text/csv; charset=utf-8, UTF-8 with a BOM, a header row, CRLF rows');

/** Lets the browser download the next export itself (a 60-second HttpOnly cookie). */
export const exportSessionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Admin/Export/Session',
  summary:
    'Lets the browser download the next export itself: a 60-second HttpOnly cookie for the export paths',
  tags,
  bearer: true,
  answer: actionSchema,
  failures: [401, 403],
});

/** Employers matching the table's search and status, as CSV. */
export const exportEmployersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Admin/Export/Employers',
  summary: 'Employers matching search and status, as CSV',
  tags,
  bearer: true,
  query: employersExportQuerySchema,
  produces: ['text/csv'],
  answer: csv,
  failures: [400, 401, 403],
});

/** Learners matching the table's search and status, as CSV; identity data only with a reason. */
export const exportLearnersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Admin/Export/Learners',
  summary:
    'Learners matching search and status, as CSV; identity data only with includeIdentity and a reason',
  tags,
  bearer: true,
  query: learnersExportQuerySchema,
  produces: ['text/csv'],
  answer: csv,
  failures: [400, 401, 403],
});

/** Placements matching the Placements filters, as CSV; learners' identity data only with a reason. */
export const exportPlacementsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Admin/Export/Placements',
  summary:
    'Placements matching the Placements filters, as CSV; learners’ identity data only with includeIdentity and a reason',
  tags,
  bearer: true,
  query: placementsExportQuerySchema,
  produces: ['text/csv'],
  answer: csv,
  failures: [400, 401, 403],
});
