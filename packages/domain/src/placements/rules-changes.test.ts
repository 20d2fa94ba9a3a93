import { describe, expect, it } from 'vitest';
import { PLACEMENT_STATUS, PLACEMENT_STATUSES, placementStatusLabel } from './rules.ts';
import {
  breakLengthDays,
  breakRefusal,
  canExitOn,
  EXIT_REASON_LABELS,
  EXIT_REASONS,
  endAfterBreak,
  exitReasonLabel,
} from './rules-changes.ts';
import {
  endEarlyBodySchema,
  exitSurveyBodySchema,
  recordBreakBodySchema,
  transferBodySchema,
} from './schemas-changes.ts';
import { CHANGE_MESSAGES } from './texts-changes.ts';

describe('statuses 8 and 9', () => {
  it('names Transferred and Exited early', () => {
    expect(PLACEMENT_STATUS.TRANSFERRED).toBe(8);
    expect(PLACEMENT_STATUS.EXITED_EARLY).toBe(9);
    expect(placementStatusLabel(8)).toBe('Transferred');
    expect(placementStatusLabel(9)).toBe('Exited early');
    expect(PLACEMENT_STATUSES.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('exit reasons', () => {
  it('labels each of the six reasons', () => {
    expect(EXIT_REASONS).toEqual(['found-work', 'education', 'conduct', 'health', 'moved', 'other']);
    for (const reason of EXIT_REASONS) expect(EXIT_REASON_LABELS[reason]).toMatch(/\w/);
    expect(exitReasonLabel('found-work')).toBe('Found work');
  });

  it('refuses a reason off the list with the clear message', () => {
    const bad = endEarlyBodySchema.safeParse({ date: '2030-05-01', reason: 'bored' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(CHANGE_MESSAGES.exitReasonInvalid);
    expect(endEarlyBodySchema.parse({ date: '2030-05-01', reason: 'moved' })).toEqual({
      date: '2030-05-01',
      reason: 'moved',
      details: '',
    });
  });
});

describe('breaks', () => {
  const placement = { start: '2030-01-01', end: '2030-12-31' };
  it('counts both ends of a break', () => {
    expect(breakLengthDays('2030-03-11', '2030-03-11')).toBe(1);
    expect(breakLengthDays('2030-02-27', '2030-03-02')).toBe(4);
  });

  it('moves the end date by the length unless told not to', () => {
    const period = { from: '2030-03-11', to: '2030-03-15' };
    expect(endAfterBreak('2030-12-31', period, true)).toBe('2031-01-05');
    expect(endAfterBreak('2030-12-31', period, false)).toBe('2030-12-31');
  });

  it('refuses a break outside the placement or overlapping another', () => {
    expect(breakRefusal({ from: '2029-12-31', to: '2030-01-02' }, placement, [])).toBe('outside');
    expect(breakRefusal({ from: '2030-12-30', to: '2031-01-02' }, placement, [])).toBe('outside');
    const other = { from: '2030-03-01', to: '2030-03-05' };
    expect(breakRefusal({ from: '2030-03-05', to: '2030-03-09' }, placement, [other])).toBe('overlap');
    expect(breakRefusal({ from: '2030-03-06', to: '2030-03-09' }, placement, [other])).toBeNull();
  });

  it('asks for dates in order and a reason, and takes extendEnd as true by default', () => {
    const base = { placementId: 1, from: '2030-03-11', to: '2030-03-15', reason: 'Illness' };
    expect(recordBreakBodySchema.parse(base).extendEnd).toBe(true);
    expect(recordBreakBodySchema.parse({ ...base, extendEnd: false }).extendEnd).toBe(false);
    const reversed = recordBreakBodySchema.safeParse({ ...base, to: '2030-03-10' });
    expect(reversed.error?.issues[0]?.message).toBe(CHANGE_MESSAGES.breakDatesInOrder);
    const blank = recordBreakBodySchema.safeParse({ ...base, reason: ' ' });
    expect(blank.error?.issues[0]?.message).toBe(CHANGE_MESSAGES.breakReasonRequired);
  });
});

describe('transfers, exits and the survey', () => {
  it('asks the new placement to start after the last day', () => {
    const body = {
      placementId: 1,
      lastDay: '2030-06-30',
      newPlacementId: 2,
      startDate: '2030-06-30',
      endDate: '2030-12-31',
      reason: 'Closure',
    };
    expect(transferBodySchema.safeParse(body).error?.issues[0]?.message).toBe(
      CHANGE_MESSAGES.transferStartAfterLastDay,
    );
    expect(transferBodySchema.safeParse({ ...body, startDate: '2030-07-01' }).success).toBe(true);
  });

  it('dates an exit between the start and the end', () => {
    const placement = { start: '2030-01-01', end: '2030-12-31' };
    expect(canExitOn('2030-01-01', placement)).toBe(true);
    expect(canExitOn('2030-12-31', placement)).toBe(true);
    expect(canExitOn('2029-12-31', placement)).toBe(false);
    expect(canExitOn('2031-01-01', placement)).toBe(false);
  });

  it('takes a recommendation from 1 to 5', () => {
    const base = { placementId: 1, why: 'Found a job', change: '' };
    expect(exitSurveyBodySchema.safeParse({ ...base, recommend: 4 }).success).toBe(true);
    for (const recommend of [0, 6, 2.5, 'x'])
      expect(exitSurveyBodySchema.safeParse({ ...base, recommend }).error?.issues[0]?.message).toBe(
        CHANGE_MESSAGES.recommendInvalid,
      );
  });
});
