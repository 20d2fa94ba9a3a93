import { placementTypeName } from '@ojt/domain';
import type { MailContent } from './outbox.ts';

// Plain-text mails to an employer about a learner's application (issue 8: the employer is told
// when a learner applies or withdraws), in the voice of the other portal mails.
const SIGNATURE =
  '\n\n— The OJT Placement Portal, Trinidad and Tobago\nThis is an automated message; please do not reply.';

/** What a mail to an employer about an application names: who applied, for which job, where to look. */
export interface EmployerApplicationMailContext {
  to: string;
  company: string;
  jobTitle: string;
  learnerName: string;
  learnerId: string;
  /** `${publicUrl}/employer-dashboard?tab=applications` */
  applicationsUrl: string;
}

/** A learner applied for one of the employer's openings. */
export function applicationReceivedMail(
  context: EmployerApplicationMailContext,
  placementType: number,
): MailContent {
  const type = placementTypeName(placementType);
  return {
    to: context.to,
    subject: `New application: ${context.jobTitle}`,
    text:
      `Hello ${context.company},\n\n${context.learnerName} (learner ID ${context.learnerId}) has applied for ` +
      `${context.jobTitle}${type ? ` (placement type: ${type})` : ''}.\n\nYou can view the learner's profile, ` +
      `schedule an interview or add a comment here:\n${context.applicationsUrl}` +
      SIGNATURE,
  };
}

/** A learner withdrew an application to one of the employer's openings. */
export function applicationWithdrawnMail(context: EmployerApplicationMailContext): MailContent {
  return {
    to: context.to,
    subject: `Application withdrawn: ${context.jobTitle}`,
    text:
      `Hello ${context.company},\n\n${context.learnerName} (learner ID ${context.learnerId}) has withdrawn ` +
      `their application for ${context.jobTitle}. No action is needed; the application stays in your list ` +
      `marked as withdrawn:\n${context.applicationsUrl}` +
      SIGNATURE,
  };
}
