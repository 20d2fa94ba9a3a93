import { NOTICE_SIGNATURE, type NoticeTexts } from '../shared/texts-notices.ts';

/** Whom a notice with sign-in details greets, and what it gives them. */
interface SignInDetails {
  name: string;
  username: string;
  password: string;
  loginUrl: string;
}

/** The approval notice: the account's username and first password, and where to sign in. */
export function credentialsNotice(context: SignInDetails): NoticeTexts {
  return {
    subject: 'Your OJT Portal account is approved',
    text:
      `Hello ${context.name},\n\nYour registration with the On-the-Job Training Portal has been approved. ` +
      `You can now sign in at ${context.loginUrl}\n\n    Username: ${context.username}\n    Password: ${context.password}\n\n` +
      'This password is for your first sign-in only: the portal then asks you to choose your own. ' +
      'It stops working if it is not used within 7 days.' +
      NOTICE_SIGNATURE,
  };
}

/** The rejection notice; an admin's reason, when given, is quoted as written. */
export function rejectionNotice(context: {
  name: string;
  supportUrl: string;
  reason?: string | null;
  /** The page to withdraw the rejected registration on, deleting it (issue 30). */
  withdrawUrl: string;
}): NoticeTexts {
  const because = context.reason ? `\n\nThe reason given:\n\n${context.reason}` : '';
  return {
    subject: 'Your OJT Portal registration',
    text:
      `Hello ${context.name},\n\nThank you for your interest in the On-the-Job Training Programme. After review, we are ` +
      `unable to approve your registration at this time.${because}\n\nIf you believe this is a mistake, or your ` +
      `details have changed, please contact us: ${context.supportUrl}\n\nTo have your registration and its details ` +
      `deleted, withdraw it: ${context.withdrawUrl}` +
      NOTICE_SIGNATURE,
  };
}

/** Password recovery: a temporary password, valid for an hour, beside the old one. */
export function recoveryNotice(context: SignInDetails): NoticeTexts {
  return {
    subject: 'Your temporary OJT Portal password',
    text:
      `Hello ${context.name},\n\nA password recovery was requested for the OJT Portal account "${context.username}".\n\n` +
      `    Temporary password: ${context.password}\n\nIt is valid for one hour. Sign in at ${context.loginUrl} and change it ` +
      'at once. Your old password keeps working until you use the temporary one; if you did not ask for this, ' +
      'ignore this message.' +
      NOTICE_SIGNATURE,
  };
}

/** To the new address an account asked to move to: the code and the link that confirm it. */
export function changeEmailVerificationNotice(context: {
  name: string;
  link: string;
  code: string;
}): NoticeTexts {
  return {
    subject: 'Confirm your new email address for the OJT Portal',
    text:
      `Hello ${context.name},\n\nYou asked to use this address for your OJT Portal account. Your verification code is:\n\n` +
      `    ${context.code}\n\nEnter it in the Verify Email dialog within 10 minutes, or open this link:\n${context.link}\n\n` +
      'If you did not ask for this, ignore this message: your account keeps its current address.' +
      NOTICE_SIGNATURE,
  };
}

/** To the old address once the account moved: where it went, in case it was not its owner. */
export function emailChangedNotice(context: { name: string; newEmail: string }): NoticeTexts {
  return {
    subject: 'Your OJT Portal email address was changed',
    text:
      `Hello ${context.name},\n\nThe email address of your OJT Portal account was changed to ${context.newEmail}. ` +
      'If you did not make this change, contact support at once.' +
      NOTICE_SIGNATURE,
  };
}

/**
 * To the learner whose address someone signed in to another account asked to move that account to.
 * The request was answered as if a code was sent (so it tells the asker nothing); only this mailbox
 * learns of it.
 */
export function emailChangeAddressTakenNotice(context: {
  owner: { username: string; name: string };
  loginUrl: string;
}): NoticeTexts {
  const { owner, loginUrl } = context;
  return {
    subject: 'Someone tried to move an account to your email address',
    text:
      `Hello ${owner.name},\n\nSomeone signed in to another account on the On-the-Job Training Portal ` +
      `just asked to change that account's email address to this one. It already belongs to your ` +
      `learner account "${owner.username}", so no code was sent, nothing was changed and your account ` +
      `is as it was.\n\nIf it was you: a person can hold one learner account only. Sign in at ` +
      `${loginUrl} with the username above; if you have forgotten your password, use "Forgot password?" ` +
      `on that page.\n\nIf it was not you, you can ignore this message.` +
      NOTICE_SIGNATURE,
  };
}
