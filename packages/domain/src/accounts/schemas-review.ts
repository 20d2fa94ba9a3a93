import { z } from 'zod';
import { hasForbiddenControl, normalizeText, textField } from '../shared/field-schemas.ts';
import { MESSAGES } from '../shared/messages.ts';
import { accountKeyField } from '../shared/record-fields.ts';
import { keysetQueryFields } from '../shared/schemas.ts';
import { invalidValueMessage, tooLongMessage } from '../shared/texts.ts';

/**
 * The programme office's review of sign-ups (docs/api-accounts.md "Admin"): an account's review state,
 * the paged lists' query, approving and rejecting (with an optional reason), and the counts.
 */

/** An account's review state: pending until an admin approves or rejects it. */
export const accountStatusSchema = z.enum(['pending', 'approved', 'rejected']);

/** An account's review state. */
export type AccountStatus = z.output<typeof accountStatusSchema>;

/**
 * The order of the admin Employers and Learners lists (`sort`): newest sign-ups first (the tables'
 * default) or oldest first (the overview's queue of pending sign-ups, issue 16).
 */
export const ACCOUNT_LIST_SORTS = ['newest', 'oldest'] as const;

/** The order of an admin account list. */
export type AccountListSort = (typeof ACCOUNT_LIST_SORTS)[number];

// Every text parameter goes through a domain text field: a NUL or any other control character is a
// 400 naming the parameter, never a database error.
/**
 * `GET /api/Admin/Employers|Learners` ?search&status&page&pageSize&sort&cursor&count: newest sign-ups
 * first by default; oldest first feeds the overview's queue of pending sign-ups (issue 16). `cursor`
 * pages from a previous answer's `nextCursor`/`previousCursor` (issue 31); `page` still pages by offset.
 */
export const accountListQuerySchema = z.strictObject({
  search: textField('search', { max: 100 }),
  status: z.enum(['all', 'pending', 'approved', 'rejected']).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  sort: z.enum(ACCOUNT_LIST_SORTS).default('newest'),
  ...keysetQueryFields,
});
/** An admin account list's query. */
export type AccountListQuery = z.output<typeof accountListQuerySchema>;

/** Accounts of one role counted by review status. */
export const statusTallySchema = z.object({
  total: z.number(),
  approved: z.number(),
  pending: z.number(),
  rejected: z.number(),
});

/** Accounts of one role counted by review status. */
export type StatusTally = z.output<typeof statusTallySchema>;

/** `GET /api/Admin/Stats`: counts by status and the approval rate (whole percent over both roles). */
export const adminStatsSchema = z.object({
  employers: statusTallySchema,
  learners: statusTallySchema,
  approvalRate: z.number(),
  /** Mails the outbox gave up on after retrying them for a day (issue 12). */
  failedMail: z.number(),
});

/** `GET /api/Admin/Stats`. */
export type AdminStats = z.output<typeof adminStatsSchema>;

/** Longest reason an admin may give for a rejection. */
export const REJECT_REASON_MAX = 500;

/**
 * The optional reason for a rejection (issue 16): mailed to the applicant and kept with the decision.
 * Trimmed; several lines allowed; any other control character (NUL included) is refused by name.
 */
export const rejectReasonSchema = z
  .preprocess(normalizeText, z.string({ error: invalidValueMessage('Reason') }))
  .superRefine((value, ctx) => {
    let message: string | undefined;
    if (hasForbiddenControl(value, true)) message = MESSAGES.rejectReasonInvalid;
    else if (value.length > REJECT_REASON_MAX) message = tooLongMessage('Reason', REJECT_REASON_MAX);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

// An account key as text only: a number or an object is '{name} is required', as before.
const accountKey = (name: string) =>
  z.preprocess((value) => (typeof value === 'string' ? value : undefined), accountKeyField(name, true));

/** `POST /api/Employer/ApproveEmployer` { EmpId }. */
export const approveEmployerBodySchema = z.strictObject({ EmpId: accountKey('EmpId') });
/** `POST /api/Employer/RejectEmployer` { EmpId, Reason? }: the reason is mailed and kept (issue 16). */
export const rejectEmployerBodySchema = approveEmployerBodySchema.extend({ Reason: rejectReasonSchema });
/** `POST /api/Learner/ApproveLearner` { LearnerId }. */
export const approveLearnerBodySchema = z.strictObject({ LearnerId: accountKey('LearnerId') });
/** `POST /api/Learner/RejectLearner` { LearnerId, Reason? }: the reason is mailed and kept (issue 16). */
export const rejectLearnerBodySchema = approveLearnerBodySchema.extend({ Reason: rejectReasonSchema });

/** The `{id}` of `GET /api/Employer/GetEmployerById/{id}` and `GET /api/Learner/GetLearnerById/{id}`. */
export const accountIdParamsSchema = z.object({ id: accountKeyField('id', true) });
