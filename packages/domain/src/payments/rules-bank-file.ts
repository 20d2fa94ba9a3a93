import { csvRow } from '../shared/csv.ts';

// The bank file of an approved payment run (issue 28): the Trinidad and Tobago ACH bulk payroll
// template as CSV, or ISO 20022 pain.001.001.09 XML (built on the server with an XML library).

/** The two formats a run's bank file is downloaded in. */
export const BANK_FILE_FORMATS = ['ach-csv', 'pain001'] as const;
/** A bank file format: the ACH CSV template or pain.001.001.09 XML. */
export type BankFileFormat = (typeof BANK_FILE_FORMATS)[number];

/** The run statuses whose bank file may be downloaded: approved, or sent or closed (the same bytes again). */
export const BANK_FILE_STATUSES = ['Approved', 'Sent', 'Closed'] as const;

/** The ACH template's header row, as the bank's upload expects it. */
export const ACH_HEADER = ['Employee Name', 'Employee ID', 'RT#', 'Account Number', 'Amount'] as const;

/** One payment as the bank file carries it (a line of the run that is not held and pays more than 0). */
export interface BankFileLine {
  /** The payee's name (the learner, or the employer for a claim). */
  name: string;
  /** The learner's username, or the employer's EmpId for a claim. */
  employeeId: string;
  /** Nine digits, leading zero kept. */
  routingNumber: string;
  /** Digits only. */
  accountNumber: string;
  amountCents: number;
}

/** Cents as the bank reads an amount: two decimals, no currency sign, no thousands separator ('3960.00'). */
export function bankAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A line's routing number: nine digits (a char(9) column may pad; the leading zero stays). */
export function routingDigits(routing: string): string {
  const digits = routing.trim();
  if (!/^[0-9]{9}$/.test(digits)) throw new RangeError(`Not a 9-digit routing number: ${routing}`);
  return digits;
}

/** A line's account number as the bank takes it: its digits only. */
export function accountDigits(account: string): string {
  return account.replace(/[^0-9]/g, '');
}

/** The ACH file's header row (CRLF-ended, no byte order mark: the bank's upload reads plain UTF-8). */
export function achHeaderRow(): string {
  return csvRow(ACH_HEADER);
}

/** One payment as an ACH row: names quoted when they hold a comma or quote; a zero amount gives no row (''). */
export function achRow(line: BankFileLine): string {
  if (line.amountCents <= 0) return '';
  return csvRow([
    line.name,
    line.employeeId,
    routingDigits(line.routingNumber),
    accountDigits(line.accountNumber),
    bankAmount(line.amountCents),
  ]);
}

/** The run's bank file name: `payment-run-12-2026-10-c1.csv` (`.xml` for pain.001). */
export function bankFileName(
  run: { id: number; month: string; cycle: number },
  format: BankFileFormat,
): string {
  const extension = format === 'ach-csv' ? 'csv' : 'xml';
  return `payment-run-${run.id}-${run.month}-c${run.cycle}.${extension}`;
}

/** pain.001's message id: the run's, so a second download says the same (at most 35 characters). */
export function bankMessageId(run: { id: number; month: string; cycle: number }): string {
  return `OJT-RUN-${run.id}-${run.month}-C${run.cycle}`;
}

/** pain.001's ISODateTime of an instant, in UTC to the second: '2026-11-03T14:05:00Z'. */
export function bankDateTime(at: Date): string {
  return `${at.toISOString().slice(0, 19)}Z`;
}
