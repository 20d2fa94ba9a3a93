import {
  ACCOUNT_LIST_SORTS,
  accountKeyField,
  actionSchema,
  adminStatsSchema,
  applicantProfileAnswerSchema,
  employerByIdAnswerSchema,
  employerPageSchema,
  employerRecordSchema,
  failureResponses,
  learnerByIdAnswerSchema,
  learnerListItemSchema,
  learnerPageSchema,
  MESSAGES,
  rejectReasonSchema,
  textField,
} from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { accountStats, findEmployer, listEmployers, listLearners } from '../accounts/directory-service.ts';
import { assertCanViewEmployer, visibleEmployerRecord } from '../accounts/policy.ts';
import { toLearnerListItem } from '../accounts/presenters.ts';
import { type DecisionContext, decideEmployer, decideLearner } from './approval-service.ts';
import { viewLearner } from './learner-view-service.ts';

const bearer = [{ bearer: [] }];
const ALL = 100_000;

// Every text parameter goes through a domain text field: a NUL or any other control character is a
// 400 naming the parameter, never a database error.
const listQuery = z.strictObject({
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
const rejectEmployerBody = empIdBody.extend({ Reason: rejectReasonSchema });
const rejectLearnerBody = learnerIdBody.extend({ Reason: rejectReasonSchema });
const idParam = z.object({ id: accountKeyField('id', true) });
// Answer shapes (@ojt/domain): the serialiser sends only what they declare.
const listed = failureResponses(401, 403);
const viewed = failureResponses(400, 401, 403, 404);
const decided = { 200: actionSchema, ...failureResponses(400, 401, 403, 404, 409) };

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
    reason,
  });
  const employers = { tags: ['employers'], security: bearer };
  const learners = { tags: ['learners'], security: bearer };

  app.get(
    '/api/Employer/GetAllEmployers',
    {
      schema: {
        ...employers,
        summary: 'All employers (admin)',
        response: { 200: z.array(employerRecordSchema), ...listed },
      },
      onRequest: admin,
    },
    async () => (await listEmployers(deps.db, { status: 'all', page: 1, pageSize: ALL })).items,
  );
  app.post(
    '/api/Employer/GetUnapprovedEmployers',
    {
      schema: {
        ...employers,
        summary: 'Pending employers (admin)',
        response: { 200: z.array(employerRecordSchema), ...listed },
      },
      onRequest: admin,
    },
    async () => (await listEmployers(deps.db, { status: 'pending', page: 1, pageSize: ALL })).items,
  );
  app.get(
    '/api/Employer/GetEmployerById/:id',
    {
      schema: {
        ...employers,
        summary: 'One employer',
        params: idParam,
        response: { 200: employerByIdAnswerSchema, ...viewed },
      },
      onRequest: signedIn,
    },
    async (request) => {
      assertCanViewEmployer(request.auth!, request.params.id);
      const found = await findEmployer(deps.db, request.params.id);
      if (!found || (request.auth!.role === 'learner' && found.record.status !== 'approved'))
        throw notFound(MESSAGES.employerDetailsNotFound);
      return visibleEmployerRecord(request.auth!, found.record);
    },
  );
  app.post(
    '/api/Employer/ApproveEmployer',
    {
      schema: {
        ...employers,
        summary: 'Approve a pending employer; mails its credentials (admin)',
        body: empIdBody,
        response: decided,
      },
      onRequest: admin,
    },
    async (request) => {
      await decideEmployer(deps, request.body.EmpId, 'approve', ctx(request));
      return { success: true as const, message: MESSAGES.employerApproved };
    },
  );
  app.post(
    '/api/Employer/RejectEmployer',
    {
      schema: {
        ...employers,
        summary: 'Reject a pending employer; mails the optional reason (admin)',
        body: rejectEmployerBody,
        response: decided,
      },
      onRequest: admin,
    },
    async (request) => {
      await decideEmployer(deps, request.body.EmpId, 'reject', ctx(request, request.body.Reason));
      return { success: true as const, message: MESSAGES.employerRejected };
    },
  );

  app.get(
    '/api/Learner/GetAllLearners',
    {
      schema: {
        ...learners,
        summary: 'All learners, without identity numbers and date of birth (admin)',
        response: { 200: z.array(learnerListItemSchema), ...listed },
      },
      onRequest: admin,
    },
    async () =>
      (await listLearners(deps.db, { status: 'all', page: 1, pageSize: ALL })).items.map(toLearnerListItem),
  );
  app.post(
    '/api/Learner/GetUnapprovedLearners',
    {
      schema: {
        ...learners,
        summary: 'Pending learners, without identity numbers and date of birth (admin)',
        response: { 200: z.array(learnerListItemSchema), ...listed },
      },
      onRequest: admin,
    },
    async () =>
      (await listLearners(deps.db, { status: 'pending', page: 1, pageSize: ALL })).items.map(
        toLearnerListItem,
      ),
  );
  app.get(
    '/api/Learner/GetLearnerById/:id',
    {
      schema: {
        ...learners,
        summary:
          'One learner, as [{ learner, identifications, experience, qualifications, references }]; an employer gets the reduced view while the learner has a live application to it',
        params: idParam,
        response: { 200: z.union([learnerByIdAnswerSchema, applicantProfileAnswerSchema]), ...viewed },
      },
      onRequest: signedIn,
    },
    async (request) => viewLearner(deps, request.auth!, request.params.id),
  );
  app.post(
    '/api/Learner/ApproveLearner',
    {
      schema: {
        ...learners,
        summary: 'Approve a pending learner; mails the username and password (admin)',
        body: learnerIdBody,
        response: decided,
      },
      onRequest: admin,
    },
    async (request) => {
      await decideLearner(deps, request.body.LearnerId, 'approve', ctx(request));
      return { success: true as const, message: MESSAGES.learnerApproved };
    },
  );
  app.post(
    '/api/Learner/RejectLearner',
    {
      schema: {
        ...learners,
        summary: 'Reject a pending learner; mails the optional reason (admin)',
        body: rejectLearnerBody,
        response: decided,
      },
      onRequest: admin,
    },
    async (request) => {
      await decideLearner(deps, request.body.LearnerId, 'reject', ctx(request, request.body.Reason));
      return { success: true as const, message: MESSAGES.learnerRejected };
    },
  );

  app.get(
    '/api/Admin/Employers',
    {
      schema: {
        tags: ['admin'],
        security: bearer,
        summary: 'Employers: search, status filter, order, paging',
        querystring: listQuery,
        response: { 200: employerPageSchema, ...failureResponses(400, 401, 403) },
      },
      onRequest: admin,
    },
    async (request) => listEmployers(deps.db, request.query),
  );
  app.get(
    '/api/Admin/Learners',
    {
      schema: {
        tags: ['admin'],
        security: bearer,
        summary: 'Learners: search, status filter, order, paging',
        querystring: listQuery,
        response: { 200: learnerPageSchema, ...failureResponses(400, 401, 403) },
      },
      onRequest: admin,
    },
    async (request) => {
      const page = await listLearners(deps.db, request.query);
      return { ...page, items: page.items.map(toLearnerListItem) };
    },
  );
  app.get(
    '/api/Admin/Stats',
    {
      schema: {
        tags: ['admin'],
        security: bearer,
        summary: 'Counts by status and the approval rate',
        response: { 200: adminStatsSchema, ...listed },
      },
      onRequest: admin,
    },
    async () => accountStats(deps.db),
  );

  // Placing learners, officers and the Placements list (issue 10).
};
