import { NOTICE_SIGNATURE, type NoticeTexts } from '../shared/texts-notices.ts';
import { SIGNUP_MESSAGES } from './texts.ts';

/** Who an address already belongs to, as the sign-up that named it again is told (in the owner's mailbox only). */
export interface AddressOwner {
  username: string;
  name: string;
  role: 'learner' | 'employer';
}

/** After a sign-up: the link and the code that confirm its address, and what happens next. */
export function signupVerificationNotice(context: {
  name: string;
  link: string;
  code: string;
  /** The page to withdraw the registration on while it waits (issue 30). */
  withdrawUrl: string;
}): NoticeTexts {
  return {
    subject: 'Verify your email for the OJT Portal',
    text:
      `Hello ${context.name},\n\nThank you for registering with the On-the-Job Training Portal. Please confirm your email ` +
      `address by opening this link:\n\n${context.link}\n\nOr enter this 6-digit code on the verification page: ${context.code}\n` +
      '(the code is valid for 10 minutes; the link for 7 days).\n\nYour application will now be reviewed by our ' +
      'admin team. Once it is approved, we will email you your username and password.\n\n' +
      `Changed your mind? Until it is approved you can withdraw your registration, and we will delete it: ${context.withdrawUrl}` +
      NOTICE_SIGNATURE,
  };
}

/**
 * To the owner of an address someone tried to sign up with again. The sign-up answered as a new one
 * does (so it tells a stranger nothing); only this mailbox learns that the address is registered.
 */
export function signupAddressTakenNotice(context: { owner: AddressOwner; loginUrl: string }): NoticeTexts {
  const { owner, loginUrl } = context;
  const another =
    owner.role === 'employer'
      ? 'To register another company, sign up again with that company’s own email address.'
      : 'A person can hold one learner account only.';
  return {
    subject: 'Someone tried to sign up with your email address',
    text:
      `Hello ${owner.name},\n\nSomeone, perhaps you, just tried to register ${owner.role === 'employer' ? 'an employer' : 'a learner'} ` +
      `on the On-the-Job Training Portal with this email address. It already belongs to the account ` +
      `"${owner.username}", so no new account was created and nothing about yours changed.\n\n` +
      `If it was you: you already have an account. Sign in at ${loginUrl} with the username above (once ` +
      `the account is approved: its password is mailed then); if you have forgotten your password, use ` +
      `"Forgot password?" on that page. ${another}\n\n` +
      'If it was not you, you can ignore this message.' +
      NOTICE_SIGNATURE,
  };
}

/** Who withdraws: a learner, or an employer (issue 30). */
export type WithdrawRole = 'learner' | 'employer';

/** The code to withdraw a sign-up that was never approved (issue 11). */
export function withdrawCodeNotice(context: {
  name: string;
  code: string;
  role?: WithdrawRole;
}): NoticeTexts {
  return {
    subject: SIGNUP_MESSAGES.withdrawMailSubject,
    text:
      `Hello ${context.name},\n\nYou asked to withdraw your ${context.role ?? 'learner'} registration with the OJT Portal. Your code is:\n\n` +
      `    ${context.code}\n\nEnter it on the Withdraw my registration page within 10 minutes. Your registration and ` +
      'everything attached to it will then be deleted.\n\nIf you did not ask for this, ignore this message: ' +
      'nothing changes without the code.' +
      NOTICE_SIGNATURE,
  };
}

/** The answer to an approved learner or employer who asked to withdraw: no code, and what the programme keeps. */
export function withdrawRefusedNotice(context: { name: string; role?: WithdrawRole }): NoticeTexts {
  const employer = context.role === 'employer';
  const why = employer
    ? SIGNUP_MESSAGES.withdrawEmployerApprovedRefused
    : SIGNUP_MESSAGES.withdrawApprovedRefused;
  return {
    subject: SIGNUP_MESSAGES.withdrawMailSubject,
    text: `Hello ${context.name},\n\nYou asked to withdraw your ${employer ? 'employer' : 'learner'} registration with the OJT Portal.\n\n${why}${NOTICE_SIGNATURE}`,
  };
}
