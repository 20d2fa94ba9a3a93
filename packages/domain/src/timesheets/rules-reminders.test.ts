import { describe, expect, it } from 'vitest';
import { holidaySeed } from './holidays.ts';
import {
  hasNothingSaved,
  isNotSubmitted,
  type LearnerReminderInput,
  learnerReminderDue,
  nothingSavedReminderDay,
  notSubmittedReminderDay,
  type ReminderRecord,
  reminderDayAt,
  waitingReminderDue,
  waitingRemindersFrom,
  workingDaysBefore,
} from './rules-reminders.ts';

const HOLIDAYS: ReadonlySet<string> = new Set(holidaySeed([2025, 2026, 2027]).map((h) => h.date));
// Port of Spain is UTC-4 all year: 07:00 there is 11:00Z.
const at = (date: string, time: string) => new Date(`${date}T${time}:00-04:00`);

const DRAFT_EMPTY: ReminderRecord = { status: 'Draft', days: [] };
const DRAFT_BLANK_DAY: ReminderRecord = {
  status: 'Draft',
  days: [{ am: null, pm: null }],
};
const DRAFT_MARKED: ReminderRecord = { status: 'Draft', days: [{ am: 'P', pm: null }] };

describe('the reminder days', () => {
  it('counts working days back, skipping weekends and holidays', () => {
    expect(workingDaysBefore('2026-11-30', 3, HOLIDAYS)).toBe('2026-11-25');
    // Back from Tuesday 1 September 2026 over Independence Day (Monday 31 August).
    expect(workingDaysBefore('2026-09-01', 1, HOLIDAYS)).toBe('2026-08-28');
  });

  it('reminds the learner of nothing saved 3 working days before the last (Mon 30 Nov → Wed 25 Nov)', () => {
    expect(nothingSavedReminderDay('2026-11', HOLIDAYS)).toBe('2026-11-25');
    expect(notSubmittedReminderDay('2026-11', HOLIDAYS)).toBe('2026-11-30');
  });

  it('moves both with a holiday on the last weekday (Independence Day, Monday 31 August 2026)', () => {
    expect(notSubmittedReminderDay('2026-08', HOLIDAYS)).toBe('2026-08-28');
    expect(nothingSavedReminderDay('2026-08', HOLIDAYS)).toBe('2026-08-25');
  });

  it('starts the employer’s reminders 2 working days before the cut-off day', () => {
    // Cut-off day Tuesday 1 December: Friday 27 and Monday 30 November come before it.
    expect(waitingRemindersFrom('2026-11', HOLIDAYS)).toBe('2026-11-27');
    // Cut-off day Monday 4 January 2027 (1 January is a holiday): Wednesday 30 and Thursday 31 December.
    expect(waitingRemindersFrom('2026-12', HOLIDAYS)).toBe('2026-12-30');
    expect(waitingRemindersFrom('2026-08', HOLIDAYS)).toBe('2026-08-27');
  });
});

describe('reminderDayAt', () => {
  it('is the Port of Spain working day from 07:00, and nothing before', () => {
    expect(reminderDayAt(at('2026-11-25', '06:59'), HOLIDAYS)).toBeNull();
    expect(reminderDayAt(at('2026-11-25', '07:00'), HOLIDAYS)).toBe('2026-11-25');
    expect(reminderDayAt(at('2026-11-25', '23:59'), HOLIDAYS)).toBe('2026-11-25');
    // 02:00Z on 26 November is still the 25th in Port of Spain.
    expect(reminderDayAt(new Date('2026-11-26T02:00:00Z'), HOLIDAYS)).toBe('2026-11-25');
  });

  it('is nothing on a weekend or a holiday', () => {
    expect(reminderDayAt(at('2026-11-28', '09:00'), HOLIDAYS)).toBeNull();
    expect(reminderDayAt(at('2026-11-29', '09:00'), HOLIDAYS)).toBeNull();
    expect(reminderDayAt(at('2026-08-31', '09:00'), HOLIDAYS)).toBeNull();
  });
});

describe('what the learner has done', () => {
  it('has saved nothing without a record or with a Draft without a mark', () => {
    expect(hasNothingSaved(undefined)).toBe(true);
    expect(hasNothingSaved(DRAFT_EMPTY)).toBe(true);
    expect(hasNothingSaved(DRAFT_BLANK_DAY)).toBe(true);
    expect(hasNothingSaved(DRAFT_MARKED)).toBe(false);
    expect(hasNothingSaved({ status: 'Returned', days: [] })).toBe(false);
  });

  it('has not submitted a month without a record, Draft or Returned', () => {
    expect(isNotSubmitted(undefined)).toBe(true);
    expect(isNotSubmitted(DRAFT_MARKED)).toBe(true);
    expect(isNotSubmitted({ status: 'Returned', days: [] })).toBe(true);
    expect(isNotSubmitted({ status: 'Submitted', days: [] })).toBe(false);
    expect(isNotSubmitted({ status: 'Approved', days: [] })).toBe(false);
  });
});

describe('learnerReminderDue', () => {
  const november = (record?: ReminderRecord, start = '2026-09-01'): LearnerReminderInput => ({
    month: '2026-11',
    start,
    end: '2027-06-30',
    record,
  });

  it('is nothing saved on its day from 07:00, not the day before nor at 06:59', () => {
    expect(learnerReminderDue(november(), HOLIDAYS, at('2026-11-24', '12:00'))).toBeNull();
    expect(learnerReminderDue(november(), HOLIDAYS, at('2026-11-25', '06:59'))).toBeNull();
    expect(learnerReminderDue(november(), HOLIDAYS, at('2026-11-25', '07:00'))).toBe('nothing-saved');
    expect(learnerReminderDue(november(DRAFT_EMPTY), HOLIDAYS, at('2026-11-25', '07:00'))).toBe(
      'nothing-saved',
    );
    expect(learnerReminderDue(november(DRAFT_MARKED), HOLIDAYS, at('2026-11-25', '07:00'))).toBeNull();
  });

  it('is not submitted on the last working day unless Submitted or Approved', () => {
    const lastDay = at('2026-11-30', '07:00');
    expect(learnerReminderDue(november(), HOLIDAYS, at('2026-11-27', '12:00'))).toBeNull();
    expect(learnerReminderDue(november(), HOLIDAYS, lastDay)).toBe('not-submitted');
    expect(learnerReminderDue(november(DRAFT_MARKED), HOLIDAYS, lastDay)).toBe('not-submitted');
    expect(learnerReminderDue(november({ status: 'Returned', days: [] }), HOLIDAYS, lastDay)).toBe(
      'not-submitted',
    );
    expect(learnerReminderDue(november({ status: 'Submitted', days: [] }), HOLIDAYS, lastDay)).toBeNull();
    expect(learnerReminderDue(november({ status: 'Approved', days: [] }), HOLIDAYS, lastDay)).toBeNull();
  });

  it('follows a holiday that moves the last working day', () => {
    const august: LearnerReminderInput = {
      month: '2026-08',
      start: '2026-06-01',
      end: null,
      record: undefined,
    };
    expect(learnerReminderDue(august, HOLIDAYS, at('2026-08-28', '08:00'))).toBe('not-submitted');
    expect(learnerReminderDue(august, HOLIDAYS, at('2026-08-31', '08:00'))).toBeNull();
    expect(learnerReminderDue(august, HOLIDAYS, at('2026-08-25', '08:00'))).toBe('nothing-saved');
  });

  it('waits for a placement that has not started by the day', () => {
    const starting = november(undefined, '2026-11-26');
    expect(learnerReminderDue(starting, HOLIDAYS, at('2026-11-25', '08:00'))).toBeNull();
    expect(learnerReminderDue(starting, HOLIDAYS, at('2026-11-30', '08:00'))).toBe('not-submitted');
  });
});

describe('waitingReminderDue', () => {
  it('is due each working day from 2 working days before the cut-off day, for as long as it waits', () => {
    expect(waitingReminderDue('2026-11', HOLIDAYS, at('2026-11-26', '12:00'))).toBe(false);
    expect(waitingReminderDue('2026-11', HOLIDAYS, at('2026-11-27', '06:59'))).toBe(false);
    expect(waitingReminderDue('2026-11', HOLIDAYS, at('2026-11-27', '07:00'))).toBe(true);
    expect(waitingReminderDue('2026-11', HOLIDAYS, at('2026-11-28', '12:00'))).toBe(false);
    expect(waitingReminderDue('2026-11', HOLIDAYS, at('2026-11-30', '07:00'))).toBe(true);
    expect(waitingReminderDue('2026-11', HOLIDAYS, at('2026-12-01', '07:00'))).toBe(true);
    expect(waitingReminderDue('2026-11', HOLIDAYS, at('2026-12-15', '07:00'))).toBe(true);
  });

  it('sends nothing on a holiday while it waits', () => {
    expect(waitingReminderDue('2026-12', HOLIDAYS, at('2027-01-01', '09:00'))).toBe(false);
    expect(waitingReminderDue('2026-12', HOLIDAYS, at('2027-01-04', '07:00'))).toBe(true);
  });
});
