/**
 * Texts of payment runs (issue 28): the server's answers to the office's calls (400 for a missing
 * reason, 403 for the second signature, 409 for a wrong state) and the labels of a run's screen.
 */
export const PAYMENT_RUN_MESSAGES = {
  // Bad requests (400)
  runCycleInvalid: 'Cycle must be 1 or 2',
  runRejectReasonRequired: 'Enter a reason for rejecting this payment run.',

  // The second signature (403)
  runCreatorCannotApprove: 'The admin who created a run cannot approve it.',

  // Wrong states (409)
  runExists: 'A payment run for this month and pay cycle is already open.',
  runMonthTaken: 'A month of this run was just put in another payment run. Please try again.',
  runRecalculateOnlyDraft: 'Only a draft payment run can be recalculated.',
  runApproveOnlyDraft: 'Only a draft payment run can be approved.',
  runRejectOnlyDraftOrApproved:
    'Only a draft payment run, or an approved one not yet sent to the bank, can be rejected.',
  runFileOnlyApproved: 'The bank file can be made only once the payment run is approved.',
  runResultsOnlySent: 'Results can be recorded only for a payment run sent to the bank.',

  // Not found (404)
  runNotFound: 'Payment run not found.',

  // Done
  runCreated: 'The payment run was created.',
  runRecalculated: 'The payment run was recalculated.',
  runApproved: 'The payment run was approved.',
  runRejected: 'The payment run was rejected; its months can be paid in another run.',

  // Labels
  runDraft: 'Draft',
  runApprovedLabel: 'Approved',
  runRejectedLabel: 'Rejected',
  runSent: 'Sent to the bank',
  runClosed: 'Closed',
  lineHeld: 'Held: no bank details',
  linePending: 'To pay',
  linePaid: 'Paid',
  lineFailed: 'Failed',
} as const;

/** '2 lines to pay, 1 held back' as a run's summary reads. */
export function runCountsText(lineCount: number, heldCount: number): string {
  const lines = `${lineCount} ${lineCount === 1 ? 'line' : 'lines'} to pay`;
  return heldCount === 0 ? lines : `${lines}, ${heldCount} held back`;
}
