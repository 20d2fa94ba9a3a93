import { z } from 'zod';
import { recordIdField } from '../shared/record-fields.ts';
import { invalidOptionMessage } from '../shared/texts.ts';
import { BANK_FILE_FORMATS } from './rules-bank-file.ts';

/** The run a bank file or result file is about: `/api/Admin/PaymentRun/{id}/…`. */
export const bankFileRunParamsSchema = z.strictObject({ id: recordIdField('id') });

/** GET …/BankFile ?Format=ach-csv|pain001. */
export const bankFileQuerySchema = z.strictObject({
  Format: z.enum(BANK_FILE_FORMATS, { error: invalidOptionMessage('Format') }),
});

/** POST …/Results: the bank's result file itself, as text/csv. */
export const resultsBodySchema = z
  .string()
  .describe('text/csv: a header row `Employee ID,Amount,Status,Reason`, then one payment per row');

/** A line of the result file that matched no pending payment: its line number and why. */
export const unmatchedResultSchema = z.object({ line: z.number(), reason: z.string() });

/** What applying a result file did: how many payments became Paid or Failed, and what matched nothing. */
export const resultsAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  paid: z.number(),
  failed: z.number(),
  unmatched: z.array(unmatchedResultSchema),
  /** The run's status after the file: Closed once every payment has its result. */
  runStatus: z.enum(['Sent', 'Closed']),
});
/** What applying a result file did. */
export type ResultsAnswer = z.output<typeof resultsAnswerSchema>;
