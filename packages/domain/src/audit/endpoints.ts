import { defineEndpoint } from '../shared/endpoint.ts';
import { auditPageSchema, auditQuerySchema } from './schemas.ts';

/** The audit trail (issue 11): admins search it; nobody can change it through the portal. */
export const auditTrailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Admin/AuditTrail',
  summary: 'Search the audit trail: who, what, which record, when; newest first, paged',
  tags: ['admin: audit'],
  bearer: true,
  query: auditQuerySchema,
  answer: auditPageSchema,
  failures: [400, 401, 403],
});
