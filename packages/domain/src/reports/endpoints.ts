import { defineEndpoint } from '../shared/endpoint.ts';
import { programmeReportSchema, reportQuerySchema } from './schemas.ts';
import { placementLifeReportSchema } from './schemas-life.ts';

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

/** The placement life report (issue 29): early exits, reviews on time and average ratings in a period. */
export const placementLifeReportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Admin/PlacementLifeReport',
  summary:
    "Early exits by reason and by month of placement, reviews signed off on time (%) and the reviews' average ratings in a period (the Reports query and defaults)",
  tags: ['admin'],
  bearer: true,
  query: reportQuerySchema,
  answer: placementLifeReportSchema,
  failures: [400, 401, 403],
});
