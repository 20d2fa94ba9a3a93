import type { Notice } from '../../notifications/notify.ts';
import type { TimesheetPlacement } from '../placements/placement-service.ts';

// The notice of a scheduled review (issue 29), to the learner and the supervisor, with a link each.

/** To the learner and the employer's contact: a review meets at `at`, `where`. */
export function scheduledNotices(
  publicUrl: string,
  p: TimesheetPlacement,
  at: Date,
  where: string,
): Notice[] {
  const context = { learnerName: p.learnerName, company: p.company, at, where };
  return [
    {
      event: {
        kind: 'review-scheduled',
        context: { ...context, reviewsUrl: `${publicUrl}/learner-dashboard?tab=applications` },
      },
      recipient: { userId: p.learnerUserId, email: p.learnerEmail, name: p.learnerName },
    },
    {
      event: {
        kind: 'review-scheduled',
        context: { ...context, reviewsUrl: `${publicUrl}/employer-dashboard?tab=applications` },
      },
      recipient: { userId: p.employerUserId, email: p.employerEmail, name: p.employerContact },
    },
  ];
}
