import { type ContactMessage, contactCategoryLabel } from '@ojt/domain';
import type { MailMessage } from './outbox.ts';

// Plain-text mails: they read well on any phone and in any client, and carry nothing to block.
const SIGNATURE =
  '\n\n— The OJT Placement Portal, Trinidad and Tobago\nThis is an automated message; please do not reply.';

export function signupVerificationMail(to: string, name: string, link: string, code: string): MailMessage {
  return {
    to,
    subject: 'Verify your email for the OJT Portal',
    text:
      `Hello ${name},\n\nThank you for registering with the On-the-Job Training Portal. Please confirm your email ` +
      `address by opening this link:\n\n${link}\n\nOr enter this 6-digit code on the verification page: ${code}\n` +
      '(the code is valid for 10 minutes; the link for 7 days).\n\nYour application will now be reviewed by our ' +
      'admin team. Once it is approved, we will email you your username and password.' +
      SIGNATURE,
    consoleNote: `link ${link} code ${code}`,
  };
}

export function changeEmailVerificationMail(
  to: string,
  name: string,
  link: string,
  code: string,
): MailMessage {
  return {
    to,
    subject: 'Confirm your new email address for the OJT Portal',
    text:
      `Hello ${name},\n\nYou asked to use this address for your OJT Portal account. Your verification code is:\n\n` +
      `    ${code}\n\nEnter it in the Verify Email dialog within 10 minutes, or open this link:\n${link}\n\n` +
      'If you did not ask for this, ignore this message: your account keeps its current address.' +
      SIGNATURE,
    consoleNote: `link ${link} code ${code}`,
  };
}

export function emailChangedNoticeMail(to: string, name: string, newEmail: string): MailMessage {
  return {
    to,
    subject: 'Your OJT Portal email address was changed',
    text:
      `Hello ${name},\n\nThe email address of your OJT Portal account was changed to ${newEmail}. ` +
      'If you did not make this change, contact support at once.' +
      SIGNATURE,
  };
}

export function credentialsMail(
  to: string,
  name: string,
  username: string,
  password: string,
  loginUrl: string,
) {
  return {
    to,
    subject: 'Your OJT Portal account is approved',
    text:
      `Hello ${name},\n\nYour registration with the On-the-Job Training Portal has been approved. ` +
      `You can now sign in at ${loginUrl}\n\n    Username: ${username}\n    Password: ${password}\n\n` +
      'Please change this password after you first sign in (Account settings → Change Password).' +
      SIGNATURE,
    consoleNote: `username ${username} password ${password}`,
  } satisfies MailMessage;
}

export function rejectionMail(to: string, name: string, supportUrl: string): MailMessage {
  return {
    to,
    subject: 'Your OJT Portal registration',
    text:
      `Hello ${name},\n\nThank you for your interest in the On-the-Job Training Programme. After review, we are ` +
      'unable to approve your registration at this time. If you believe this is a mistake, or your details have ' +
      `changed, please contact us: ${supportUrl}` +
      SIGNATURE,
  };
}

export function recoveryMail(to: string, name: string, username: string, password: string, loginUrl: string) {
  return {
    to,
    subject: 'Your temporary OJT Portal password',
    text:
      `Hello ${name},\n\nA password recovery was requested for the OJT Portal account "${username}".\n\n` +
      `    Temporary password: ${password}\n\nIt is valid for one hour. Sign in at ${loginUrl} and change it ` +
      'at once. Your old password keeps working until you use the temporary one; if you did not ask for this, ' +
      'ignore this message.' +
      SIGNATURE,
    consoleNote: `username ${username} temporary password ${password}`,
  } satisfies MailMessage;
}

/** A contact-form message, forwarded to the support team's address. */
export function contactMail(to: string, message: ContactMessage): MailMessage {
  const category = contactCategoryLabel(message.category);
  return {
    to,
    subject: `[Contact: ${category}] ${message.subject}`,
    text: `From: ${message.name} <${message.email}>\nCategory: ${category}\n\n${message.message}\n`,
    consoleNote: `from ${message.email}`,
  };
}
