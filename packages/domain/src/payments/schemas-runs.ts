import { z } from 'zod';
import { textField } from '../shared/field-schemas.ts';
import { recordIdField, toRecordId } from '../shared/record-fields.ts';
import { pageSchema } from '../shared/schemas.ts';
import { monthField } from '../timesheets/schemas.ts';
import { PAYMENT_LINE_STATUS, PAYMENT_RUN_STATUS } from './rules-runs.ts';
import { PAYMENT_RUN_MESSAGES } from './texts-runs.ts';

/**
 * Requests and answers of the payment run calls (issue 28). Parameters in Title Case may come in the
 * query string or the JSON body; months are `YYYY-MM`, money integer cents, instants ISO 8601.
 */

/** Longest reason for rejecting a run. */
export const RUN_REASON_MAX = 1000;

/** A pay cycle, 1 or 2, as a number (JSON) or a digit (query string). */
const cycleField = z.preprocess(
  toRecordId,
  z.union([z.literal(1), z.literal(2)], { error: PAYMENT_RUN_MESSAGES.runCycleInvalid }),
);

/** POST /api/Admin/CreatePaymentRun ?Month&Cycle. */
export const createPaymentRunParamsSchema = z.strictObject({
  Month: monthField('Month'),
  Cycle: cycleField,
});
/** CreatePaymentRun's parameters. */
export type CreatePaymentRunParams = z.output<typeof createPaymentRunParamsSchema>;

/** POST /api/Admin/RecalculatePaymentRun ?RunId, /api/Admin/ApprovePaymentRun ?RunId. */
export const paymentRunIdParamsSchema = z.strictObject({ RunId: recordIdField('RunId') });

/** POST /api/Admin/RejectPaymentRun ?RunId&Reason (required: 400 without). */
export const rejectPaymentRunParamsSchema = z.strictObject({
  RunId: recordIdField('RunId'),
  Reason: textField('Reason', {
    required: true,
    max: RUN_REASON_MAX,
    multiline: true,
    requiredMessage: PAYMENT_RUN_MESSAGES.runRejectReasonRequired,
  }),
});

/** GET /api/Admin/PaymentRun/{id}. */
export const paymentRunPathSchema = z.strictObject({ id: recordIdField('id') });

/** GET /api/Admin/PaymentRuns ?Page&PageSize. */
export const paymentRunsQuerySchema = z.strictObject({
  Page: z.coerce.number({ error: 'Page is not valid' }).int().min(1).max(100_000).default(1),
  PageSize: z.coerce.number({ error: 'PageSize is not valid' }).int().min(1).max(100).default(20),
});
/** The runs list's query. */
export type PaymentRunsQuery = z.output<typeof paymentRunsQuerySchema>;

/** A run as lists and actions answer it: its month, cycle, state, totals and signatures. */
export const paymentRunSchema = z.object({
  runId: z.number(),
  month: z.string(),
  cycle: z.union([z.literal(1), z.literal(2)]),
  status: z.enum(PAYMENT_RUN_STATUS),
  /** The Pending lines' sum. */
  totalCents: z.number().int(),
  /** '12,345.67 TTD'. */
  totalText: z.string(),
  /** Lines to pay (Pending, or Paid/Failed once results came). */
  lineCount: z.number().int(),
  /** Lines held back (no bank details): listed, not paid. */
  heldCount: z.number().int(),
  /** '2 lines to pay, 1 held back'. */
  countsText: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
  calculatedAt: z.iso.datetime(),
  approvedBy: z.string().nullable(),
  approvedAt: z.iso.datetime().nullable(),
  rejectedBy: z.string().nullable(),
  rejectedAt: z.iso.datetime().nullable(),
  rejectedReason: z.string().nullable(),
  sentBy: z.string().nullable(),
  sentAt: z.iso.datetime().nullable(),
  closedAt: z.iso.datetime().nullable(),
});
/** A payment run. */
export type PaymentRun = z.output<typeof paymentRunSchema>;

/** One line of a run as its screen shows it: never the whole account number. */
export const paymentLineSchema = z.object({
  lineId: z.number(),
  kind: z.enum(['stipend', 'claim']),
  timesheetId: z.number().nullable(),
  claimId: z.number().nullable(),
  /** The month the line pays (`YYYY-MM`): the attendance month, or the claim's month. */
  month: z.string(),
  /** The learner's username, or the employer's EmpId for a claim. */
  employeeId: z.string(),
  payeeName: z.string(),
  /** The learner's name (null for a claim). */
  learnerName: z.string().nullable(),
  employerName: z.string(),
  /** Null for a claim. */
  daysCredited: z.number().nullable(),
  amountCents: z.number().int(),
  amountText: z.string(),
  bankName: z.string().nullable(),
  /** '•••• 4821'; null when held (no bank details). */
  account: z.string().nullable(),
  accountHolder: z.string().nullable(),
  status: z.enum(PAYMENT_LINE_STATUS),
  failedReason: z.string().nullable(),
  /** Why a Held line is held: 'No bank details' or 'Agreement not confirmed'; null when not held. */
  heldReason: z.string().nullable().optional(),
  /** 'YYYY-MM-DD'. */
  paidOn: z.string().nullable(),
});
/** A line of a payment run. */
export type PaymentLine = z.output<typeof paymentLineSchema>;

/** GET /api/Admin/PaymentRun/{id}: the run, its lines to pay and, apart, the lines held back. */
export const paymentRunDetailSchema = paymentRunSchema.extend({
  lines: z.array(paymentLineSchema),
  held: z.array(paymentLineSchema),
});
/** A run with its lines. */
export type PaymentRunDetail = z.output<typeof paymentRunDetailSchema>;

/** GET /api/Admin/PaymentRuns: one page, newest first. */
export const paymentRunPageSchema = pageSchema(paymentRunSchema);
