import { defineEndpoint } from '../shared/endpoint.ts';
import { learnerStipendsAnswerSchema, myStipendAnswerSchema } from './schemas-stipend.ts';

// "Where is my stipend" (issue 28): each month, its attendance, amount, who pays it and where the
// money is, for the learner and for the employer of their placement.

/** The caller's months, newest first. */
export const myStipendEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Learner/MyStipend',
  summary:
    "The caller's months of their placements, newest first: attendance, pay cycle, amount, who pays, and where the payment is, in a sentence",
  tags: ['learner: payments'],
  bearer: true,
  answer: myStipendAnswerSchema,
  failures: [401, 403],
});

/** The months of the caller's learners (not Drafts), newest first. */
export const learnerStipendsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Employer/LearnerStipends',
  summary: "Where the stipend of each month of the caller's learners is (Drafts left out), newest first",
  tags: ['employer: payments'],
  bearer: true,
  answer: learnerStipendsAnswerSchema,
  failures: [401, 403],
});
