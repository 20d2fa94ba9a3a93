import { MESSAGES, PRUNE_AFTER_DAYS, RETENTION_DEFAULT_DAYS } from '@ojt/domain';
import { paths } from '../../../../config/paths';
import { LEGAL_UPDATED, type LegalDocument } from './types';

const { unverified, rejected } = RETENTION_DEFAULT_DAYS;
const { contactMessages, verificationLinks } = PRUNE_AFTER_DAYS;

// TODO(programme office / legal): confirm the retention periods and the response time before launch.
// The sign-up periods are the server's defaults (RETENTION_UNVERIFIED_DAYS, RETENTION_REJECTED_DAYS):
// change this notice with them. The contact-message and verification-link periods are the server's
// own (PRUNE_AFTER_DAYS).
export const PRIVACY_NOTICE: LegalDocument = {
  title: 'Privacy Policy',
  tabTitle: 'Privacy Policy',
  updated: LEGAL_UPDATED,
  intro:
    'This notice explains what personal information the OJT Portal collects, why, who can see it, how long we keep it and how you can ask for a copy. We handle your information in line with the principles of the Data Protection Act, 2011 of Trinidad and Tobago.',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'The OJT Portal is run by the On-the-Job Training Programme on behalf of the Government of the Republic of Trinidad and Tobago. The programme is responsible for the personal information you give us through the portal.',
      ],
    },
    {
      heading: 'What we collect',
      list: [
        'Learners: your name, date of birth, gender and marital status; your national ID, passport, birth certificate and National Insurance numbers; your home and permanent addresses, phone numbers and email addresses; your education, qualifications and employment status; disability information only if you choose to give it; and your applications, interviews and placement records.',
        'Employers: your organisation’s Employer ID, name, address, type, sector, size and contact details, and the name, job title, phone and email of your contact person.',
        'Everyone who writes to us: your name, email address and message.',
        'When you sign in: the time, and the internet address your device connects from, which we use to protect accounts from misuse.',
      ],
    },
    {
      heading: 'Why we use it',
      list: [
        'To check eligibility and approve or reject registrations.',
        'To match learners with openings and manage applications, interviews and placements.',
        'To calculate and pay stipends and to run and audit the programme.',
        'To send you the emails you need: verification codes, login details and changes to your applications.',
        'To answer your messages and keep the portal secure.',
        'To produce statistics about the programme that do not identify anyone.',
      ],
      after: ['We only collect what the programme needs. We never sell your information or use it for advertising.'],
    },
    {
      heading: 'Who can see it',
      list: [
        'Programme staff, and only the information their work requires.',
        'An employer can see a learner’s full profile only after that learner has applied to one of the employer’s openings, and only to assess the application and manage the placement.',
        'Disability information is seen only by you, programme staff, and the employers whose openings you apply to. Each time staff or an employer opens your identity numbers or disability information, it is recorded.',
        'Companies that host the portal and deliver our emails, under contract, only on our instructions and never for their own purposes.',
        'Other public bodies only where the law requires or allows it.',
      ],
    },
    {
      heading: 'How long we keep it',
      list: [
        'Account and placement records: while your account is open and for seven years after your last placement ends, to meet audit and record-keeping duties. After that we delete them or remove anything that identifies you.',
        `Registrations whose email address was never verified: deleted ${unverified} days after sign-up.`,
        `Registrations that were rejected: deleted ${rejected} days after the decision.`,
        'A learner or employer registration that is still waiting for approval, or was rejected, can be withdrawn and deleted at any time from the “Withdraw my registration” page (linked below and from the Sign In page). Approved registrations are kept as described above.',
        `Messages sent through the contact form: emailed to our support team as soon as you send them, and deleted from the portal ${contactMessages} days later.`,
        `Verification and withdrawal codes stop working within 10 minutes (verification links within 7 days); codes, ended sign-in sessions and temporary passwords are deleted a day after they stop working. The record of a verification link, kept so that an old link can tell you it was already used or has expired, is deleted ${verificationLinks} days after it was used or expired.`,
        'Emails we send you: the text is cleared as soon as the email is delivered; the record that it was sent (address, subject and date) is deleted 30 days later.',
        'The audit trail of decisions and of who viewed identity or disability information: kept with the placement records, and never edited.',
      ],
      links: [{ label: MESSAGES.withdrawSignupLink, to: paths.withdrawSignup }],
    },
    {
      heading: 'How we protect it',
      paragraphs: [
        'The portal is only reached over an encrypted connection. Passwords and verification codes are stored in a form that cannot be turned back into the original. Staff access is limited to what each role needs, and every approval decision records who made it and when.',
      ],
    },
    {
      heading: 'Your rights and how to ask for a copy',
      paragraphs: [
        'You may ask for a copy of the personal information we hold about you, and ask us to correct anything that is wrong or out of date. Many details can be corrected yourself from your profile once you are signed in.',
        'Learners can download a copy at any time: sign in, open Settings and choose “Download my data”, as a complete file (JSON) or a readable summary (PDF).',
        'To ask for a copy or a correction, send a message from the Contact page with the subject "Personal information request", or email us. We will confirm your identity before sending anything and aim to reply within 30 days. There is no charge.',
      ],
    },
    {
      heading: 'Changes to this notice',
      paragraphs: [
        'If we change how we use your information we will update this page and its date. If a change affects you significantly we will also tell you by email.',
      ],
    },
  ],
};
