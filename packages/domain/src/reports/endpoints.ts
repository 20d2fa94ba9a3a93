import { defineEndpoint } from '../shared/endpoint.ts';
import { programmeReportSchema, reportQuerySchema } from './schemas.ts';

/** The programme office's report (issue 11): a period's figures, by sector or employer type. */
export const reportsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Admin/Reports',
  summary:
    'Openings, applications and each later stage in a period (default: the last 12 months), by sector or employer type',
  tags: ['admin'],
  bearer: true,
  query: reportQuerySchema,
  answer: programmeReportSchema,
  failures: [400, 401, 403],
});
