import { z } from 'zod';
import { auditEntrySchema } from '../audit/schemas.ts';
import { bankDetailsSchema } from '../payments/schemas-bank.ts';
import { stipendMonthSchema } from '../payments/schemas-stipend.ts';
import { learnerApplicationItemSchema } from '../placements/schemas-answers.ts';
import { timesheetSchema } from '../timesheets/schemas.ts';
import { learnerByIdAnswerSchema } from './schemas.ts';

/**
 * A learner's rights over their data (issue 11, Data Protection Act 2011 s.6): a copy of everything
 * the portal holds about them, and how long unapproved sign-ups are kept (withdrawing one is in
 * `signup/schemas.ts`).
 */

/**
 * How long sign-ups that were never approved are kept, in days: never verified (counted from the
 * sign-up) and rejected (counted from the decision). The server's RETENTION_UNVERIFIED_DAYS and
 * RETENTION_REJECTED_DAYS default to these, and the privacy notice states them.
 */
export const RETENTION_DEFAULT_DAYS = { unverified: 30, rejected: 180 } as const;

/**
 * How long the server keeps, in days, what matters only for a while; the privacy notice states them.
 * A contact message is mailed to support at once and kept this long after it was sent; a verification
 * link is remembered this long after it was used or expired (so that an old link can say why it no
 * longer works). Mail that could not be delivered keeps its body (a contact message, a mailed password
 * or code) this long after it was queued, then only its subject, account, status and dates.
 */
export const PRUNE_AFTER_DAYS = { contactMessages: 30, verificationLinks: 30, failedMail: 30 } as const;

/** A mail the portal sent to the learner: its subject and when, never its body (codes, passwords). */
export const sentMailSchema = z.object({
  subject: z.string(),
  /** When it was queued (ISO 8601). */
  queuedAt: z.iso.datetime(),
  /** When it was delivered (ISO 8601); null while queued or after delivery failed. */
  sentAt: z.iso.datetime().nullable(),
  status: z.enum(['pending', 'sent', 'failed']),
});
/** A mail sent to the learner. */
export type SentMail = z.output<typeof sentMailSchema>;

/** A letter of one of the learner's placements: its id, code and dates. */
export const myLetterSchema = z.object({
  letterId: z.number(),
  placementId: z.number(),
  verificationCode: z.string(),
  issuedAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
});
/** A letter of the learner's. */
export type MyLetter = z.output<typeof myLetterSchema>;

/**
 * An audit entry as the learner's copy shows it: who acted by organisation and role (`actedBy`: 'You',
 * 'Programme office', the company's name), never a staff member's username or an IP address.
 */
export const myAuditEntrySchema = auditEntrySchema
  .omit({ actor: true, ip: true })
  .extend({ actedBy: z.string() });
/** An audit entry about the learner. */
export type MyAuditEntry = z.output<typeof myAuditEntrySchema>;

/**
 * `GET /api/Learner/MyData`: everything the portal holds about the signed-in learner, built on
 * request: the profile with its four lists, the applications with their history and letters, the
 * letters, the months of attendance, where each month's stipend is and the bank details (masked, as
 * every answer gives them), the mails sent to them, and the audit entries about their record and
 * their placements.
 */
export const myDataSchema = z.object({
  /** When this copy was made (ISO 8601). */
  generatedAt: z.iso.datetime(),
  account: z.object({
    username: z.string(),
    email: z.string(),
    status: z.enum(['pending', 'approved', 'rejected']),
    createdAt: z.iso.datetime(),
    emailVerifiedAt: z.iso.datetime().nullable(),
  }),
  profile: learnerByIdAnswerSchema.element,
  applications: z.array(learnerApplicationItemSchema),
  letters: z.array(myLetterSchema),
  /** The months of attendance of every placement, newest first, with their days. */
  timesheets: z.array(timesheetSchema),
  /** Where each month's stipend is (issue 28). */
  stipend: z.array(stipendMonthSchema),
  /** The account the stipend is paid into, masked; null before any is added. */
  bankDetails: bankDetailsSchema.nullable(),
  emails: z.array(sentMailSchema),
  auditEntries: z.array(myAuditEntrySchema),
});
/** The learner's own data. */
export type MyData = z.output<typeof myDataSchema>;
