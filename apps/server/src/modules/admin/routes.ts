import {
  ACCOUNT_LIST_SORTS,
  accountKeyField,
  actionSchema,
  bulkApprovedMessage,
  CLIENT_PATHS,
  ENDPOINTS,
  failureResponses,
  MESSAGES,
  rejectReasonSchema,
  textField,
} from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { fromContract } from '../../lib/contract-route.ts';
import { accountStats, findEmployer, listEmployers, listLearners } from '../accounts/directory-service.ts';
import { assertCanViewEmployer, visibleEmployerRecord } from '../accounts/policy.ts';
import { toLearnerListItem } from '../accounts/presenters.ts';
import { employerFundingNow } from '../payments/funding-service.ts';
import { type DecisionContext, decideEmployer, decideLearner } from './approval-service.ts';
import { viewLearner } from './learner-view-service.ts';
import { approveEmployers, approveLearners } from './office-bulk-service.ts';

const bearer = [{ bearer: [] }];
const ALL = 100_000;

// Every text parameter goes through a domain text field: a NUL or any other control character is a
// 400 naming the parameter, never a database error.
const _listQuery = z.strictObject({
  search: textField('search', { max: 100 }),
  status: z.enum(['all', 'pending', 'approved', 'rejected']).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  // Oldest first feeds the overview's queue of pending sign-ups (issue 16).
  sort: z.enum(ACCOUNT_LIST_SORTS).default('newest'),
});
// An account key as text only: a number or an object is '{name} is required', as before.
const accountKey = (name: string) =>
  z.preprocess((value) => (typeof value === 'string' ? value : undefined), accountKeyField(name, true));
const empIdBody = z.strictObject({ EmpId: accountKey('EmpId') });
const learnerIdBody = z.strictObject({ LearnerId: accountKey('LearnerId') });
// A rejection may give a reason (issue 16): optional, mailed to the applicant and kept with the decision.
const _rejectEmployerBody = empIdBody.extend({ Reason: rejectReasonSchema });
const _rejectLearnerBody = learnerIdBody.extend({ Reason: rejectReasonSchema });
const _idParam = z.object({ id: accountKeyField('id', true) });
// Answer shapes (@ojt/domain): the serialiser sends only what they declare.
const _listed = failureResponses(401, 403);
const _viewed = failureResponses(400, 401, 403, 404);
const _decided = { 200: actionSchema, ...failureResponses(400, 401, 403, 404, 409) };

/** Admin calls of spec 1 §7 (employers and learners: lists, records, approve, reject) and the paged admin views. */
export const adminRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  // Run as onRequest hooks: a caller without the right session gets 401/403 before its input is
  // parsed or validated, and learns nothing from validation messages.
  const admin = app.requireRole('admin');
  const signedIn = app.authenticate;
  const ctx = (request: { auth: DecisionContext['admin'] | null }, reason = ''): DecisionContext => ({
    admin: request.auth!,
    loginUrl: `${deps.publicUrl}/login`,
    supportUrl: `${deps.publicUrl}/contact`,
    withdrawUrl: `${deps.publicUrl}${CLIENT_PATHS.withdrawSignup}`,
    reason,
  });
  const _employers = { tags: ['employers'], security: bearer };
  const _learners = { tags: ['learners'], security: bearer };

  app.route({
    ...fromContract(ENDPOINTS.GetAllEmployers),
    onRequest: admin,
    handler: async () => (await listEmployers(deps.db, { status: 'all', page: 1, pageSize: ALL })).items,
  });
  app.route({
    ...fromContract(ENDPOINTS.GetUnapprovedEmployers),
    onRequest: admin,
    handler: async () => (await listEmployers(deps.db, { status: 'pending', page: 1, pageSize: ALL })).items,
  });
  app.route({
    ...fromContract(ENDPOINTS.GetEmployerById),
    onRequest: signedIn,
    handler: async (request) => {
      assertCanViewEmployer(request.auth!, request.params.id);
      const found = await findEmployer(deps.db, request.params.id);
      const record = visibleEmployerRecord(request.auth!, found?.record);
      if (request.auth!.role === 'learner' || !found) return record;
      // Who pays its trainees this month (issue 28): for the office and the employer itself.
      const employer = { userId: found.row.user_id, empType: found.row.emp_type };
      return { ...record, funding: await employerFundingNow(deps, employer) };
    },
  });
  app.route({
    ...fromContract(ENDPOINTS.ApproveEmployer),
    onRequest: admin,
    handler: async (request) => {
      await decideEmployer(deps, request.body.EmpId, 'approve', ctx(request));
      return { success: true as const, message: MESSAGES.employerApproved };
    },
  });
  app.route({
    ...fromContract(ENDPOINTS.RejectEmployer),
    onRequest: admin,
    handler: async (request) => {
      await decideEmployer(deps, request.body.EmpId, 'reject', ctx(request, request.body.Reason));
      return { success: true as const, message: MESSAGES.employerRejected };
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.GetAllLearners),
    onRequest: admin,
    handler: async () =>
      (await listLearners(deps.db, { status: 'all', page: 1, pageSize: ALL })).items.map(toLearnerListItem),
  });
  app.route({
    ...fromContract(ENDPOINTS.GetUnapprovedLearners),
    onRequest: admin,
    handler: async () =>
      (await listLearners(deps.db, { status: 'pending', page: 1, pageSize: ALL })).items.map(
        toLearnerListItem,
      ),
  });
  app.route({
    ...fromContract(ENDPOINTS.GetLearnerById),
    onRequest: signedIn,
    handler: async (request) => viewLearner(deps, request.auth!, request.params.id),
  });
  app.route({
    ...fromContract(ENDPOINTS.ApproveLearner),
    onRequest: admin,
    handler: async (request) => {
      await decideLearner(deps, request.body.LearnerId, 'approve', ctx(request));
      return { success: true as const, message: MESSAGES.learnerApproved };
    },
  });
  app.route({
    ...fromContract(ENDPOINTS.RejectLearner),
    onRequest: admin,
    handler: async (request) => {
      await decideLearner(deps, request.body.LearnerId, 'reject', ctx(request, request.body.Reason));
      return { success: true as const, message: MESSAGES.learnerRejected };
    },
  });

  // Bulk approval (issue 30): each through the single approval; the rest answered with the reason.
  const logFailure =
    (request: { log: { error: (o: object, m: string) => void } }) => (err: unknown, id: string) =>
      request.log.error({ err, id }, 'bulk approval failed');
  app.route({
    ...fromContract(ENDPOINTS.ApproveEmployers),
    onRequest: admin,
    handler: async (request) => {
      const data = await approveEmployers(deps, request.body.Ids, ctx(request), logFailure(request));
      const message = bulkApprovedMessage(data.approved.length, data.skipped.length, 'employer');
      return { success: true as const, message, data };
    },
  });
  app.route({
    ...fromContract(ENDPOINTS.ApproveLearners),
    onRequest: admin,
    handler: async (request) => {
      const data = await approveLearners(deps, request.body.Ids, ctx(request), logFailure(request));
      const message = bulkApprovedMessage(data.approved.length, data.skipped.length, 'learner');
      return { success: true as const, message, data };
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.Employers),
    onRequest: admin,
    handler: async (request) =>
      listEmployers(deps.db, { ...request.query, exactUpTo: deps.listExactCountUpTo }),
  });
  app.route({
    ...fromContract(ENDPOINTS.Learners),
    onRequest: admin,
    handler: async (request) => {
      const page = await listLearners(deps.db, { ...request.query, exactUpTo: deps.listExactCountUpTo });
      return { ...page, items: page.items.map(toLearnerListItem) };
    },
  });
  app.route({
    ...fromContract(ENDPOINTS.Stats),
    onRequest: admin,
    handler: async () => accountStats(deps.db),
  });

  // Placing learners, officers and the Placements list (issue 10).
};
