import {
  type AddressOwner,
  type AgreementNoticeContext,
  type AgreementQuestionNoticeContext,
  type AgreementReminder,
  type ApplicationNoticeContext,
  agreementChangedNotice,
  agreementQuestionNotice,
  agreementReminderNotice,
  applicationOutcomeNotice,
  applicationReceivedNotice,
  applicationSentNotice,
  applicationWithdrawnNotice,
  type BankDetailsChangedNoticeContext,
  bankDetailsChangedNotice,
  type ContactMessage,
  changeEmailVerificationNotice,
  contactMessageNotice,
  credentialsNotice,
  type EmployerApplicationNoticeContext,
  type EvaluationInBrief,
  emailChangeAddressTakenNotice,
  emailChangedNotice,
  employerPlacedNotice,
  interviewScheduledNotice,
  type LearnerReminderContext,
  learnerPlacedNotice,
  type NoticeTexts,
  type PlacedNoticeContext,
  type PlacementChange,
  type PlacementChangeNoticeContext,
  placementChangeNotice,
  placementCompletedNotice,
  type ReviewScheduledNoticeContext,
  recoveryNotice,
  rejectionNotice,
  reviewScheduledNotice,
  type StipendNoticeContext,
  type StipendPaidByEmployerNoticeContext,
  signupAddressTakenNotice,
  signupVerificationNotice,
  stipendFailedNotice,
  stipendPaidByEmployerNotice,
  stipendPaidNotice,
  stipendSentNotice,
  type TimesheetApprovedNoticeContext,
  type TimesheetCorrectedNoticeContext,
  type TimesheetReturnedNoticeContext,
  type TimesheetSubmittedNoticeContext,
  timesheetApprovedNotice,
  timesheetCorrectedNotice,
  timesheetNothingSavedNotice,
  timesheetNotSubmittedNotice,
  timesheetReturnedNotice,
  timesheetSubmittedNotice,
  timesheetsWaitingNotice,
  type WaitingReminderContext,
  type WithdrawRole,
  withdrawCodeNotice,
  withdrawRefusedNotice,
} from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database, MailAttachment } from '../db/schema.ts';
import { enqueueMail, enqueueMails, type MailContent } from '../mail/outbox.ts';
import { type InterviewDetails, interviewInvitation } from './interview-invitation.ts';

/** Who a notice is for: the account (null for none, e.g. support) and the address it goes to. */
export interface Recipient {
  userId: number | null;
  email: string;
  /** How the notice greets them, where it greets by name. */
  name?: string;
}

type ToLearner = ApplicationNoticeContext;
type ToEmployer = EmployerApplicationNoticeContext;

/** Every notice the portal sends, one kind per text; its texts are the domain's `*Notice` functions. */
export type NoticeEvent =
  | { kind: 'application-received'; context: ToEmployer; placementType: number }
  | { kind: 'application-withdrawn'; context: ToEmployer }
  | { kind: 'application-sent'; context: ToLearner; placementType: number }
  | { kind: 'interview-scheduled'; context: ToLearner; interview: InterviewDetails }
  | { kind: 'application-outcome'; context: ToLearner; selected: boolean }
  | { kind: 'placement-completed'; context: ToLearner; evaluation: EvaluationInBrief }
  | { kind: 'learner-placed'; placed: PlacedNoticeContext }
  | { kind: 'employer-placed'; placed: PlacedNoticeContext }
  | { kind: 'credentials'; username: string; password: string; loginUrl: string }
  | { kind: 'rejection'; supportUrl: string; withdrawUrl: string; reason: string | null }
  | { kind: 'recovery'; username: string; password: string; loginUrl: string }
  | { kind: 'signup-verification'; link: string; code: string; withdrawUrl: string }
  | { kind: 'change-email-verification'; link: string; code: string }
  | { kind: 'email-changed'; newEmail: string }
  | { kind: 'signup-address-taken'; owner: AddressOwner; loginUrl: string }
  | { kind: 'email-change-address-taken'; owner: { username: string; name: string }; loginUrl: string }
  | { kind: 'withdraw-code'; code: string; role: WithdrawRole }
  | { kind: 'withdraw-refused'; role: WithdrawRole }
  | { kind: 'contact-message'; message: ContactMessage }
  | { kind: 'timesheet-submitted'; context: Omit<TimesheetSubmittedNoticeContext, 'contactName'> }
  | { kind: 'timesheet-returned'; context: TimesheetReturnedNoticeContext }
  | { kind: 'timesheet-corrected'; context: Omit<TimesheetCorrectedNoticeContext, 'name'> }
  | { kind: 'timesheet-nothing-saved'; reminder: LearnerReminderContext }
  | { kind: 'timesheet-not-submitted'; reminder: LearnerReminderContext }
  | { kind: 'timesheets-waiting'; waiting: Omit<WaitingReminderContext, 'contactName'> }
  | { kind: 'bank-details-changed'; context: Omit<BankDetailsChangedNoticeContext, 'name'> }
  | { kind: 'timesheet-approved'; context: TimesheetApprovedNoticeContext }
  | { kind: 'stipend-paid-by-employer'; context: StipendPaidByEmployerNoticeContext }
  // Payments: bank file and results
  | { kind: 'stipend-sent'; stipend: StipendNoticeContext }
  | { kind: 'stipend-paid'; stipend: StipendNoticeContext & { paidOn: string } }
  | { kind: 'stipend-failed'; stipend: StipendNoticeContext & { reason: string } }
  // The placement agreement
  | { kind: 'agreement-changed'; agreement: AgreementNoticeContext }
  | { kind: 'agreement-reminder'; agreement: AgreementNoticeContext; after: AgreementReminder }
  | { kind: 'agreement-question'; question: AgreementQuestionNoticeContext }
  // Progress reviews
  | { kind: 'review-scheduled'; context: Omit<ReviewScheduledNoticeContext, 'name'> }
  | {
      kind: 'placement-change';
      context: Omit<PlacementChangeNoticeContext, 'name'>;
      change: PlacementChange;
    };

/** A notice with the one it is for, as a status change carries it. */
export interface Notice {
  event: NoticeEvent;
  recipient: Recipient;
}

/** The channels a notice can go by (outbox.channel); SMS and in-portal come next. */
export type Channel = 'email';

/** The event's words for the recipient, from the domain. */
function noticeTexts(event: NoticeEvent, name: string): NoticeTexts {
  switch (event.kind) {
    case 'application-received':
      return applicationReceivedNotice({ ...event.context, placementType: event.placementType });
    case 'application-withdrawn':
      return applicationWithdrawnNotice(event.context);
    case 'application-sent':
      return applicationSentNotice({ ...event.context, placementType: event.placementType });
    case 'interview-scheduled':
      return interviewScheduledNotice({ ...event.context, interview: event.interview });
    case 'application-outcome':
      return applicationOutcomeNotice({ ...event.context, selected: event.selected });
    case 'placement-completed':
      return placementCompletedNotice({ ...event.context, evaluation: event.evaluation });
    case 'learner-placed':
      return learnerPlacedNotice(event.placed);
    case 'employer-placed':
      return employerPlacedNotice({ ...event.placed, contactName: name });
    case 'credentials':
    case 'recovery': {
      const context = { name, username: event.username, password: event.password, loginUrl: event.loginUrl };
      return event.kind === 'credentials' ? credentialsNotice(context) : recoveryNotice(context);
    }
    case 'rejection':
      return rejectionNotice({
        name,
        supportUrl: event.supportUrl,
        withdrawUrl: event.withdrawUrl,
        reason: event.reason,
      });
    case 'signup-verification':
      return signupVerificationNotice({
        name,
        link: event.link,
        code: event.code,
        withdrawUrl: event.withdrawUrl,
      });
    case 'change-email-verification':
      return changeEmailVerificationNotice({ name, link: event.link, code: event.code });
    case 'email-changed':
      return emailChangedNotice({ name, newEmail: event.newEmail });
    case 'signup-address-taken':
      return signupAddressTakenNotice({ owner: event.owner, loginUrl: event.loginUrl });
    case 'email-change-address-taken':
      return emailChangeAddressTakenNotice({ owner: event.owner, loginUrl: event.loginUrl });
    case 'withdraw-code':
      return withdrawCodeNotice({ name, code: event.code, role: event.role });
    case 'withdraw-refused':
      return withdrawRefusedNotice({ name, role: event.role });
    case 'contact-message':
      return contactMessageNotice({ message: event.message });
    case 'timesheet-submitted':
      return timesheetSubmittedNotice({ ...event.context, contactName: name });
    case 'timesheet-returned':
      return timesheetReturnedNotice(event.context);
    case 'timesheet-corrected':
      return timesheetCorrectedNotice({ ...event.context, name });
    case 'timesheet-nothing-saved':
      return timesheetNothingSavedNotice(event.reminder);
    case 'timesheet-not-submitted':
      return timesheetNotSubmittedNotice(event.reminder);
    case 'timesheets-waiting':
      return timesheetsWaitingNotice({ ...event.waiting, contactName: name });
    case 'bank-details-changed':
      return bankDetailsChangedNotice({ ...event.context, name });
    case 'timesheet-approved':
      return timesheetApprovedNotice(event.context);
    case 'stipend-paid-by-employer':
      return stipendPaidByEmployerNotice(event.context);
    case 'stipend-sent':
      return stipendSentNotice(event.stipend);
    case 'stipend-paid':
      return stipendPaidNotice(event.stipend);
    case 'stipend-failed':
      return stipendFailedNotice(event.stipend);
    case 'agreement-changed':
      return agreementChangedNotice(event.agreement);
    case 'agreement-reminder':
      return agreementReminderNotice({ ...event.agreement, after: event.after });
    case 'agreement-question':
      return agreementQuestionNotice(event.question);
    case 'review-scheduled':
      return reviewScheduledNotice({ ...event.context, name });
    case 'placement-change':
      return placementChangeNotice({ ...event.context, name }, event.change);
  }
}

/** What the development console prints for a mail it does not send: the secret a tester needs. */
function consoleNoteFor(event: NoticeEvent): string | undefined {
  switch (event.kind) {
    case 'signup-verification':
    case 'change-email-verification':
      return `link ${event.link} code ${event.code}`;
    case 'credentials':
      return `username ${event.username} password ${event.password}`;
    case 'recovery':
      return `username ${event.username} temporary password ${event.password}`;
    case 'withdraw-code':
      return `withdraw code ${event.code}`;
    case 'contact-message':
      return `from ${event.message.email}`;
    default:
      return undefined;
  }
}

/** The files a notice carries: the interview's calendar invitation. */
function attachmentsFor(event: NoticeEvent): MailAttachment[] | undefined {
  if (event.kind === 'interview-scheduled') return [interviewInvitation(event.context, event.interview)];
  return undefined;
}

/** The event as an email to the recipient: the domain's words, the address, the console note and files. */
function renderEmail(event: NoticeEvent, to: Recipient): MailContent {
  const mail: MailContent = { to: to.email, ...noticeTexts(event, to.name ?? '') };
  const consoleNote = consoleNoteFor(event);
  if (consoleNote !== undefined) mail.consoleNote = consoleNote;
  const attachments = attachmentsFor(event);
  if (attachments) mail.attachments = attachments;
  return mail;
}

/** The channel a notice goes by: email for every notice until SMS and in-portal notices exist. */
function channelFor(_event: NoticeEvent, _recipient: Recipient): Channel {
  return 'email';
}

/**
 * Sends a notice: chooses its channel, renders its texts and writes it to the outbox with that
 * channel. Pass the transaction of the change that causes it, so the notice exists exactly when the
 * change does; the outbox worker delivers it.
 */
export async function notify(trx: Kysely<Database>, event: NoticeEvent, recipient: Recipient): Promise<void> {
  const channel = channelFor(event, recipient);
  await enqueueMail(trx, { ...renderEmail(event, recipient), toUserId: recipient.userId }, channel);
}

/** The type of `notify`, for code that is handed it. */
export type Notify = typeof notify;

/**
 * Sends many notices as `notify` does, queued in one statement: a payment run tells up to 20,000
 * learners in the transaction that sends it, where a row each would take seconds.
 */
export async function notifyMany(trx: Kysely<Database>, notices: readonly Notice[]): Promise<void> {
  await enqueueMails(
    trx,
    notices.map(({ event, recipient }) => ({ ...renderEmail(event, recipient), toUserId: recipient.userId })),
  );
}

/** The type of `notifyMany`. */
export type NotifyMany = typeof notifyMany;
