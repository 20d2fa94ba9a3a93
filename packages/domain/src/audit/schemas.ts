import { z } from 'zod';
import { textField } from '../shared/field-schemas.ts';
import { MESSAGES } from '../shared/messages.ts';
import { isIsoDate } from '../shared/portal-time.ts';
import { pageSchema } from '../shared/schemas.ts';

/**
 * The audit trail (issue 11): every decision and sensitive read, recorded once in the transaction of
 * the change, never edited or deleted through the portal. The admin searches it and sees a record's
 * history on its detail view.
 */

/** What an entry records. Profile changes name the fields, never their values. */
export const AUDIT_ACTIONS = {
  'employer.approved': 'Employer approved',
  'employer.rejected': 'Employer rejected',
  'learner.approved': 'Learner approved',
  'learner.rejected': 'Learner rejected',
  'job.published': 'Job published',
  'job.unpublished': 'Job unpublished',
  'interview.scheduled': 'Interview scheduled',
  'application.outcome': 'Outcome set',
  'placement.placed': 'Learner placed',
  'placement.completed': 'Placement completed',
  'letter.issued': 'Experience letter issued',
  'letter.revoked': 'Experience letter revoked',
  'letter.reissue-allowed': 'New experience letter allowed',
  'placement.dates-corrected': 'Placement dates corrected',
  'timesheet.approved': 'Attendance month approved',
  'timesheet.returned': 'Attendance month returned',
  'timesheet.corrected': 'Attendance month corrected',
  'profile.updated': 'Profile updated',
  'export.downloaded': 'Export downloaded',
  'identity.viewed': 'Identity or disability data viewed',
  'data.downloaded': 'Own data downloaded',
  'signup.withdrawn': 'Sign-up withdrawn',
  'signup.expired': 'Sign-up deleted after its retention period',
  'holiday.added': 'Public holiday added',
  'holiday.removed': 'Public holiday removed',
  'stipend-schedule.added': 'Stipend rates added',
  'stipend-settings.changed': 'Stipend settings changed',
  'bank.added': 'Bank added',
  'bank-details.changed': 'Bank details changed',
  'payment-run.created': 'Payment run created',
  'payment-run.recalculated': 'Payment run recalculated',
  'payment-run.approved': 'Payment run approved',
  'payment-run.rejected': 'Payment run rejected',
  'employer.funding-set': "Employer's funding set",
  'stipend.paid-by-employer': 'Month confirmed paid by the employer',
  'claim.approved': 'Reimbursement claim approved',
  // Payments: bank file and results
  'payment-run.sent': 'Payment run sent to the bank',
  'payment-run.results': 'Bank results applied to a payment run',
  // The placement agreement
  'agreement.confirmed': 'Placement agreement confirmed',
  'agreement.hours-set': "Placement's hours and days set",
  'agreement.conditions-changed': "Programme's agreement conditions changed",
  // Progress reviews (issue 29)
  'review.scheduled': 'Progress review scheduled',
  'review.held': 'Progress review meeting recorded',
  'review.signed-off': 'Progress review signed off',
  // Changes of circumstance (issue 29)
  'placement.break-recorded': 'Break in training recorded',
  'placement.transferred': 'Placement transferred',
  'placement.exited-early': 'Placement ended early',
} as const;
/** An audited action. */
export type AuditAction = keyof typeof AUDIT_ACTIONS;
/** Every audited action, in the order above. */
export const AUDIT_ACTION_IDS = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** The kinds of record an entry is about. */
export const AUDIT_RECORD_TYPES = [
  'employer',
  'learner',
  'job',
  'placement',
  'letter',
  'export',
  'timesheet',
  'holiday',
  'rates',
  'settings',
  'bank',
  'bank-account',
  'payment-run',
  'claim',
  'review',
] as const;
/** The kind of record an entry is about. */
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

const auditScalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * What an entry says beyond who, what and which record: plain values, lists of them (field names,
 * kinds of data) or one level of named values (an export's filters). Never a secret or an identity
 * number.
 */
export const auditDetailSchema = z.record(
  z.string(),
  z.union([auditScalar, z.array(auditScalar), z.record(z.string(), auditScalar)]),
);
/** What an entry says beyond who, what and which record. */
export type AuditDetail = z.output<typeof auditDetailSchema>;

/** One entry of the trail: who (username and role), what, which record, when (ISO 8601), from where. */
export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.iso.datetime(),
  actor: z.string().nullable(),
  actorRole: z.string().nullable(),
  action: z.string(),
  recordType: z.string(),
  recordId: z.string(),
  /** What changed or why (field names, a status, an export's filters and reason); never a secret. */
  detail: auditDetailSchema,
  ip: z.string().nullable(),
});
/** One entry of the trail. */
export type AuditEntry = z.output<typeof auditEntrySchema>;

/** GET /api/Admin/AuditTrail: one page, newest first. */
export const auditPageSchema = pageSchema(auditEntrySchema);
/** One page of the trail. */
export type AuditPage = z.output<typeof auditPageSchema>;

function dateField(name: string) {
  return textField(name, {
    max: 10,
    problem: (value) => (isIsoDate(value) ? undefined : `${name} must be a date (YYYY-MM-DD)`),
  });
}

/**
 * GET /api/Admin/AuditTrail ?actor&action&recordType&recordId&from&to&page&pageSize: `actor` a username
 * (any case), `from`/`to` days in Port of Spain time, inclusive.
 */
export const auditQuerySchema = z
  .strictObject({
    actor: textField('actor', { max: 100 }),
    action: z
      .enum(AUDIT_ACTION_IDS as [AuditAction, ...AuditAction[]], { error: 'action is not valid' })
      .optional(),
    recordType: z.enum(AUDIT_RECORD_TYPES, { error: 'recordType is not valid' }).optional(),
    recordId: textField('recordId', { max: 100 }),
    from: dateField('from'),
    to: dateField('to'),
    page: z.coerce.number({ error: 'page is not valid' }).int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number({ error: 'pageSize is not valid' }).int().min(1).max(100).default(20),
  })
  .superRefine((values, ctx) => {
    if (values.from && values.to && values.from > values.to)
      ctx.addIssue({ code: 'custom', message: MESSAGES.dateFromAfterTo, path: ['from'] });
  });
/** The trail's query. */
export type AuditQuery = z.output<typeof auditQuerySchema>;
