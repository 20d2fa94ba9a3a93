import { z } from 'zod';
import { TIMESHEET_STATUS } from '../timesheets/rules.ts';
import { FUNDING_MODELS } from './rules-funding.ts';
import { STIPEND_PAYMENT_STATES } from './rules-stipend.ts';

/** One month of "Where is my stipend": attendance, amount, who pays, where the money is, in a sentence. */
export const stipendMonthSchema = z.object({
  timesheetId: z.number(),
  placementId: z.number(),
  month: z.string(),
  attendance: z.enum(TIMESHEET_STATUS),
  payCycle: z.union([z.literal(1), z.literal(2)]).nullable(),
  amountCents: z.number().int(),
  /** '3,960.00 TTD'. */
  amountText: z.string(),
  funding: z.enum(FUNDING_MODELS),
  payment: z.object({
    state: z.enum(STIPEND_PAYMENT_STATES),
    runId: z.number().nullable(),
    /** 'YYYY-MM-DD': the bank's or the employer's date. */
    paidOn: z.string().nullable(),
    failedReason: z.string().nullable(),
    /** The employer's reference of its payment. */
    reference: z.string().nullable(),
  }),
  /** The sentence the reader reads: 'Paid on 12 Nov 2026'. */
  text: z.string(),
});
/** One month of My Stipend. */
export type StipendMonth = z.output<typeof stipendMonthSchema>;

/** GET /api/Learner/MyStipend: the learner's months, newest first. */
export const myStipendAnswerSchema = z.array(stipendMonthSchema);

/** One month of an employer's learners, with the learner named. */
export const learnerStipendSchema = stipendMonthSchema.extend({
  learnerId: z.string(),
  learnerName: z.string(),
});

/** GET /api/Employer/LearnerStipends: its learners' months (not Drafts), newest first. */
export const learnerStipendsAnswerSchema = z.array(learnerStipendSchema);
