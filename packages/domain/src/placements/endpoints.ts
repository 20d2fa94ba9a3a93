import { z } from 'zod';
import { defineEndpoint, type EndpointBody } from '../shared/endpoint.ts';
import {
  addCommentParamsSchema,
  applicationsPageQuerySchema,
  applyForOjtParamsSchema,
  completePlacementParamsSchema,
  jobApplicationsQuerySchema,
  learnerApplicationsQuerySchema,
  scheduleInterviewParamsSchema,
  setOutcomeParamsSchema,
  withdrawApplicationParamsSchema,
} from './schemas.ts';
import {
  applicationWithdrawnSchema,
  learnerApplicationItemSchema,
  placementChangedSchema,
  placementItemSchema,
  placementPageSchema,
} from './schemas-answers.ts';

// Applications (spec 2 §7, PRODUCT.md §4): the learner applies and withdraws; the employer lists
// them, schedules interviews, comments, sets the outcome and completes a placement.
const tags = ['employer: applications'];
const read = [400, 401, 403, 404] as const;
const change = [400, 401, 403, 404, 409] as const;

/** Applications to the employer's openings (or one opening), newest first. */
export const getJobApplicationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Employer/GetJobApplications',
  summary: "Applications to the employer's openings (or one opening), newest first",
  tags,
  bearer: true,
  query: jobApplicationsQuerySchema,
  answer: z.array(placementItemSchema),
  failures: read,
});

/** One page of applications (all openings or one, or one status), newest first. */
export const applicationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Employer/Applications',
  summary: 'One page of applications (all openings or one), newest first',
  tags,
  bearer: true,
  query: applicationsPageQuerySchema,
  answer: placementPageSchema,
  failures: read,
});

/** Schedules or moves an interview; mails the learner an invitation. */
export const scheduleInterviewEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Employer/ScheduleInterview',
  summary: 'Schedule or move an interview; mails the learner an .ics invitation',
  tags,
  bearer: true,
  body: scheduleInterviewParamsSchema,
  answer: placementChangedSchema,
  failures: change,
});

const commentSummary = "Append a comment, stamped with the time and the company's name";

/** Appends a message to the applicant or a private note. */
export const addCommentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Employer/AddComment',
  summary: commentSummary,
  tags,
  bearer: true,
  body: addCommentParamsSchema,
  answer: placementChangedSchema,
  failures: change,
});

/** The same, with its parameters in the query string (the spec's clients). */
export const getAddCommentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Employer/AddComment',
  summary: commentSummary,
  tags,
  bearer: true,
  query: addCommentParamsSchema,
  answer: placementChangedSchema,
  failures: change,
});

/** Marks an applicant Selected or Not selected; mails the learner. */
export const setApplicationOutcomeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Employer/SetApplicationOutcome',
  summary: 'Mark an applicant Selected or Not selected; mails the learner',
  tags,
  bearer: true,
  body: setOutcomeParamsSchema,
  answer: placementChangedSchema,
  failures: change,
});

/** Marks a Placed learner Completed with an evaluation; mails the learner. */
export const completePlacementEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Employer/CompletePlacement',
  summary: 'Mark a Placed learner Completed with an evaluation; mails the learner',
  tags,
  bearer: true,
  body: completePlacementParamsSchema,
  answer: placementChangedSchema,
  failures: change,
});

/** Applies for a job opening (201); the employer is mailed. */
export const applyForOjtEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Learner/ApplyForOJT',
  summary: 'Apply for a job opening with a placement type (1-5)',
  tags: ['learner: applications'],
  bearer: true,
  body: applyForOjtParamsSchema,
  answer: placementChangedSchema,
  status: 201,
  failures: change,
});

/** The caller's applications, newest first, each with its employer and status history. */
export const learnerApplicationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Learner/GetAllApplicationsByLearnerId',
  summary: "The caller's applications, newest first, each with its employer and status history",
  tags: ['learner: applications'],
  bearer: true,
  query: learnerApplicationsQuerySchema,
  answer: z.array(learnerApplicationItemSchema),
  failures: [400, 401, 403],
});

/** Withdraws an application while Applied with no interview; mails the employer. */
export const withdrawApplicationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Learner/WithdrawOJTApplication',
  summary: 'Withdraw an application (ID: the placement) while Applied with no interview; mails the employer',
  tags: ['learner: applications'],
  bearer: true,
  body: withdrawApplicationParamsSchema,
  answer: applicationWithdrawnSchema,
  failures: change,
});

/** What a client sends to schedule an interview. */
export type ScheduleInterviewBody = EndpointBody<typeof scheduleInterviewEndpoint>;
/** What a client sends to add a comment. */
export type AddCommentBody = EndpointBody<typeof addCommentEndpoint>;
/** What a client sends to set an outcome. */
export type SetApplicationOutcomeBody = EndpointBody<typeof setApplicationOutcomeEndpoint>;
/** What a client sends to complete a placement. */
export type CompletePlacementBody = EndpointBody<typeof completePlacementEndpoint>;
/** What a client sends to apply. */
export type ApplyForOjtBody = EndpointBody<typeof applyForOjtEndpoint>;
