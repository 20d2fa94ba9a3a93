import {
  BANK_MESSAGES,
  type Bank,
  type BankDetails,
  maskAccount,
  updateBankDetailsBodySchema,
  validateFields,
} from '@ojt/domain';
import type { Params, RecordedRequest } from './fake-api';
import { json } from './fetch-mock';

// The bank routes both dashboards' in-memory servers share (issue 28): the office's list of banks and
// the caller's one account. Like the real server, no answer carries the whole number.

/** What the bank routes keep: the list, the caller's details (masked) and the last whole number saved. */
export interface FakeBankData {
  banks: Bank[];
  bankDetails: BankDetails | null;
  /** The whole number of the last save: only the test reads it (the real server keeps it for the bank file). */
  savedAccountNumber: string | null;
}

/** Two banks of the list, by name. */
export const TEST_BANKS: Bank[] = [
  { bankId: 1, name: 'First Citizens Bank', routingNumber: '012000034' },
  { bankId: 2, name: 'Republic Bank', routingNumber: '099000012' },
];

/** Saved details on account `accountNumber` of bank 2. */
export function makeBankDetails(
  accountNumber = '123454821',
  overrides: Partial<BankDetails> = {},
): BankDetails {
  return {
    bankId: 2,
    bankName: 'Republic Bank',
    routingNumber: '099000012',
    accountMasked: maskAccount(accountNumber),
    accountHolder: 'Asha Ramdial',
    changedAt: '2026-11-02T13:00:00.000Z',
    ...overrides,
  };
}

/** The bank data of a fake server from its seed. */
export function bankSeed(seed: Partial<FakeBankData>): FakeBankData {
  return {
    banks: seed.banks ?? TEST_BANKS,
    bankDetails: seed.bankDetails ?? null,
    savedAccountNumber: seed.savedAccountNumber ?? null,
  };
}

/** A 400 as the server's validation answers it: the first message, and each field's. */
function refused(fields: Record<string, string>): Response {
  const [, error] = Object.entries(fields)[0] ?? ['', ''];
  return json(400, { success: false, error, code: 'VALIDATION', fields });
}

/** GET /api/Lookups/Banks and GET /api/{role}/BankDetails; null for any other path. */
export function readBank(
  data: FakeBankData,
  r: RecordedRequest,
  role: 'Learner' | 'Employer',
): Response | null {
  if (r.path === '/api/Lookups/Banks')
    return json(
      200,
      [...data.banks].sort((a, b) => a.name.localeCompare(b.name)),
    );
  if (r.path === `/api/${role}/BankDetails`) return json(200, data.bankDetails);
  return null;
}

/** POST /api/{role}/UpdateBankDetails: checked with the domain's schema; a bank not on the list is a 400. */
export function updateBank(data: FakeBankData, params: Params): Response {
  const problems = validateFields(updateBankDetailsBodySchema, params);
  if (Object.keys(problems).length > 0) return refused(problems);
  const body = updateBankDetailsBodySchema.parse(params);
  const bank = data.banks.find((b) => b.bankId === body.bankId);
  if (!bank) return refused({ bankId: BANK_MESSAGES.bankUnknown });
  data.savedAccountNumber = body.accountNumber;
  data.bankDetails = {
    bankId: bank.bankId,
    bankName: bank.name,
    routingNumber: bank.routingNumber,
    accountMasked: maskAccount(body.accountNumber),
    accountHolder: body.accountHolder,
    changedAt: new Date().toISOString(),
  };
  return json(200, { success: true, message: BANK_MESSAGES.bankDetailsSaved, data: data.bankDetails });
}
