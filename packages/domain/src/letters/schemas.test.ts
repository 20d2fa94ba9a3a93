import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/messages.ts';
import {
  formatLetterCode,
  letterVerificationSchema,
  letterVerifyUrl,
  normalizeLetterCode,
  revokeLetterParamsSchema,
} from './schemas.ts';

describe('letter verification codes', () => {
  it('shows a code in three groups of four', () => {
    expect(formatLetterCode('7K3MQ9TX2HBD')).toBe('7K3M-Q9TX-2HBD');
  });

  it('reads a code as printed, without hyphens, in lower case or with spaces', () => {
    for (const typed of ['7K3M-Q9TX-2HBD', '7k3mq9tx2hbd', ' 7K3M Q9TX 2HBD ', '7K3M--Q9TX-2HBD']) {
      expect(normalizeLetterCode(typed), typed).toBe('7K3MQ9TX2HBD');
    }
  });

  it('reads O as zero and I or L as one, as Crockford base 32 does', () => {
    expect(normalizeLetterCode('OOOO-IIII-LLLL')).toBe('000011111111');
  });

  it('refuses what cannot be a code: wrong length, U, other characters, very long input', () => {
    for (const typed of [
      '7K3M-Q9TX-2HB',
      '7K3M-Q9TX-2HBDX',
      'UUUU-UUUU-UUUU',
      '7K3M-Q9TX-2HB!',
      'A'.repeat(41),
      '',
    ]) {
      expect(normalizeLetterCode(typed), typed).toBeNull();
    }
  });

  it('builds the verify address from the portal address, with or without a trailing slash', () => {
    expect(letterVerifyUrl('https://ojt.gov.tt/', '7K3MQ9TX2HBD')).toBe(
      'https://ojt.gov.tt/verify-letter/7K3M-Q9TX-2HBD',
    );
    expect(letterVerifyUrl('http://localhost:3000', '7K3MQ9TX2HBD')).toBe(
      'http://localhost:3000/verify-letter/7K3M-Q9TX-2HBD',
    );
  });
});

describe('RevokeLetter parameters', () => {
  it('require a reason, with the portal message', () => {
    const result = revokeLetterParamsSchema.safeParse({ LetterId: '3', Reason: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.revokeReasonRequired);
    expect(revokeLetterParamsSchema.parse({ LetterId: '3', Reason: 'Wrong dates' })).toEqual({
      LetterId: 3,
      Reason: 'Wrong dates',
    });
  });
});

describe('the public check answer', () => {
  it('carries the letter only when genuine or revoked', () => {
    expect(letterVerificationSchema.safeParse({ status: 'unknown' }).success).toBe(true);
    expect(letterVerificationSchema.safeParse({ status: 'genuine' }).success).toBe(false);
  });
});
