import { MESSAGES } from '@ojt/domain';
import type { MailContent } from './outbox.ts';

const SIGNATURE =
  '\n\n— The OJT Placement Portal, Trinidad and Tobago\nThis is an automated message; please do not reply.';

/** The code to withdraw a sign-up that was never approved (issue 11). */
export function withdrawCodeMail(to: string, name: string, code: string): MailContent {
  return {
    to,
    subject: MESSAGES.withdrawMailSubject,
    text:
      `Hello ${name},\n\nYou asked to withdraw your learner registration with the OJT Portal. Your code is:\n\n` +
      `    ${code}\n\nEnter it on the Withdraw my registration page within 10 minutes. Your registration and ` +
      'everything attached to it will then be deleted.\n\nIf you did not ask for this, ignore this message: ' +
      'nothing changes without the code.' +
      SIGNATURE,
    consoleNote: `withdraw code ${code}`,
  };
}

/** The answer to an approved learner who asked to withdraw: no code, and what the programme keeps. */
export function withdrawRefusedMail(to: string, name: string): MailContent {
  return {
    to,
    subject: MESSAGES.withdrawMailSubject,
    text: `Hello ${name},\n\nYou asked to withdraw your learner registration with the OJT Portal.\n\n${MESSAGES.withdrawApprovedRefused}${SIGNATURE}`,
  };
}
