import { reportQuerySchema } from '../reports/schemas.ts';
import { defineEndpoint } from '../shared/endpoint.ts';
import { stipendReportSchema } from './schemas-stipend-report.ts';

/** The office's stipend report (issue 28): the Reports tab's period and filters. */
export const stipendReportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Admin/StipendReport',
  summary:
    'Stipends paid in a period (default: the last 12 months) by month, sector and funding, reimbursements paid, and the amount owed to employers today',
  tags: ['admin: payments'],
  bearer: true,
  query: reportQuerySchema,
  answer: stipendReportSchema,
  failures: [400, 401, 403],
});
