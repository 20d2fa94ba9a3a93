import { z } from 'zod';
import { textField } from '../shared/field-schemas.ts';
import { MAX_RECORD_ID, toRecordId } from '../shared/record-fields.ts';
import { actionWithDataSchema } from '../shared/schemas.ts';
import {
  ACCOUNT_HOLDER_MAX,
  ACCOUNT_NUMBER_MAX,
  BANK_NAME_MAX,
  isAccountNumber,
  isRoutingNumber,
  normalizeAccountNumber,
  ROUTING_NUMBER_LENGTH,
} from './rules-bank.ts';
import { BANK_MESSAGES } from './texts-bank.ts';

/**
 * Requests and answers of bank details and the banks list (issue 28). Bodies are JSON (their fields
 * may come in the query string too, as every call's); no answer carries a whole account number.
 */

/** A routing number: exactly 9 digits, kept as text (its leading zero is part of it). */
export const routingNumberField = textField('routingNumber', {
  required: true,
  max: ROUTING_NUMBER_LENGTH,
  requiredMessage: BANK_MESSAGES.routingNumberRequired,
  tooLongMessage: BANK_MESSAGES.routingNumberInvalid,
  problem: (value) => (isRoutingNumber(value) ? undefined : BANK_MESSAGES.routingNumberInvalid),
});

/**
 * An account number as typed: spaces and hyphens between the digits are dropped
 * (`normalizeAccountNumber`), then it must be 5 to 16 digits; letters, dots or other signs are refused.
 */
export const accountNumberField = z.preprocess(
  (value) => (typeof value === 'string' ? normalizeAccountNumber(value) : value),
  textField('accountNumber', {
    required: true,
    max: ACCOUNT_NUMBER_MAX,
    requiredMessage: BANK_MESSAGES.accountNumberRequired,
    tooLongMessage: BANK_MESSAGES.accountNumberInvalid,
    problem: (value) => (isAccountNumber(value) ? undefined : BANK_MESSAGES.accountNumberInvalid),
  }),
);

/** POST /api/Admin/Banks `{ name, routingNumber }`. */
export const addBankBodySchema = z.strictObject({
  name: textField('name', {
    required: true,
    max: BANK_NAME_MAX,
    requiredMessage: BANK_MESSAGES.bankNameRequired,
  }),
  routingNumber: routingNumberField,
});
/** A bank to add. */
export type AddBankBody = z.output<typeof addBankBodySchema>;

/** A bank of the office's list: `{ bankId, name, routingNumber }`. */
export const bankSchema = z.object({ bankId: z.number(), name: z.string(), routingNumber: z.string() });
/** A bank of the list. */
export type Bank = z.output<typeof bankSchema>;
/** GET /api/Lookups/Banks: every bank, by name. */
export const banksAnswerSchema = z.array(bankSchema);
/** POST /api/Admin/Banks (201): the bank added. */
export const bankAddedSchema = actionWithDataSchema(bankSchema);

const unknownBank = BANK_MESSAGES.bankUnknown;
/** A bank of the list by its id: 'Choose your bank.' when missing, 'Choose a bank from the list.' when not an id. */
const bankIdField = z.preprocess(
  toRecordId,
  z
    .number({ error: (issue) => (issue.input === undefined ? BANK_MESSAGES.bankRequired : unknownBank) })
    .int(unknownBank)
    .min(1, unknownBank)
    .max(MAX_RECORD_ID, unknownBank),
);

/** POST /api/{Learner,Employer}/UpdateBankDetails `{ bankId, accountNumber, accountHolder }`. */
export const updateBankDetailsBodySchema = z.strictObject({
  bankId: bankIdField,
  accountNumber: accountNumberField,
  accountHolder: textField('accountHolder', {
    required: true,
    max: ACCOUNT_HOLDER_MAX,
    requiredMessage: BANK_MESSAGES.accountHolderRequired,
  }),
});
/** New bank details, the account number as digits only. */
export type UpdateBankDetailsBody = z.output<typeof updateBankDetailsBodySchema>;

/** The caller's bank details as every answer gives them: the account masked, never whole. */
export const bankDetailsSchema = z.object({
  bankId: z.number(),
  bankName: z.string(),
  routingNumber: z.string(),
  /** '•••• 4821' */
  accountMasked: z.string(),
  accountHolder: z.string(),
  /** When they were last set (ISO 8601); they apply to the runs created after it. */
  changedAt: z.iso.datetime(),
});
/** The caller's bank details, masked. */
export type BankDetails = z.output<typeof bankDetailsSchema>;
/** GET /api/{Learner,Employer}/BankDetails: the caller's details, or null before they add any. */
export const bankDetailsAnswerSchema = bankDetailsSchema.nullable();
/** POST /api/{Learner,Employer}/UpdateBankDetails: the details as saved, masked. */
export const bankDetailsSavedSchema = actionWithDataSchema(bankDetailsSchema);
