import { describe, expect, it } from 'vitest';
import { bankDetailsChangedNotice } from './texts-notices-bank.ts';

describe('bankDetailsChangedNotice', () => {
  it('says what changed, masked, when, and what to do if it was not them', () => {
    const notice = bankDetailsChangedNotice({
      name: 'Asha Ramdial',
      bankName: 'Republic Bank',
      accountMasked: '•••• 4821',
      changedAt: new Date('2026-11-27T15:49:00Z'),
    });
    expect(notice.subject).toBe('Your bank details were changed');
    expect(notice.text).toContain('Hello Asha Ramdial,');
    expect(notice.text).toContain('27 Nov 2026, 11:49 am');
    expect(notice.text).toContain('•••• 4821 at Republic Bank');
    expect(notice.text).toContain("If this wasn't you");
  });
});
