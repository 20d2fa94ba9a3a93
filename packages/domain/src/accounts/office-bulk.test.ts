import { describe, expect, it } from 'vitest';
import { BULK_MAX, bulkApproveBodySchema, bulkApprovedMessage, countNoun } from './office-bulk.ts';

const messageOf = (body: unknown) => bulkApproveBodySchema.safeParse(body).error?.issues[0]?.message;

describe('the bulk approval body (issue 30)', () => {
  it('takes 1 to 100 account keys as text, trimmed, none twice', () => {
    expect(bulkApproveBodySchema.parse({ Ids: [' ab1 ', 'cd2'] })).toEqual({ Ids: ['ab1', 'cd2'] });
    expect(messageOf({ Ids: [] })).toBe('Ids must list at least one account.');
    expect(messageOf({ Ids: Array.from({ length: BULK_MAX + 1 }, (_, i) => `L${i}`) })).toBe(
      'Ids may list at most 100 accounts.',
    );
    expect(messageOf({ Ids: ['ab1', 'AB1'] })).toBe('Ids must not list the same account twice.');
    expect(messageOf({ Ids: [7] })).toBe('Ids is required');
    expect(messageOf({ Ids: 'ab1' })).toBe('Ids must be a list of account ids.');
    expect(bulkApproveBodySchema.safeParse({ Ids: ['ab1'], Other: 1 }).success).toBe(false);
  });

  it('names the counts in its answer', () => {
    expect(countNoun(1, 'learner')).toBe('1 learner');
    expect(bulkApprovedMessage(2, 0, 'employer')).toBe(
      '2 employers approved; each was emailed their credentials.',
    );
    expect(bulkApprovedMessage(1, 3, 'learner')).toBe(
      '1 learner approved; each was emailed their credentials. 3 not approved.',
    );
  });
});
