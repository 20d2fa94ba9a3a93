import { defineEndpoint } from '../shared/endpoint.ts';
import { actionWithDataSchema } from '../shared/schemas.ts';
import {
  createPaymentRunParamsSchema,
  paymentRunDetailSchema,
  paymentRunIdParamsSchema,
  paymentRunPageSchema,
  paymentRunPathSchema,
  paymentRunSchema,
  paymentRunsQuerySchema,
  rejectPaymentRunParamsSchema,
} from './schemas-runs.ts';

// Payment runs (issue 28): the office creates a run for a month and pay cycle, recalculates it while
// a draft, and a second admin approves or rejects it. Admins only.
const tags = ['admin: payment runs'];
const change = [400, 401, 403, 404, 409] as const;

/** Creates the run of a month and cycle from every payable month (409 when one is open). */
export const createPaymentRunEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Admin/CreatePaymentRun',
  summary:
    'Create the payment run of a Month and pay Cycle from the approved months the programme pays, earlier months held back or failed whose bank details changed since, and approved reimbursement claims; 409 when a run of that month and cycle is open',
  tags,
  bearer: true,
  body: createPaymentRunParamsSchema,
  status: 201,
  answer: actionWithDataSchema(paymentRunDetailSchema),
  failures: [400, 401, 403, 409],
});

/** The runs, newest first, one page at a time. */
export const paymentRunsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Admin/PaymentRuns',
  summary: 'The payment runs, newest first, one page at a time',
  tags,
  bearer: true,
  query: paymentRunsQuerySchema,
  answer: paymentRunPageSchema,
  failures: [400, 401, 403],
});

/** One run with its lines (accounts masked), the held lines apart, and its totals. */
export const paymentRunEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Admin/PaymentRun/:id',
  summary: 'One payment run with its lines (accounts masked), the lines held back apart, and its totals',
  tags,
  bearer: true,
  params: paymentRunPathSchema,
  answer: paymentRunDetailSchema,
  failures: [400, 401, 403, 404],
});

/** Works a draft run's lines out again, with bank details changed since. */
export const recalculatePaymentRunEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Admin/RecalculatePaymentRun',
  summary: "Work a draft run's lines out again (bank details changed since included); 409 once approved",
  tags,
  bearer: true,
  body: paymentRunIdParamsSchema,
  answer: actionWithDataSchema(paymentRunDetailSchema),
  failures: change,
});

/** The second signature: another admin than its creator approves a draft run, freezing its lines. */
export const approvePaymentRunEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Admin/ApprovePaymentRun',
  summary:
    'Approve a draft run, freezing its lines; 403 for the admin who created it (two signatures), 409 unless a draft',
  tags,
  bearer: true,
  body: paymentRunIdParamsSchema,
  answer: actionWithDataSchema(paymentRunSchema),
  failures: change,
});

/** Rejects a draft or approved (not sent) run with a reason: its months are payable again. */
export const rejectPaymentRunEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Admin/RejectPaymentRun',
  summary:
    'Reject a draft run, or an approved one not yet sent, with a Reason (required); its months can be paid in another run',
  tags,
  bearer: true,
  body: rejectPaymentRunParamsSchema,
  answer: actionWithDataSchema(paymentRunSchema),
  failures: change,
});
