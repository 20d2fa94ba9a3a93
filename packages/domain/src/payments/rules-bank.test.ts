import { describe, expect, it } from 'vitest';
import { isAccountNumber, isRoutingNumber, maskAccount, normalizeAccountNumber } from './rules-bank.ts';

describe('maskAccount', () => {
  it('shows the last four digits only', () => {
    expect(maskAccount('12344821')).toBe('•••• 4821');
    expect(maskAccount('00001')).toBe('•••• 0001');
    expect(maskAccount('1234567890123456')).toBe('•••• 3456');
  });
});

describe('account numbers', () => {
  it('are 5 to 16 digits and nothing else', () => {
    for (const ok of ['12345', '0000012345', '1234567890123456']) expect(isAccountNumber(ok), ok).toBe(true);
    for (const bad of ['', '1234', '12345678901234567', '1234a', '12.345', '١٢٣٤٥', '12345\n', ' 12345']) {
      expect(isAccountNumber(bad), bad).toBe(false);
    }
  });

  it('drop the spaces and hyphens people type between groups, and keep everything else', () => {
    expect(normalizeAccountNumber('1234 5678-21')).toBe('1234567821');
    expect(normalizeAccountNumber('1234\u00A05678')).toBe('12345678');
    expect(normalizeAccountNumber('1234.5678')).toBe('1234.5678');
    expect(normalizeAccountNumber('1234\t5678')).toBe('1234\t5678');
  });
});

describe('routing numbers', () => {
  it('are exactly 9 digits, a leading zero included', () => {
    expect(isRoutingNumber('012345678')).toBe(true);
    for (const bad of ['12345678', '1234567890', '01234567a', '0123-45678'])
      expect(isRoutingNumber(bad), bad).toBe(false);
  });
});
