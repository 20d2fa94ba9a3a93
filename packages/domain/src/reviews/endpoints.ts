import { defineEndpoint } from '../shared/endpoint.ts';
import { actionWithDataSchema } from '../shared/schemas.ts';
import {
  adminReviewSchema,
  adminReviewsAnswerSchema,
  adminReviewsQuerySchema,
  employerReviewInputSchema,
  learnerReviewInputSchema,
  partyReviewSchema,
  partyReviewsAnswerSchema,
  placementReviewsQuerySchema,
  reviewSummarySchema,
  scheduleReviewSchema,
  signOffReviewSchema,
} from './schemas.ts';

// Progress reviews (issue 29): due 4 weeks after the start, then every 12 weeks; the office
// schedules each, the learner and the supervisor fill their parts, the officer signs it off.
const learnerTags = ['learner: reviews'];
const employerTags = ['employer: reviews'];
const adminTags = ['admin: reviews'];
const change = [400, 401, 403, 404, 409] as const;

/** The office's reviews, filtered by officer and status. */
export const adminReviewsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Admin/Reviews',
  summary:
    "Progress reviews of Placed placements (made up to 28 days ahead), by due date; OfficerId (the officers list's id: placements naming that officer in any role) and Status due|overdue|done; at most 500",
  tags: adminTags,
  bearer: true,
  query: adminReviewsQuerySchema,
  answer: adminReviewsAnswerSchema,
  failures: [400, 401, 403, 404],
});

/** Counts for the admin overview. */
export const reviewSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Admin/ReviewSummary',
  summary:
    'Counts of overdue reviews, High-risk placements and reviews due this week, for the admin overview',
  tags: adminTags,
  bearer: true,
  answer: reviewSummarySchema,
  failures: [401, 403],
});

/** Schedules a review (a future time; learner and employer told) or records a meeting held (a past time). */
export const scheduleReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Admin/ScheduleReview',
  summary:
    'Schedule a review { reviewId, at, where }: a future time tells the learner and the supervisor, a past time records the meeting held; 409 once signed off',
  tags: adminTags,
  bearer: true,
  body: scheduleReviewSchema,
  answer: actionWithDataSchema(adminReviewSchema),
  failures: change,
});

/** The officer signs a review off, once both parts are in. */
export const signOffReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Admin/SignOffReview',
  summary:
    "Sign a review off { reviewId, actions, risk: Low|Medium|High }; 409 until the learner's and the supervisor's parts exist, and once signed off",
  tags: adminTags,
  bearer: true,
  body: signOffReviewSchema,
  answer: actionWithDataSchema(adminReviewSchema),
  failures: change,
});

/** The learner's reviews of their placement. */
export const learnerReviewsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Learner/Reviews',
  summary:
    "The progress reviews of the caller's placement, oldest first, with the caller's part and what to fill",
  tags: learnerTags,
  bearer: true,
  query: placementReviewsQuerySchema,
  answer: partyReviewsAnswerSchema,
  failures: [400, 401, 403, 404],
});

/** The learner fills (or refills) their part until sign-off. */
export const learnerReviewInputEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Learner/ReviewInput',
  summary:
    "The learner's part of a review { reviewId, rating 1-5, whatWouldHelp }; may be changed until sign-off (409 after)",
  tags: learnerTags,
  bearer: true,
  body: learnerReviewInputSchema,
  answer: actionWithDataSchema(partyReviewSchema),
  failures: change,
});

/** The supervisor's reviews of a placed learner. */
export const employerReviewsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Employer/Reviews',
  summary: "The progress reviews of one of the caller's placements, oldest first, with the supervisor's part",
  tags: employerTags,
  bearer: true,
  query: placementReviewsQuerySchema,
  answer: partyReviewsAnswerSchema,
  failures: [400, 401, 403, 404],
});

/** The supervisor fills (or refills) their part until sign-off. */
export const employerReviewInputEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Employer/ReviewInput',
  summary:
    "The supervisor's part of a review { reviewId, attendance, punctuality, quality, teamwork (1-5), remarks }; may be changed until sign-off (409 after)",
  tags: employerTags,
  bearer: true,
  body: employerReviewInputSchema,
  answer: actionWithDataSchema(partyReviewSchema),
  failures: change,
});
