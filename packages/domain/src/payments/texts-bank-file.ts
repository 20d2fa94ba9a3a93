import { formatTtd } from '../timesheets/rules-stipend.ts';

// The words of the bank file and results calls (issue 28).

/** The answers of the bank file call. */
export const BANK_FILE_MESSAGES = {
  runNotFound: 'No payment run has this id.',
  notApproved:
    'Only an approved payment run has a bank file: a draft must be approved by a second admin first, and a rejected run is never paid.',
  debtorMissing:
    "The programme's bank account is not configured: set PAYMENTS_DEBTOR_NAME, PAYMENTS_DEBTOR_ACCOUNT and PAYMENTS_DEBTOR_BIC on the server to download pain.001. The ACH CSV needs none of them.",
} as const;

/** The answers of the results call, and the problems of a result file (each naming its line). */
export const RESULTS_MESSAGES = {
  notSent:
    'Results are taken only for a payment run sent to the bank: download its bank file first (a closed run has all its results).',
  notCsv: "Send the bank's result file as the body, with Content-Type: text/csv.",
  header: 'The first line of the result file must be the header: Employee ID,Amount,Status,Reason',
  empty: 'The result file has a header but no payments.',
  unclosedQuote: 'The result file has a quoted cell that is never closed.',
  columns: (line: number, count: number) =>
    `Line ${line} has ${count} cells; each line needs 4: Employee ID,Amount,Status,Reason.`,
  employeeId: (line: number) => `Line ${line} has no Employee ID.`,
  amount: (line: number, text: string) =>
    `Line ${line}: "${text.slice(0, 40)}" is not an amount; write it like 3960.00 (no currency sign or thousands separator).`,
  status: (line: number, text: string) =>
    `Line ${line}: the Status "${text.slice(0, 40)}" must be Paid or Failed.`,
  reason: (line: number) => `Line ${line}: a Failed payment needs the bank's Reason.`,
  noMatch: (employeeId: string, cents: number) =>
    `No pending payment of ${formatTtd(cents)} to ${employeeId} in this run.`,
  matchedAbove: (employeeId: string, cents: number) =>
    `The payment of ${formatTtd(cents)} to ${employeeId} already has its result from an earlier line of this file.`,
  applied: (paid: number, failed: number, unmatched: number) =>
    `${paid} paid, ${failed} failed${unmatched ? `, ${unmatched} line${unmatched === 1 ? '' : 's'} matched nothing` : ''}.`,
} as const;
