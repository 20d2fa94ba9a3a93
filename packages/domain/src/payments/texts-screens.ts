import type { StipendPaymentState } from './rules-stipend.ts';

/**
 * Texts of the payment screens (issue 28): the bank details card and form (learner's My Stipend,
 * employer's Timesheets tab), the months' payment badges, the employer's "Confirm paid" and its
 * reimbursement claims. The server's answers are in `texts-bank.ts` and `texts-funding.ts`.
 */
export const PAYMENT_SCREEN_TEXTS = {
  // Bank details card
  bankDetailsTitle: 'Bank details',
  learnerBankIntro: 'Your stipend is paid into this account.',
  employerBankIntro: 'Your reimbursements (60% of the stipends you pay) are paid into this account.',
  noBankDetailsLearner: 'No bank details yet: your stipend is held back until you add them.',
  noBankDetailsEmployer: 'No bank details yet: your reimbursements are held back until you add them.',
  addBankDetails: 'Add bank details',
  changeBankDetails: 'Change bank details',
  loadingBankDetails: 'Loading your bank details',
  bankLabel: 'Bank',
  bankPlaceholder: 'Choose your bank',
  accountNumberLabel: 'Account number',
  accountNumberHint: 'Digits only, as on your statement (spaces and dashes are ignored).',
  accountNumberChangeHint: 'Type the whole account number again: it is never shown in full.',
  accountHolderLabel: 'Account holder',
  accountHolderHint: 'The name the account is in.',
  saveBankDetails: 'Save bank details',
  cancel: 'Cancel',
  failedSaveBankDetails: 'Your bank details could not be saved. Please try again.',
  changedOnLabel: 'Last changed',

  // Months' payment state
  paymentLabel: 'Payment',

  // Employer: Confirm paid
  confirmPaid: 'Confirm paid',
  confirmPaidTitle: 'Confirm you paid this month',
  paidOnLabel: 'Date paid',
  referenceLabel: 'Payment reference',
  referenceHint: 'The reference of your transfer or cheque, as your bank shows it.',
  failedConfirmPaid: 'The payment could not be recorded. Please try again.',

  // Employer: reimbursement claims
  claimsTitle: 'Reimbursement claims',
  claimsIntro:
    'Each month you confirm paying an approved month, the programme reimburses you 60% of its stipend.',
  loadingClaims: 'Loading your reimbursement claims',
  failedLoadClaims: 'Failed to load your reimbursement claims. Please try again.',
  noClaims: 'No reimbursement claims yet: they appear once you confirm paying a month.',
  claimLinesCaption: 'Months in this claim',
  learnerColumn: 'Learner',
  monthColumn: 'Month',
  stipendColumn: 'Stipend',
  reimbursedColumn: 'Reimbursed (60%)',
  failedLoadStipends: "Failed to load the learners' payments. Please try again.",
} as const;

/** The badge of a month's payment state. */
export const STIPEND_PAYMENT_LABELS: Record<StipendPaymentState, string> = {
  'not-due': 'Not paid yet',
  held: 'Held',
  'in-run': 'In a payment run',
  sent: 'Sent to the bank',
  paid: 'Paid',
  failed: 'Failed',
  'paid-by-employer': 'Paid by employer',
};

/** The badge of a reimbursement claim's state: its approval, then its payment. */
export function claimStateLabel(
  status: 'Pending' | 'Approved',
  payment: 'not-paid' | 'in-run' | 'sent' | 'paid' | 'failed',
): string {
  if (status === 'Pending') return 'Pending approval';
  switch (payment) {
    case 'in-run':
      return 'In a payment run';
    case 'sent':
      return 'Sent to the bank';
    case 'paid':
      return 'Paid';
    case 'failed':
      return 'Failed';
    default:
      return 'Approved';
  }
}

/** "Confirm paid: Asha Ramdial, November 2026" — the button's accessible name in a row. */
export const confirmPaidLabel = (name: string) => `${PAYMENT_SCREEN_TEXTS.confirmPaid}: ${name}`;
