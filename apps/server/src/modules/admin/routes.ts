import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { accountStats, findEmployer, findLearner, listEmployers, listLearners } from './admin-repository.ts';
import { type DecisionContext, decideEmployer, decideLearner } from './approval-service.ts';
import { assertCanViewEmployer, assertCanViewLearner } from './policy.ts';
import { toLearnerListItem } from './records.ts';

const bearer = [{ bearer: [] }];
const ALL = 100_000;

const listQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  status: z.enum(['all', 'pending', 'approved', 'rejected']).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
const empIdBody = z.strictObject({
  EmpId: z.string({ error: 'EmpId is required' }).trim().min(1, 'EmpId is required').max(50),
});
const learnerIdBody = z.strictObject({
  LearnerId: z.string({ error: 'LearnerId is required' }).trim().min(1, 'LearnerId is required').max(50),
});
const idParam = z.object({ id: z.string().trim().min(1).max(50) });
const anyRecord = z.record(z.string(), z.unknown());
const action = z.object({ success: z.boolean(), message: z.string() });

/** Admin calls of spec 1 §7 (employers and learners: lists, records, approve, reject) and the paged admin views. */
export const adminRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  // Run as onRequest hooks: a caller without the right session gets 401/403 before its input is
  // parsed or validated, and learns nothing from validation messages.
  const admin = app.requireRole('admin');
  const signedIn = app.authenticate;
  const ctx = (request: { auth: DecisionContext['admin'] | null }): DecisionContext => ({
    admin: request.auth!,
    loginUrl: `${publicUrl}/login`,
    supportUrl: `${publicUrl}/contact`,
  });
  const employers = { tags: ['employers'], security: bearer };
  const learners = { tags: ['learners'], security: bearer };

  app.get(
    '/api/Employer/GetAllEmployers',
    {
      schema: { ...employers, summary: 'All employers (admin)', response: { 200: z.array(anyRecord) } },
      onRequest: admin,
    },
    async () => (await listEmployers(app.db, { status: 'all', page: 1, pageSize: ALL })).items,
  );
  app.post(
    '/api/Employer/GetUnapprovedEmployers',
    {
      schema: { ...employers, summary: 'Pending employers (admin)', response: { 200: z.array(anyRecord) } },
      onRequest: admin,
    },
    async () => (await listEmployers(app.db, { status: 'pending', page: 1, pageSize: ALL })).items,
  );
  app.get(
    '/api/Employer/GetEmployerById/:id',
    {
      schema: { ...employers, summary: 'One employer', params: idParam, response: { 200: anyRecord } },
      onRequest: signedIn,
    },
    async (request) => {
      assertCanViewEmployer(request.auth!, request.params.id);
      const found = await findEmployer(app.db, request.params.id);
      if (!found || (request.auth!.role === 'learner' && found.record.status !== 'approved'))
        throw notFound('Employer details not found.');
      return found.record;
    },
  );
  app.post(
    '/api/Employer/ApproveEmployer',
    {
      schema: {
        ...employers,
        summary: 'Approve a pending employer; mails its credentials (admin)',
        body: empIdBody,
        response: { 200: action },
      },
      onRequest: admin,
    },
    async (request) => {
      await decideEmployer(app.db, request.body.EmpId, 'approve', ctx(request));
      app.outbox.kick();
      return { success: true, message: 'Employer approved. The login credentials have been emailed.' };
    },
  );
  app.post(
    '/api/Employer/RejectEmployer',
    {
      schema: {
        ...employers,
        summary: 'Reject a pending employer (admin)',
        body: empIdBody,
        response: { 200: action },
      },
      onRequest: admin,
    },
    async (request) => {
      await decideEmployer(app.db, request.body.EmpId, 'reject', ctx(request));
      app.outbox.kick();
      return { success: true, message: 'Employer rejected.' };
    },
  );

  app.get(
    '/api/Learner/GetAllLearners',
    {
      schema: { ...learners, summary: 'All learners (admin)', response: { 200: z.array(anyRecord) } },
      onRequest: admin,
    },
    async () => (await listLearners(app.db, { status: 'all', page: 1, pageSize: ALL })).items,
  );
  app.post(
    '/api/Learner/GetUnapprovedLearners',
    {
      schema: { ...learners, summary: 'Pending learners (admin)', response: { 200: z.array(anyRecord) } },
      onRequest: admin,
    },
    async () => (await listLearners(app.db, { status: 'pending', page: 1, pageSize: ALL })).items,
  );
  app.get(
    '/api/Learner/GetLearnerById/:id',
    {
      schema: {
        ...learners,
        summary: 'One learner, as [{ learner, identifications, experience, qualifications, references }]',
        params: idParam,
        response: { 200: z.array(anyRecord) },
      },
      onRequest: signedIn,
    },
    async (request) => {
      assertCanViewLearner(request.auth!, request.params.id);
      const found = await findLearner(app.db, request.params.id);
      if (!found) throw notFound('Learner profile not found');
      return [
        { learner: found.record, identifications: [], experience: [], qualifications: [], references: [] },
      ];
    },
  );
  app.post(
    '/api/Learner/ApproveLearner',
    {
      schema: {
        ...learners,
        summary: 'Approve a pending learner; mails the username and password (admin)',
        body: learnerIdBody,
        response: { 200: action },
      },
      onRequest: admin,
    },
    async (request) => {
      await decideLearner(app.db, request.body.LearnerId, 'approve', ctx(request));
      app.outbox.kick();
      return { success: true, message: 'Learner approved. The username and password have been emailed.' };
    },
  );
  app.post(
    '/api/Learner/RejectLearner',
    {
      schema: {
        ...learners,
        summary: 'Reject a pending learner (admin)',
        body: learnerIdBody,
        response: { 200: action },
      },
      onRequest: admin,
    },
    async (request) => {
      await decideLearner(app.db, request.body.LearnerId, 'reject', ctx(request));
      app.outbox.kick();
      return { success: true, message: 'Learner rejected.' };
    },
  );

  const paged = z.object({
    items: z.array(anyRecord),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  });
  const tally = z.object({
    total: z.number(),
    approved: z.number(),
    pending: z.number(),
    rejected: z.number(),
  });
  app.get(
    '/api/Admin/Employers',
    {
      schema: {
        tags: ['admin'],
        security: bearer,
        summary: 'Employers: search, status filter, paging',
        querystring: listQuery,
        response: { 200: paged },
      },
      onRequest: admin,
    },
    async (request) => listEmployers(app.db, request.query),
  );
  app.get(
    '/api/Admin/Learners',
    {
      schema: {
        tags: ['admin'],
        security: bearer,
        summary: 'Learners: search, status filter, paging',
        querystring: listQuery,
        response: { 200: paged },
      },
      onRequest: admin,
    },
    async (request) => {
      const page = await listLearners(app.db, request.query);
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
        response: { 200: z.object({ employers: tally, learners: tally, approvalRate: z.number() }) },
      },
      onRequest: admin,
    },
    async () => accountStats(app.db),
  );
};
