import type { ContactMessage, PlacementEvaluation } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  applicationReceivedMail,
  applicationWithdrawnMail,
  type EmployerApplicationMailContext,
} from '../mail/learner-templates.ts';
import { enqueueMail, type MailContent } from '../mail/outbox.ts';
import {
  type ApplicationMailContext,
  applicationOutcomeMail,
  type InterviewDetails,
  interviewScheduledMail,
} from '../mail/placement-templates.ts';
import {
  type AddressOwner,
  emailChangeAddressTakenMail,
  signupAddressTakenMail,
} from '../mail/signup-templates.ts';
import {
  changeEmailVerificationMail,
  contactMail,
  credentialsMail,
  emailChangedNoticeMail,
  employerPlacedMail,
  learnerPlacedMail,
  type PlacedMailContext,
  placementCompletedMail,
  recoveryMail,
  rejectionMail,
  signupVerificationMail,
} from '../mail/templates.ts';
import { withdrawCodeMail, withdrawRefusedMail } from '../mail/withdraw-templates.ts';

/** Who a notice is for: the account (null for none, e.g. support) and the address it goes to. */
export interface Recipient {
  userId: number | null;
  email: string;
  /** How the notice greets them, where it greets by name. */
  name?: string;
}

type ToLearner = Omit<ApplicationMailContext, 'to'>;
type ToEmployer = Omit<EmployerApplicationMailContext, 'to'>;

/** Every notice the portal sends, one kind per text; its texts are the server's mail templates. */
export type NoticeEvent =
  | { kind: 'application-received'; context: ToEmployer; placementType: number }
  | { kind: 'application-withdrawn'; context: ToEmployer }
  | { kind: 'interview-scheduled'; context: ToLearner; interview: InterviewDetails }
  | { kind: 'application-outcome'; context: ToLearner; selected: boolean }
  | {
      kind: 'placement-completed';
      context: ToLearner;
      evaluation: Pick<
        PlacementEvaluation,
        'attendance' | 'punctuality' | 'quality' | 'teamwork' | 'overall'
      >;
    }
  | { kind: 'learner-placed'; placed: PlacedMailContext }
  | { kind: 'employer-placed'; placed: PlacedMailContext }
  | { kind: 'credentials'; username: string; password: string; loginUrl: string }
  | { kind: 'rejection'; supportUrl: string; reason: string | null }
  | { kind: 'recovery'; username: string; password: string; loginUrl: string }
  | { kind: 'signup-verification'; link: string; code: string }
  | { kind: 'change-email-verification'; link: string; code: string }
  | { kind: 'email-changed'; newEmail: string }
  | { kind: 'signup-address-taken'; owner: AddressOwner; loginUrl: string }
  | { kind: 'email-change-address-taken'; owner: { username: string; name: string }; loginUrl: string }
  | { kind: 'withdraw-code'; code: string }
  | { kind: 'withdraw-refused' }
  | { kind: 'contact-message'; message: ContactMessage };

/** A notice with the one it is for, as a status change carries it. */
export interface Notice {
  event: NoticeEvent;
  recipient: Recipient;
}

/** The channels a notice can go by (outbox.channel); SMS and in-portal come next. */
export type Channel = 'email';

/** The event's texts for the recipient, from the mail templates. */
function renderEmail(event: NoticeEvent, to: Recipient): MailContent {
  const email = to.email;
  const name = to.name ?? '';
  switch (event.kind) {
    case 'application-received':
      return applicationReceivedMail({ ...event.context, to: email }, event.placementType);
    case 'application-withdrawn':
      return applicationWithdrawnMail({ ...event.context, to: email });
    case 'interview-scheduled':
      return interviewScheduledMail({ ...event.context, to: email }, event.interview);
    case 'application-outcome':
      return applicationOutcomeMail({ ...event.context, to: email }, event.selected);
    case 'placement-completed':
      return placementCompletedMail({ ...event.context, to: email }, event.evaluation);
    case 'learner-placed':
      return learnerPlacedMail(email, event.placed);
    case 'employer-placed':
      return employerPlacedMail(email, name, event.placed);
    case 'credentials':
      return credentialsMail(email, name, event.username, event.password, event.loginUrl);
    case 'rejection':
      return rejectionMail(email, name, event.supportUrl, event.reason);
    case 'recovery':
      return recoveryMail(email, name, event.username, event.password, event.loginUrl);
    case 'signup-verification':
      return signupVerificationMail(email, name, event.link, event.code);
    case 'change-email-verification':
      return changeEmailVerificationMail(email, name, event.link, event.code);
    case 'email-changed':
      return emailChangedNoticeMail(email, name, event.newEmail);
    case 'signup-address-taken':
      return signupAddressTakenMail(email, event.owner, event.loginUrl);
    case 'email-change-address-taken':
      return emailChangeAddressTakenMail(email, event.owner, event.loginUrl);
    case 'withdraw-code':
      return withdrawCodeMail(email, name, event.code);
    case 'withdraw-refused':
      return withdrawRefusedMail(email, name);
    case 'contact-message':
      return contactMail(email, event.message);
  }
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
