import { formatTtd } from '../timesheets/rules-stipend.ts';
import { monthInWords } from '../timesheets/texts-admin-screens.ts';
import type { FundingModel } from './rules-funding.ts';

/**
 * Texts of the programme office's payment screens for issue 28 (admin dashboard, Placements tab,
 * Payments view): the payment runs and a run's detail, the banks, the reimbursement claims, and the
 * employer's funding on its record. The calls' own answers are in `texts-runs.ts`, `texts-bank.ts`
 * and `texts-funding.ts`.
 */
export const PAYMENT_ADMIN_SCREEN_MESSAGES = {
  viewPayments: 'Payments',

  // The runs list
  paymentsTitle: 'Payments',
  runsTitle: 'Payment runs',
  loadingRuns: 'Loading payment runs',
  noRuns: 'No payment runs yet. Create the first one for a month and pay cycle.',
  failedLoadRuns: 'The payment runs could not be loaded.',
  monthColumn: 'Month',
  cycleColumn: 'Pay cycle',
  statusColumn: 'Status',
  totalColumn: 'Total',
  signaturesColumn: 'Created / approved by',
  actionsColumn: 'Actions',
  viewAction: 'View',
  createdByPrefix: 'Created by',
  approvedByPrefix: 'Approved by',
  notApprovedYet: 'Not approved yet',

  // Create a run
  createRunAction: 'Create run',
  createRunTitle: 'Create a payment run',
  createRunIntro:
    'The run takes every approved month of this pay cycle up to the month chosen that no run has paid, and the approved reimbursement claims.',
  runMonthLabel: 'Month',
  runCycleLabel: 'Pay cycle',
  cycleOne: 'Pay cycle 1',
  cycleTwo: 'Pay cycle 2',
  createAction: 'Create',
  cancelAction: 'Cancel',

  // A run's detail
  runLoading: 'Loading the payment run',
  failedLoadRun: 'The payment run could not be loaded.',
  sectionRun: 'Run',
  sectionTotals: 'Totals',
  statusLabel: 'Status',
  createdLabel: 'Created',
  calculatedLabel: 'Calculated',
  approvedLabel: 'Approved',
  rejectedLabel: 'Rejected',
  rejectedReasonLabel: 'Reason for rejecting',
  sentLabel: 'Sent to the bank',
  closedLabel: 'Closed',
  totalLabel: 'Total to pay',
  linesLabel: 'Lines',
  linesTitle: 'Lines to pay',
  noLines: 'No line to pay in this run.',
  heldTitle: 'Held back',
  heldIntro: 'These months are not paid by this run: they are listed so the learner can be asked to act.',
  heldWhy: 'No bank details: the learner must add their bank account; the month is paid by a later run.',
  payeeColumn: 'Learner / employer',
  employeeIdColumn: 'Employee ID',
  daysColumn: 'Days',
  amountColumn: 'Amount',
  accountColumn: 'Account',
  lineStatusColumn: 'Status',
  failedReasonColumn: 'Failed reason',
  claimPayee: 'Reimbursement claim',
  noAccount: 'None',

  // A run's actions
  recalculateAction: 'Recalculate',
  approveAction: 'Approve',
  approveTitle: 'Approve payment run',
  rejectAction: 'Reject',
  rejectTitle: 'Reject payment run',
  rejectReasonLabel: 'Reason',
  rejectReasonHint: 'Say why; the admins see it with the run.',
  downloadAchAction: 'Download ACH CSV',
  downloadPainAction: 'Download pain.001',
  downloadHint: 'The first download marks the run as sent to the bank; later downloads give the same file.',
  uploadResultsAction: 'Upload results',
  resultsFileLabel: "The bank's result file (CSV)",
  resultsFileHint: 'Header row: Employee ID,Amount,Status,Reason',
  resultsTitle: 'Results recorded',
  resultsUnmatchedTitle: 'Lines that matched nothing',
  actionFailed: 'The action could not be completed. Please try again.',

  // Banks
  banksTitle: 'Banks',
  banksIntro: 'Learners and employers choose their bank from this list.',
  loadingBanks: 'Loading banks',
  failedLoadBanks: 'The banks could not be loaded.',
  noBanks: 'No bank on the list yet.',
  bankNameColumn: 'Bank',
  routingColumn: 'Routing number',
  addBankTitle: 'Add a bank',
  bankNameLabel: 'Name',
  routingNumberLabel: 'Routing number',
  routingNumberHint: '9 digits, leading zero kept',
  addBankAction: 'Add bank',

  // Reimbursement claims
  claimsTitle: 'Reimbursement claims to approve',
  claimsIntro:
    'Employers that pay their trainees are reimbursed 60%; the next payment run pays an approved claim.',
  loadingClaims: 'Loading reimbursement claims',
  failedLoadClaims: 'The reimbursement claims could not be loaded.',
  noClaims: 'No claim waits for approval.',
  approveClaimAction: 'Approve claim',
  approveClaimTitle: 'Approve reimbursement claim',

  // An employer's funding
  fundingTitle: 'Funding',
  fundingModelLabel: 'Who pays',
  fundingFromLabel: 'From',
  fundingByType: "By the employer's type (not set by the office)",
  fundingNotShown: 'Not known',
  changeFundingAction: 'Change funding',
  changeFundingTitle: 'Change funding',
  fundingReasonLabel: 'Reason',
  fundingFromMonthLabel: 'From month',
  saveAction: 'Save',
} as const;

/** The two funding models as the office reads them. */
export const FUNDING_MODEL_LABELS: Record<FundingModel, string> = {
  programme: 'Programme pays',
  employer: 'Employer pays, 60% reimbursed',
};

/** 'November 2026, pay cycle 1': a run as dialogs name it. */
export function runName(month: string, cycle: number): string {
  return `${monthInWords(month)}, pay cycle ${cycle}`;
}

/** The approval question, naming the total and how many lines it pays. */
export function approveRunQuestion(
  month: string,
  cycle: number,
  totalCents: number,
  lineCount: number,
): string {
  const lines = `${lineCount} ${lineCount === 1 ? 'payment' : 'payments'}`;
  return `Approve the payment run of ${runName(month, cycle)}: ${lines} totalling ${formatTtd(totalCents)}? Its lines are then frozen and the bank file can be made.`;
}

/** 'View payment run November 2026, pay cycle 1'. */
export function viewRunLabel(month: string, cycle: number): string {
  return `View payment run ${runName(month, cycle)}`;
}

/** '2 paid, 1 failed, 1 matched nothing'. */
export function resultsSummary(paid: number, failed: number, unmatched: number): string {
  return `${paid} paid, ${failed} failed, ${unmatched} matched nothing`;
}

/** 'Line 3: …' for an unmatched line of a result file. */
export function unmatchedLineText(line: number, reason: string): string {
  return `Line ${line}: ${reason}`;
}

/** 'Approve the claim of Company 001 Ltd, November 2026: 1,234.56 TTD?'. */
export function approveClaimQuestion(employerName: string, month: string, amountText: string): string {
  return `Approve the reimbursement claim of ${employerName} for ${monthInWords(month)}: ${amountText}? The next payment run pays it.`;
}

/** 'Approve claim of Company 001 Ltd, November 2026' (the button's accessible name). */
export function approveClaimLabel(employerName: string, month: string): string {
  return `Approve claim of ${employerName}, ${monthInWords(month)}`;
}
