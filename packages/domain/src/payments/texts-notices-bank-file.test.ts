import { describe, expect, it } from 'vitest';
import { stipendFailedNotice, stipendPaidNotice, stipendSentNotice } from './texts-notices-bank-file.ts';

const context = {
  learnerName: 'Asha Ramdial',
  month: '2026-10',
  amountCents: 396000,
  stipendUrl: 'http://portal.test/learner-dashboard?tab=stipend',
};

describe("the learner's stipend notices", () => {
  it('says the month and amount was sent, paid on a date, or failed with the reason and what to do', () => {
    const sent = stipendSentNotice(context);
    expect(sent.subject).toBe('Your stipend for October 2026 was sent to the bank');
    expect(sent.text).toContain('3,960.00 TTD');
    expect(stipendPaidNotice({ ...context, paidOn: '2026-11-04' }).text).toContain(
      'on Wednesday 4 November 2026',
    );
    const failed = stipendFailedNotice({ ...context, reason: 'Account closed' });
    expect(failed.subject).toBe('Your stipend for October 2026 could not be paid');
    expect(failed.text).toContain('Account closed');
    expect(failed.text).toContain('update your bank details on My Stipend');
    expect(failed.text).toContain(context.stipendUrl);
  });
});
