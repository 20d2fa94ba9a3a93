import { defineEndpoint } from '../shared/endpoint.ts';
import { caseloadQuerySchema, caseloadSchema } from './schemas.ts';

/** The officer's caseload (issue 29): until staff accounts exist, the admin chooses the officer. */
export const caseloadEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Admin/Caseload',
  summary:
    "What needs attention in an officer's Placed placements (OfficerId: the officers list's id; placements naming that officer in any role): agreements not confirmed, reviews due or overdue, months near the cut-off, High risk, breaks ending within 14 days",
  tags: ['admin: reviews'],
  bearer: true,
  query: caseloadQuerySchema,
  answer: caseloadSchema,
  failures: [400, 401, 403, 404],
});
