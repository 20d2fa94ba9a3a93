import { describe, expect, it } from 'vitest';
import {
  timesheetNothingSavedNotice,
  timesheetNotSubmittedNotice,
  timesheetsWaitingNotice,
} from './texts-reminders.ts';

const learner = {
  learnerName: 'Ann Baptiste',
  month: '2026-11',
  lastWorkingDay: '2026-11-30',
  cutOffDay: '2026-12-01',
  stipendUrl: 'https://ojt.example/learner-dashboard?tab=stipend',
};

describe('timesheet reminders', () => {
  it('tells the learner nothing is saved, when to submit and by when it is approved', () => {
    const notice = timesheetNothingSavedNotice(learner);
    expect(notice.subject).toBe('Your attendance for November 2026');
    expect(notice.text).toMatch(
      /^Hello Ann Baptiste,\n\nYou have not recorded any days for November 2026 yet/,
    );
    expect(notice.text).toContain('from its last working day, Monday 30 November 2026');
    expect(notice.text).toContain('by 10:00 am on Tuesday 1 December 2026');
    expect(notice.text).toContain('\nhttps://ojt.example/learner-dashboard?tab=stipend');
  });

  it('asks the learner to submit today', () => {
    const notice = timesheetNotSubmittedNotice(learner);
    expect(notice.subject).toBe('Please submit your attendance for November 2026');
    expect(notice.text).toContain('Today is the last working day of November 2026');
    expect(notice.text).toContain('https://ojt.example/learner-dashboard?tab=stipend');
  });

  it('lists the employer’s waiting months, oldest first, and says which are past their cut-off', () => {
    const notice = timesheetsWaitingNotice({
      contactName: 'Maria Lopez',
      timesheetsUrl: 'https://ojt.example/employer-dashboard?tab=timesheets',
      months: [
        { learnerName: 'Ann Baptiste', month: '2026-11', cutOffDay: '2026-12-01', late: false },
        { learnerName: 'Ravi Singh', month: '2026-10', cutOffDay: '2026-11-02', late: true },
      ],
    });
    expect(notice.subject).toBe('Months of attendance are waiting for your approval');
    expect(notice.text).toContain(
      '    - Ravi Singh, October 2026: its cut-off has passed, so it will be paid in the second pay cycle\n' +
        '    - Ann Baptiste, November 2026: approve it by 10:00 am on Tuesday 1 December 2026 for the first pay cycle',
    );
    expect(notice.text).toContain('https://ojt.example/employer-dashboard?tab=timesheets');
  });

  it('speaks of one month as one', () => {
    const notice = timesheetsWaitingNotice({
      contactName: 'Acme Ltd',
      timesheetsUrl: 'https://ojt.example/employer-dashboard?tab=timesheets',
      months: [{ learnerName: 'Ann Baptiste', month: '2026-11', cutOffDay: '2026-12-01', late: false }],
    });
    expect(notice.subject).toBe('A month of attendance is waiting for your approval');
    expect(notice.text).toMatch(/^Hello Acme Ltd,\n\nThis month of attendance is waiting/);
  });
});
