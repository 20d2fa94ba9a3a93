import type { MailContent } from './outbox.ts';

const SIGNATURE =
  '\n\n— The OJT Placement Portal, Trinidad and Tobago\nThis is an automated message; please do not reply.';

/** Who the address already belongs to, as the sign-up that named it again is told (in the owner's mailbox only). */
export interface AddressOwner {
  username: string;
  name: string;
  role: 'learner' | 'employer';
}

/**
 * To the owner of an address someone tried to sign up with again. The sign-up answered as a new one
 * does (so it tells a stranger nothing); only this mailbox learns that the address is registered.
 */
export function signupAddressTakenMail(to: string, owner: AddressOwner, loginUrl: string): MailContent {
  const another =
    owner.role === 'employer'
      ? 'To register another company, sign up again with that company’s own email address.'
      : 'A person can hold one learner account only.';
  return {
    to,
    subject: 'Someone tried to sign up with your email address',
    text:
      `Hello ${owner.name},\n\nSomeone, perhaps you, just tried to register ${owner.role === 'employer' ? 'an employer' : 'a learner'} ` +
      `on the On-the-Job Training Portal with this email address. It already belongs to the account ` +
      `"${owner.username}", so no new account was created and nothing about yours changed.\n\n` +
      `If it was you: you already have an account. Sign in at ${loginUrl} with the username above (once ` +
      `the account is approved: its password is mailed then); if you have forgotten your password, use ` +
      `"Forgot password?" on that page. ${another}\n\n` +
      'If it was not you, you can ignore this message.' +
      SIGNATURE,
  };
}

/**
 * To the learner whose address someone signed in to another account asked to move that account to.
 * The request was answered as if a code was sent (so it tells the asker nothing); only this mailbox
 * learns of it.
 */
export function emailChangeAddressTakenMail(
  to: string,
  owner: { username: string; name: string },
  loginUrl: string,
): MailContent {
  return {
    to,
    subject: 'Someone tried to move an account to your email address',
    text:
      `Hello ${owner.name},\n\nSomeone signed in to another account on the On-the-Job Training Portal ` +
      `just asked to change that account's email address to this one. It already belongs to your ` +
      `learner account "${owner.username}", so no code was sent, nothing was changed and your account ` +
      `is as it was.\n\nIf it was you: a person can hold one learner account only. Sign in at ` +
      `${loginUrl} with the username above; if you have forgotten your password, use "Forgot password?" ` +
      `on that page.\n\nIf it was not you, you can ignore this message.` +
      SIGNATURE,
  };
}
