import { ACCOUNT_NUMBER_MAX, ACCOUNT_NUMBER_MIN } from './rules-bank.ts';

/**
 * Texts of bank details and the banks list (issue 28): the server's answers (400 for a bad field or
 * an unknown bank, 409 for a routing number already listed) and what the screens say.
 */
export const BANK_MESSAGES = {
  // Bad requests (400)
  accountNumberRequired: 'Enter your account number.',
  accountNumberInvalid: `Account number must be ${ACCOUNT_NUMBER_MIN} to ${ACCOUNT_NUMBER_MAX} digits (spaces and dashes are ignored).`,
  accountHolderRequired: 'Enter the name of the account holder.',
  bankRequired: 'Choose your bank.',
  bankUnknown: 'Choose a bank from the list.',
  bankNameRequired: 'Enter the name of the bank.',
  routingNumberRequired: 'Enter the routing number.',
  routingNumberInvalid: 'Routing number must be exactly 9 digits.',

  // Wrong states (409)
  routingNumberTaken: 'A bank with this routing number is already on the list.',

  // Done
  bankAdded: 'Bank added.',
  bankDetailsSaved: 'Your bank details were saved.',

  // Labels
  failedLoadBanks: 'Failed to load the banks. Please try again.',
  failedLoadBankDetails: 'Failed to load your bank details. Please try again.',
  noBankDetails: 'No bank details yet',
} as const;
