/**
 * Bank details (issue 28): the office's list of banks (name and 9-digit routing number) and the one
 * account a learner or employer is paid into. The whole account number leaves the server only in a
 * bank file; every answer and screen shows it masked ('•••• 4821').
 */

/** Fewest digits of an account number. */
export const ACCOUNT_NUMBER_MIN = 5;
/** Most digits of an account number. */
export const ACCOUNT_NUMBER_MAX = 16;
/** Digits of a routing number (kept as text: its leading zero matters). */
export const ROUTING_NUMBER_LENGTH = 9;
/** Longest account holder name. */
export const ACCOUNT_HOLDER_MAX = 100;
/** Longest bank name. */
export const BANK_NAME_MAX = 100;

// What people type between groups of digits when they copy a number from a card or a statement:
// spaces (also the no-break space of a pasted text) and hyphens. They are dropped, nothing else is.
const ACCOUNT_NUMBER_SEPARATORS = /[-\u0020\u00A0]/g;

/**
 * An account number as stored: the typed text without its spaces and hyphens ('1234 5678-21' is
 * '1234567821'). Any other character stays, so that `isAccountNumber` refuses it.
 */
export function normalizeAccountNumber(typed: string): string {
  return typed.replace(ACCOUNT_NUMBER_SEPARATORS, '');
}

/** True for 5 to 16 digits and nothing else. */
export function isAccountNumber(value: string): boolean {
  return /^[0-9]{5,16}$/.test(value);
}

/** True for exactly 9 digits (a leading zero is a digit like any other). */
export function isRoutingNumber(value: string): boolean {
  return /^[0-9]{9}$/.test(value);
}

/** An account number as every answer and screen shows it: '•••• ' and its last four digits. */
export function maskAccount(accountNumber: string): string {
  return `•••• ${accountNumber.slice(-4)}`;
}
