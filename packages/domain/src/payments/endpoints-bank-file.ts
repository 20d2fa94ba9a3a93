import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.ts';
import {
  bankFileQuerySchema,
  bankFileRunParamsSchema,
  resultsAnswerSchema,
  resultsBodySchema,
} from './schemas-bank-file.ts';

// A payment run's bank file and the bank's results (issue 28).
const tags = ['admin: payment runs'];

/** The bank file of an approved run; the first download marks it Sent. */
export const paymentRunBankFileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Admin/PaymentRun/:id/BankFile',
  summary:
    "An approved run's bank file, Format=ach-csv (the T&T ACH bulk payroll CSV) or pain001 (ISO 20022 pain.001.001.09); the first download marks the run Sent, later ones give the same bytes; 409 for a Draft or Rejected run, or pain001 without the programme's account configured",
  tags,
  bearer: true,
  params: bankFileRunParamsSchema,
  query: bankFileQuerySchema,
  produces: ['text/csv', 'application/xml'],
  answer: z.string().describe('The bank file: text/csv (CRLF rows) or application/xml (pain.001.001.09)'),
  failures: [400, 401, 403, 404, 409],
});

/** The bank's result file of a sent run: each matching pending payment becomes Paid or Failed. */
export const paymentRunResultsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Admin/PaymentRun/:id/Results',
  summary:
    "Apply the bank's result file (body text/csv, header Employee ID,Amount,Status,Reason; Status Paid or Failed) to a Sent run: each pending payment of that Employee ID and amount becomes Paid or Failed, lines matching nothing are listed; the run is Closed when every payment has its result",
  tags,
  bearer: true,
  params: bankFileRunParamsSchema,
  body: resultsBodySchema,
  answer: resultsAnswerSchema,
  failures: [400, 401, 403, 404, 409],
});
