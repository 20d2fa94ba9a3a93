import { type ContactMessage, contactCategoryLabel, type PlacementEvaluation } from '@ojt/domain';
import type { MailContent } from './outbox.ts';
import type { ApplicationMailContext } from './placement-templates.ts';

// Plain-text mails: they read well on any phone and in any client, and carry nothing to block.
const SIGNATURE =
  '\n\n— The OJT Placement Portal, Trinidad and Tobago\nThis is an automated message; please do not reply.';

export function signupVerificationMail(to: string, name: string, link: string, code: string): MailContent {
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
): MailContent {
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

export function emailChangedNoticeMail(to: string, name: string, newEmail: string): MailContent {
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
  } satisfies MailContent;
}

/** The rejection notice; an admin's reason, when given, is quoted as written (issue 16). */
export function rejectionMail(
  to: string,
  name: string,
  supportUrl: string,
  reason?: string | null,
): MailContent {
  const because = reason ? `\n\nThe reason given:\n\n${reason}` : '';
  return {
    to,
    subject: 'Your OJT Portal registration',
    text:
      `Hello ${name},\n\nThank you for your interest in the On-the-Job Training Programme. After review, we are ` +
      `unable to approve your registration at this time.${because}\n\nIf you believe this is a mistake, or your ` +
      `details have changed, please contact us: ${supportUrl}` +
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
  } satisfies MailContent;
}

/** A contact-form message, forwarded to the support team's address. */
export function contactMail(to: string, message: ContactMessage): MailContent {
  const category = contactCategoryLabel(message.category);
  return {
    to,
    subject: `[Contact: ${category}] ${message.subject}`,
    text: `From: ${message.name} <${message.email}>\nCategory: ${category}\n\n${message.message}\n`,
    consoleNote: `from ${message.email}`,
  };
}

/** The employer marked the learner's placement Completed (issue 10): the evaluation in brief, and where to see it. */
export function placementCompletedMail(
  context: ApplicationMailContext,
  evaluation: Pick<PlacementEvaluation, 'attendance' | 'punctuality' | 'quality' | 'teamwork' | 'overall'>,
): MailContent {
  return {
    to: context.to,
    subject: `Your placement is complete: ${context.jobTitle}`,
    text:
      `Hello ${context.learnerName},\n\n${context.company} has marked your placement as ${context.jobTitle} ` +
      `completed and evaluated your work (each from 1 to 5):\n\n    Attendance: ${evaluation.attendance}\n` +
      `    Punctuality: ${evaluation.punctuality}\n    Quality of work: ${evaluation.quality}\n` +
      `    Teamwork: ${evaluation.teamwork}\n    Overall: ${evaluation.overall} out of 5\n\n` +
      `The evaluation and the employer's remarks are in your applications:\n${context.applicationsUrl}` +
      SIGNATURE,
  };
}

/** A placement's dates, officers and stipend as the office recorded them when placing. */
export interface PlacingValues {
  datePlaced: string;
  startDate: string;
  endDate: string;
  placementOfficer: string;
  pmeOfficer: string;
  placementAssistant: string;
  /** TTD a month, fixed from now on; null when no qualification has a rate. */
  monthlyStipend: number | null;
}

/** What the two placing mails name: the placement's dates, officers and stipend, and its people. */
export interface PlacedMailContext extends PlacingValues {
  learnerName: string;
  company: string;
  jobTitle: string;
  /** Where the reader sees the placement (their dashboard). */
  dashboardUrl: string;
}

const placedDetails = (c: PlacedMailContext) =>
  `    Position: ${c.jobTitle}\n    Employer: ${c.company}\n    Date placed: ${c.datePlaced}\n` +
  `    Start date: ${c.startDate}\n    End date: ${c.endDate}\n    Placement officer: ${c.placementOfficer}\n` +
  `    PME officer: ${c.pmeOfficer}\n    Placement assistant: ${c.placementAssistant}\n`;

/** To the learner: they are placed, with the dates, officers and monthly stipend. */
export function learnerPlacedMail(to: string, c: PlacedMailContext): MailContent {
  const stipend =
    c.monthlyStipend === null
      ? 'Your monthly stipend will be confirmed by the programme office.'
      : `Your monthly stipend: TTD ${c.monthlyStipend.toLocaleString('en-US')}.`;
  return {
    to,
    subject: `You have been placed: ${c.jobTitle}`,
    text:
      `Hello ${c.learnerName},\n\nThe On-the-Job Training Programme has placed you with ${c.company}.\n\n` +
      `${placedDetails(c)}\n${stipend}\n\nYou can see your placement here:\n${c.dashboardUrl}` +
      SIGNATURE,
  };
}

/** To the employer: the learner is placed with them, with the dates and officers. */
export function employerPlacedMail(to: string, contactName: string, c: PlacedMailContext): MailContent {
  return {
    to,
    subject: `Learner placed with you: ${c.learnerName}, ${c.jobTitle}`,
    text:
      `Hello ${contactName},\n\nThe On-the-Job Training Programme has placed ${c.learnerName} with ${c.company}.\n\n` +
      `${placedDetails(c)}\nYou can see your placements here:\n${c.dashboardUrl}` +
      SIGNATURE,
  };
}
