import { describe, expect, it } from 'vitest';
import { addBankBodySchema, updateBankDetailsBodySchema } from './schemas-bank.ts';
import { BANK_MESSAGES } from './texts-bank.ts';

const details = { bankId: 3, accountNumber: '12344821', accountHolder: 'Asha Ramdial' };

/** The first message of each field a body is refused for. */
function problems(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}

describe('updateBankDetailsBodySchema', () => {
  it('reads the account number as digits only, without the spaces and hyphens typed', () => {
    expect(updateBankDetailsBodySchema.parse({ ...details, accountNumber: ' 1234 4821-00 ' })).toEqual({
      ...details,
      accountNumber: '1234482100',
    });
    expect(updateBankDetailsBodySchema.parse({ ...details, bankId: '3' }).bankId).toBe(3);
  });

  it('refuses a number that is not 5 to 16 digits, with one clear message', () => {
    for (const accountNumber of ['1234', '12345678901234567', '1234a567', '1234.5678', '12 34', 12.5]) {
      const result = updateBankDetailsBodySchema.safeParse({ ...details, accountNumber });
      expect(problems(result), String(accountNumber)).toEqual({
        accountNumber: BANK_MESSAGES.accountNumberInvalid,
      });
    }
  });

  it('names every missing field with its own message', () => {
    expect(
      problems(updateBankDetailsBodySchema.safeParse({ accountNumber: '', accountHolder: '  ' })),
    ).toEqual({
      bankId: BANK_MESSAGES.bankRequired,
      accountNumber: BANK_MESSAGES.accountNumberRequired,
      accountHolder: BANK_MESSAGES.accountHolderRequired,
    });
    expect(problems(updateBankDetailsBodySchema.safeParse({ ...details, bankId: 'first' }))).toEqual({
      bankId: BANK_MESSAGES.bankUnknown,
    });
  });

  it('takes a holder of 1 to 100 characters', () => {
    expect(
      updateBankDetailsBodySchema.safeParse({ ...details, accountHolder: 'x'.repeat(100) }).success,
    ).toBe(true);
    expect(
      problems(updateBankDetailsBodySchema.safeParse({ ...details, accountHolder: 'x'.repeat(101) })),
    ).toHaveProperty('accountHolder');
  });
});

describe('addBankBodySchema', () => {
  it('keeps the routing number as text with its leading zero', () => {
    expect(addBankBodySchema.parse({ name: ' Republic Bank ', routingNumber: '012345678' })).toEqual({
      name: 'Republic Bank',
      routingNumber: '012345678',
    });
  });

  it('refuses a routing number that is not exactly 9 digits, and a missing name', () => {
    for (const routingNumber of ['12345678', '1234567890', '01234567a', 12345678]) {
      const result = addBankBodySchema.safeParse({ name: 'First Citizens', routingNumber });
      expect(problems(result), String(routingNumber)).toEqual({
        routingNumber: BANK_MESSAGES.routingNumberInvalid,
      });
    }
    expect(problems(addBankBodySchema.safeParse({ routingNumber: '' }))).toEqual({
      name: BANK_MESSAGES.bankNameRequired,
      routingNumber: BANK_MESSAGES.routingNumberRequired,
    });
  });
});
