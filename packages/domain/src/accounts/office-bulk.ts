import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.ts';
import { accountKeyField } from '../shared/record-fields.ts';
import { actionWithDataSchema } from '../shared/schemas.ts';

/**
 * The office's bulk approval (issue 30): the selected pending employers or learners approved at once,
 * each through the single approval (its own credentials mail, audit entry and transaction). Those
 * whose email is not confirmed are skipped and listed apart: the bulk never approves an address no
 * one has checked; the single Approve, with its warning, stays the way to approve one of them.
 */

/** Most accounts one bulk call (or one export selection) takes: a page of the admin tables at most. */
export const BULK_MAX = 100;

/** Texts of the bulk actions. */
export const OFFICE_BULK_MESSAGES = {
  bulkIdsRequired: 'Ids must list at least one account.',
  bulkIdsTooMany: `Ids may list at most ${BULK_MAX} accounts.`,
  bulkIdsDuplicate: 'Ids must not list the same account twice.',
  bulkSkippedNotFound: 'No such account.',
  bulkSkippedNotPending: 'No longer pending.',
  bulkSkippedEmailNotConfirmed: 'Email not confirmed.',
  bulkSkippedFailed: 'Could not be approved; try again.',
  bulkSelectionLabel: 'Select',
  bulkSelectPage: 'Select every pending row on this page',
  bulkApproveTitle: 'Approve the selected applications',
  bulkUnconfirmedApart:
    'Not approved: these applicants have not confirmed their email address. Check each one and approve it on its own.',
  bulkNothingToApprove: 'None of the selected applicants has confirmed their email address.',
} as const;

/** `n employer(s)` / `n learner(s)`. */
export function countNoun(n: number, kind: 'employer' | 'learner'): string {
  return `${n} ${kind}${n === 1 ? '' : 's'}`;
}

/** The bulk answer's message: how many were approved and how many were not. */
export function bulkApprovedMessage(approved: number, skipped: number, kind: 'employer' | 'learner'): string {
  const done = `${countNoun(approved, kind)} approved; each was emailed their credentials.`;
  return skipped === 0 ? done : `${done} ${skipped} not approved.`;
}

/** Why a selected account was not approved. */
export const BULK_SKIP_REASONS = ['notFound', 'notPending', 'emailNotConfirmed', 'failed'] as const;
/** Why a selected account was not approved. */
export type BulkSkipReason = (typeof BULK_SKIP_REASONS)[number];

/** The text shown for each reason. */
export const BULK_SKIP_TEXT: Record<BulkSkipReason, string> = {
  notFound: OFFICE_BULK_MESSAGES.bulkSkippedNotFound,
  notPending: OFFICE_BULK_MESSAGES.bulkSkippedNotPending,
  emailNotConfirmed: OFFICE_BULK_MESSAGES.bulkSkippedEmailNotConfirmed,
  failed: OFFICE_BULK_MESSAGES.bulkSkippedFailed,
};

/** A list of account keys (EmpId or LearnerId): 1 to 100, each a key, none twice (case-insensitive). */
export function accountKeyListField(name: string) {
  return z
    .array(
      // Each a key as text, as the single approval takes it: a number or an object is '{name} is required'.
      z.preprocess((value) => (typeof value === 'string' ? value : undefined), accountKeyField(name, true)),
      { error: `${name} must be a list of account ids.` },
    )
    .superRefine((ids, ctx) => {
      let message: string | undefined;
      if (ids.length === 0) message = OFFICE_BULK_MESSAGES.bulkIdsRequired;
      else if (ids.length > BULK_MAX) message = OFFICE_BULK_MESSAGES.bulkIdsTooMany;
      else if (new Set(ids.map((id) => id.toLowerCase())).size !== ids.length)
        message = OFFICE_BULK_MESSAGES.bulkIdsDuplicate;
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

/** `POST /api/Admin/ApproveEmployers|ApproveLearners` { Ids }: EmpIds or LearnerIds. */
export const bulkApproveBodySchema = z.strictObject({ Ids: accountKeyListField('Ids') });

/** What a bulk approval did: the ids approved, and the others with the reason. */
export const bulkApprovalSchema = z.object({
  approved: z.array(z.string()),
  skipped: z.array(z.object({ id: z.string(), reason: z.enum(BULK_SKIP_REASONS), message: z.string() })),
});
/** What a bulk approval did. */
export type BulkApproval = z.output<typeof bulkApprovalSchema>;

const bulkAnswer = actionWithDataSchema(bulkApprovalSchema);

/** Approves the selected pending employers, each mailed its credentials; the rest are listed with why. */
export const approveEmployersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Admin/ApproveEmployers',
  summary:
    'Approve up to 100 pending employers, each mailed its credentials; unconfirmed emails and others are skipped with the reason (admin)',
  tags: ['employers'],
  bearer: true,
  body: bulkApproveBodySchema,
  answer: bulkAnswer,
  failures: [400, 401, 403],
});

/** Approves the selected pending learners, each mailed the username and password; the rest are listed with why. */
export const approveLearnersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Admin/ApproveLearners',
  summary:
    'Approve up to 100 pending learners, each mailed the username and password; unconfirmed emails and others are skipped with the reason (admin)',
  tags: ['learners'],
  bearer: true,
  body: bulkApproveBodySchema,
  answer: bulkAnswer,
  failures: [400, 401, 403],
});
