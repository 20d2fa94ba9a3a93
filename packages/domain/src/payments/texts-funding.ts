/**
 * Texts of employers' funding, employer-paid months and reimbursement claims (issue 28): the
 * server's answers (400 for a bad request, 404, 409 for a wrong state).
 */
export const FUNDING_MESSAGES = {
  // Bad requests (400)
  fundingModelInvalid: "Model must be 'programme' or 'employer'.",
  fundingReasonRequired: 'Enter a reason for the change of funding.',
  paidOnInFuture: 'The date paid cannot be in the future.',
  paymentReferenceRequired: 'Enter the reference of the payment.',

  // Answers
  employerFundingSet: "The employer's funding has been saved.",
  stipendPaidConfirmed: 'The payment has been recorded and the learner told.',
  claimApproved: 'The reimbursement claim has been approved.',

  // Not found (404)
  claimNotFound: 'Reimbursement claim not found.',

  // Wrong states (409)
  confirmOnlyApproved: 'Only an approved month can be confirmed as paid.',
  confirmOnlyEmployerPaid: 'The programme pays this month: there is nothing for you to confirm.',
  stipendAlreadyConfirmed: 'This month has already been confirmed as paid.',
  claimOfMonthApproved:
    "This month's reimbursement claim has already been approved; contact the programme office.",
  claimNotPending: 'Only a pending claim can be approved.',
  fundingMonthSettled: (settled: string, next: string) =>
    `${settled} is already paid or in a payment run under the current funding. Set the change from ${next} or later.`,
} as const;
