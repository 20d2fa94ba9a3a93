import { formatPortalStamp } from '../shared/portal-date-time.ts';
import { NOTICE_SIGNATURE, type NoticeTexts } from '../shared/texts-notices.ts';

// The notice of a progress review (issue 29): the learner and the supervisor are told when and where.

/** To the learner or the supervisor: a review meeting is scheduled. */
export interface ReviewScheduledNoticeContext {
  /** Whom it greets. */
  name: string;
  learnerName: string;
  company: string;
  at: Date;
  where: string;
  /** Where their part of the review is filled. */
  reviewsUrl: string;
}

/** When and where the review meets, and a link to fill one's part before it. */
export function reviewScheduledNotice(context: ReviewScheduledNoticeContext): NoticeTexts {
  const when = formatPortalStamp(context.at);
  return {
    subject: `Progress review on ${when}`,
    text:
      `Hello ${context.name},\n\nA progress review of ${context.learnerName}'s placement with ` +
      `${context.company} is scheduled for ${when}.\n\nWhere: ${context.where}\n\n` +
      `Please fill your part of the review before the meeting, here:\n${context.reviewsUrl}` +
      NOTICE_SIGNATURE,
  };
}
