import { defineEndpoint } from '../shared/endpoint.ts';
import { actionSchema } from '../shared/schemas.ts';
import {
  adminStatsSchema,
  approveEmployerBodySchema,
  approveLearnerBodySchema,
  rejectEmployerBodySchema,
  rejectLearnerBodySchema,
} from './schemas-review.ts';

// The admin's decisions on sign-ups (spec 1 §7): 409 when the account is no longer pending.
const decided = [400, 401, 403, 404, 409] as const;

/** Approves a pending employer and mails its credentials. */
export const approveEmployerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Employer/ApproveEmployer',
  summary: 'Approve a pending employer; mails its credentials (admin)',
  tags: ['employers'],
  bearer: true,
  body: approveEmployerBodySchema,
  answer: actionSchema,
  failures: decided,
});

/** Rejects a pending employer, mailing the reason when given. */
export const rejectEmployerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Employer/RejectEmployer',
  summary: 'Reject a pending employer; mails the optional reason (admin)',
  tags: ['employers'],
  bearer: true,
  body: rejectEmployerBodySchema,
  answer: actionSchema,
  failures: decided,
});

/** Approves a pending learner and mails the username and password. */
export const approveLearnerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Learner/ApproveLearner',
  summary: 'Approve a pending learner; mails the username and password (admin)',
  tags: ['learners'],
  bearer: true,
  body: approveLearnerBodySchema,
  answer: actionSchema,
  failures: decided,
});

/** Rejects a pending learner, mailing the reason when given. */
export const rejectLearnerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Learner/RejectLearner',
  summary: 'Reject a pending learner; mails the optional reason (admin)',
  tags: ['learners'],
  bearer: true,
  body: rejectLearnerBodySchema,
  answer: actionSchema,
  failures: decided,
});

/** Accounts counted by review status, the approval rate and the undelivered mail. */
export const statsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Admin/Stats',
  summary: 'Counts by status and the approval rate',
  tags: ['admin'],
  bearer: true,
  answer: adminStatsSchema,
  failures: [401, 403],
});
