import { z } from 'zod';
import { textField } from '../shared/field-schemas.ts';
import { accountKeyField, isoDateField, recordIdField } from '../shared/record-fields.ts';
import { invalidOptionMessage } from '../shared/texts.ts';
import { monthField } from '../timesheets/schemas.ts';
import { FUNDING_MODELS } from './rules-funding.ts';
import { FUNDING_MESSAGES } from './texts-funding.ts';

/**
 * Requests and answers of employers' funding, employer-paid months and reimbursement claims (issue
 * 28). Parameters in Title Case may come in the query string or the JSON body; months `YYYY-MM`,
 * dates `YYYY-MM-DD`, money integer cents.
 */

/** Longest reason for a change of funding. */
export const FUNDING_REASON_MAX = 500;
/** Longest reference of an employer's payment. */
export const PAYMENT_REFERENCE_MAX = 100;

/** Who pays an employer's trainees now: the model, and the month the office set it from (null: by type). */
export const employerFundingSchema = z.object({
  model: z.enum(FUNDING_MODELS),
  fromMonth: z.string().nullable(),
});
/** An employer's funding in force. */
export type EmployerFunding = z.output<typeof employerFundingSchema>;

/** POST /api/Admin/SetEmployerFunding ?EmpId&Model&FromMonth&Reason (all required). */
export const setEmployerFundingParamsSchema = z.strictObject({
  EmpId: accountKeyField('EmpId', true),
  Model: z.enum(FUNDING_MODELS, { error: FUNDING_MESSAGES.fundingModelInvalid }),
  FromMonth: monthField('FromMonth'),
  Reason: textField('Reason', {
    required: true,
    max: FUNDING_REASON_MAX,
    multiline: true,
    requiredMessage: FUNDING_MESSAGES.fundingReasonRequired,
  }),
});

/** SetEmployerFunding's data: the setting saved, and the funding in force now. */
export const employerFundingSetSchema = z.object({
  empId: z.string(),
  model: z.enum(FUNDING_MODELS),
  fromMonth: z.string(),
  reason: z.string(),
  funding: employerFundingSchema,
});

/** POST /api/Employer/ConfirmStipendPaid ?TimesheetId&PaidOn&Reference. */
export const confirmStipendPaidParamsSchema = z.strictObject({
  TimesheetId: recordIdField('TimesheetId'),
  PaidOn: isoDateField('PaidOn'),
  Reference: textField('Reference', {
    required: true,
    max: PAYMENT_REFERENCE_MAX,
    requiredMessage: FUNDING_MESSAGES.paymentReferenceRequired,
  }),
});

/** An employer's confirmation that it paid a month. */
export const employerStipendPaymentSchema = z.object({
  timesheetId: z.number(),
  month: z.string(),
  learnerId: z.string(),
  paidOn: z.string(),
  reference: z.string(),
  amountCents: z.number().int(),
  amountText: z.string(),
  /** The claim the month went into, and what it reimburses of it. */
  claimId: z.number(),
  reimbursedCents: z.number().int(),
});

/** The state of a claim's payment once a run takes it. */
export const CLAIM_PAYMENT_STATES = ['not-paid', 'in-run', 'sent', 'paid', 'failed'] as const;

/** One month of a claim: the learner, the month's stipend and the 60% reimbursed. */
export const claimLineSchema = z.object({
  timesheetId: z.number(),
  learnerId: z.string(),
  learnerName: z.string(),
  month: z.string(),
  stipendCents: z.number().int(),
  stipendText: z.string(),
  reimbursedCents: z.number().int(),
  reimbursedText: z.string(),
});

/** A reimbursement claim with its lines and, once a run takes it, its payment. */
export const reimbursementClaimSchema = z.object({
  claimId: z.number(),
  empId: z.string(),
  employerName: z.string(),
  month: z.string(),
  status: z.enum(['Pending', 'Approved']),
  amountCents: z.number().int(),
  amountText: z.string(),
  approvedAt: z.iso.datetime().nullable(),
  lines: z.array(claimLineSchema),
  payment: z.object({
    state: z.enum(CLAIM_PAYMENT_STATES),
    runId: z.number().nullable(),
    paidOn: z.string().nullable(),
    failedReason: z.string().nullable(),
  }),
});
/** A reimbursement claim. */
export type ReimbursementClaim = z.output<typeof reimbursementClaimSchema>;

/** GET /api/Employer/ReimbursementClaims, GET /api/Admin/ReimbursementClaims: newest first. */
export const reimbursementClaimsAnswerSchema = z.array(reimbursementClaimSchema);

/** GET /api/Admin/ReimbursementClaims ?Status (optional). */
export const adminClaimsQuerySchema = z.strictObject({
  Status: z.enum(['Pending', 'Approved'], { error: invalidOptionMessage('Status') }).optional(),
});

/** POST /api/Admin/ApproveReimbursementClaim ?ClaimId. */
export const approveClaimParamsSchema = z.strictObject({ ClaimId: recordIdField('ClaimId') });
