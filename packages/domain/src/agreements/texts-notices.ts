import { shortDate } from '../payments/texts-stipend.ts';
import { NOTICE_SIGNATURE, type NoticeTexts } from '../shared/texts-notices.ts';
import type { AgreementReminder } from './rules.ts';

// The notices of the placement agreement (issue 29): the learner is told a new version waits for
// them and reminded at 7 and 12 days; the programme office is told of a learner's question.

/** What the learner's notices name. */
export interface AgreementNoticeContext {
  learnerName: string;
  company: string;
  jobTitle: string;
  version: number;
  /** 'YYYY-MM-DD' */
  confirmBy: string;
  /** `${publicUrl}/learner-dashboard?tab=applications` */
  agreementUrl: string;
}

/** To the learner: the recorded terms changed, so a new version of the agreement waits for them. */
export function agreementChangedNotice(context: AgreementNoticeContext): NoticeTexts {
  return {
    subject: `Your placement agreement changed: please confirm version ${context.version}`,
    text:
      `Hello ${context.learnerName},\n\nThe terms of your placement as ${context.jobTitle} with ` +
      `${context.company} have changed, so a new version (${context.version}) of your placement ` +
      `agreement has been drawn up. Please read it and confirm it, or ask a question, by ` +
      `${shortDate(context.confirmBy)}:\n${context.agreementUrl}` +
      NOTICE_SIGNATURE,
  };
}

/** To the learner: a version is still not confirmed 7 or 12 days after it was drawn. */
export function agreementReminderNotice(
  context: AgreementNoticeContext & { after: AgreementReminder },
): NoticeTexts {
  const last = context.after === 12;
  return {
    subject: last
      ? `Reminder: confirm your placement agreement by ${shortDate(context.confirmBy)}`
      : 'Reminder: please confirm your placement agreement',
    text:
      `Hello ${context.learnerName},\n\nYour placement agreement (version ${context.version}) for ` +
      `${context.jobTitle} with ${context.company} is not confirmed yet. Please read it and confirm ` +
      `it, or ask a question, by ${shortDate(context.confirmBy)}:\n${context.agreementUrl}\n\n` +
      'You can record your attendance meanwhile, but your first stipend payment waits for your confirmation.' +
      NOTICE_SIGNATURE,
  };
}

/** What the office's notice of a question names. */
export interface AgreementQuestionNoticeContext {
  learnerName: string;
  /** The learner's username. */
  learnerId: string;
  company: string;
  jobTitle: string;
  placementOfficer: string;
  version: number;
  question: string;
  /** `${publicUrl}/admin-dashboard?tab=placements` */
  placementsUrl: string;
}

/** To the programme office: a learner asked a question about their agreement. */
export function agreementQuestionNotice(context: AgreementQuestionNoticeContext): NoticeTexts {
  return {
    subject: `Question about a placement agreement: ${context.learnerName}`,
    text:
      `${context.learnerName} (learner ID ${context.learnerId}), placed as ${context.jobTitle} with ` +
      `${context.company}, asked a question about version ${context.version} of their placement ` +
      `agreement. Their placement officer is ${context.placementOfficer || 'not named'}.\n\n` +
      `"${context.question}"\n\nSee the placement here:\n${context.placementsUrl}` +
      NOTICE_SIGNATURE,
  };
}
